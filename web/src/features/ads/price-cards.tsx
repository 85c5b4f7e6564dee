import { useQuery } from "@tanstack/react-query";
import { AD_TYPES, PAYMENT_CURRENCIES, type AdType } from "../../../../schema/ad-constants";
import { AD_TYPE_DESCRIPTIONS, AD_TYPE_NAMES } from "./ad-texts";
import { adPaymentRatesQuery } from "./order-queries";

/** product.md § Ad types and prices: the four prices per day (USDC); choosing a card picks its type in the form. */
export function PriceCards({ selected, onSelect }: { selected: AdType | ""; onSelect: (type: AdType) => void }) {
  const rates = useQuery(adPaymentRatesQuery);
  const priceOf = (type: AdType) =>
    rates.data?.find((rate) => rate.adType === type && rate.currency === "USDC")?.pricePerDay;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {AD_TYPES.map((type) => {
        const price = priceOf(type);
        const chosen = selected === type;
        return (
          <button
            key={type}
            type="button"
            aria-pressed={chosen}
            onClick={() => onSelect(type)}
            className={`flex flex-col rounded-2xl border p-5 text-left transition-colors ${
              chosen
                ? "border-emerald-400 bg-emerald-500/10"
                : "border-slate-800 bg-slate-900/70 hover:border-slate-600"
            }`}
          >
            <span className="text-sm font-semibold text-white">{AD_TYPE_NAMES[type]}</span>
            <span className="mt-3 text-3xl font-bold tracking-tight text-white">
              {price ? `$${price}` : rates.isPending ? "…" : "—"}
            </span>
            <span className="text-xs font-medium uppercase tracking-wide text-emerald-300">USDC per day</span>
            <span className="mt-3 text-sm text-slate-400">{AD_TYPE_DESCRIPTIONS[type]}</span>
          </button>
        );
      })}
      <p className="text-xs text-slate-500 sm:col-span-2 lg:col-span-4">
        Pay in {PAYMENT_CURRENCIES.join(", ")} at the live price. 1 to 90 days. Every ad is reviewed before it goes
        live.
      </p>
    </div>
  );
}
