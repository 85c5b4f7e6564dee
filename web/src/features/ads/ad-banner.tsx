import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { BannerPlacement, ServedAd } from "../../../../schema/ad-constants";
import { AdLink, CloseAdButton } from "./ad-link";
import { closeAd, useClosedAds } from "./closed-ads";
import { activeAdsQuery } from "./queries";

/** product.md § Serving ads: ads rotate every 10 s. */
export const AD_ROTATION_MS = 10_000;

/**
 * The banner ads of one placement (top, bottom or between_sections): one at a time, rotating every 10 s when
 * several are live, each closable for the session. Coinfolio's own banner fills in while none is paid.
 */
export function AdBanner({ placement, showHouseAds = true }: { placement: BannerPlacement; showHouseAds?: boolean }) {
  const ads = useQuery(activeAdsQuery);
  const isClosed = useClosedAds();
  const banners = (ads.data ?? []).filter(
    (ad) =>
      ad.type === "banner" &&
      ad.config.placement === placement &&
      !isClosed(ad.id) &&
      (showHouseAds || !ad.config.house),
  );
  const [turn, setTurn] = useState(0);
  useEffect(() => {
    if (banners.length < 2) return;
    const timer = window.setInterval(() => setTurn((n) => n + 1), AD_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [banners.length]);
  const banner = banners[turn % Math.max(banners.length, 1)];
  if (!banner) return null;
  return <BannerView ad={banner} />;
}

function BannerView({ ad }: { ad: ServedAd }) {
  const { config } = ad;
  const house = config.house === true;
  return (
    <aside
      aria-label={house ? "Coinfolio announcement" : "Sponsored"}
      data-testid="ad-banner"
      className={`relative overflow-hidden rounded-2xl border px-4 py-4 sm:px-6 ${
        house
          ? "border-emerald-500/30 bg-gradient-to-r from-emerald-500/15 via-slate-900 to-slate-900"
          : "border-amber-400/30 bg-gradient-to-r from-amber-400/15 via-slate-900 to-slate-900"
      }`}
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1 sm:flex sm:items-center sm:gap-6">
          <div className="min-w-0 flex-1">
            <p
              className={`text-[11px] font-semibold uppercase tracking-wider ${house ? "text-emerald-300" : "text-amber-300"}`}
            >
              {house ? "Coinfolio" : "Sponsored"}
            </p>
            <p className="mt-0.5 text-base font-semibold text-white sm:text-lg">{config.title}</p>
            {config.description ? <p className="mt-1 text-sm text-slate-300">{config.description}</p> : null}
          </div>
          {config.ctaUrl && config.ctaText ? (
            <AdLink
              href={config.ctaUrl}
              className="mt-3 inline-flex h-9 shrink-0 items-center rounded-lg bg-white px-4 text-sm font-semibold text-slate-950 hover:bg-slate-200 sm:mt-0"
            >
              {config.ctaText}
            </AdLink>
          ) : null}
        </div>
        <CloseAdButton onClose={() => closeAd(ad.id)} />
      </div>
    </aside>
  );
}
