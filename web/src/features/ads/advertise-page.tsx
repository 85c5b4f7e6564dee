import { useState } from "react";
import type { AdType } from "../../../../schema/ad-constants";
import { Card, Page, PageHeader } from "../../components/page";
import { AdBanner } from "./ad-banner";
import { AdOrderForm } from "./ad-order-form";
import { YourAdOrders } from "./order-list";
import { PriceCards } from "./price-cards";

/** product.md § Advertise page: own orders, the four prices and the 'Create Your Ad' form. */
export function AdvertisePage() {
  const [adType, setAdType] = useState<AdType | "">("");
  const choose = (type: AdType) => {
    setAdType(type);
    document.getElementById("create-your-ad")?.scrollIntoView({ behavior: "smooth", block: "start" });
  };
  return (
    <Page className="space-y-8">
      {/* The live top banner, as visitors see it on the market pages (the house banner would only point here). */}
      <AdBanner placement="top" showHouseAds={false} />
      <PageHeader
        title="Advertise on Coinfolio"
        subtitle="Reach crypto traders with banners, promoted tokens, highlights and tickers, paid in crypto."
      />
      <YourAdOrders />
      <section aria-labelledby="prices-heading" className="space-y-4">
        <h2 id="prices-heading" className="text-lg font-semibold text-white">
          Prices
        </h2>
        <PriceCards selected={adType} onSelect={choose} />
      </section>
      <Card>
        <h2 id="create-your-ad" className="mb-5 scroll-mt-24 text-lg font-semibold text-white">
          Create Your Ad
        </h2>
        <AdOrderForm adType={adType} onAdTypeChange={setAdType} />
      </Card>
    </Page>
  );
}
