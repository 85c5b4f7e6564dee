import { Link } from "@tanstack/react-router";
import { formatPercent, formatUsdPrice } from "../../../../domain/format";
import type { ServedAd } from "../../../../schema/ad-constants";
import { useTokenAds } from "./use-token-ads";

/** What the ICP page knows of a token, to show its price on its card and open its token page. */
export type FeaturedTokenFigures = {
  symbol: string;
  canister_id: string;
  price: number | null;
  price_change_24h: number | null;
};

/**
 * product.md § ICP tokens page: 'Featured Internet Computer Tokens', one card per promoted token that is not
 * forced to the top of the list. Pass the page's tokens to show their prices.
 */
export function FeaturedIcpTokens({ tokens = [] }: { tokens?: readonly FeaturedTokenFigures[] }) {
  const { featured } = useTokenAds("icp_tokens");
  if (featured.length === 0) return null;
  const figuresOf = (ad: ServedAd) => tokens.find((t) => t.symbol.toLowerCase() === ad.config.symbol?.toLowerCase());
  return (
    <section aria-labelledby="featured-icp-heading" className="mb-6 space-y-3">
      <h2 id="featured-icp-heading" className="text-lg font-semibold text-white">
        Featured Internet Computer Tokens
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {featured.map((ad) => {
          const figures = figuresOf(ad);
          const house = ad.config.house === true;
          return (
            <li
              key={ad.id}
              className="rounded-2xl border border-slate-800 bg-slate-900/70 p-4"
              data-testid="featured-icp-token"
            >
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="truncate font-semibold text-white">
                    {figures ? (
                      <Link
                        to="/icp/$canisterId"
                        params={{ canisterId: figures.canister_id }}
                        className="hover:underline"
                      >
                        {ad.config.name}
                      </Link>
                    ) : (
                      ad.config.name
                    )}
                  </p>
                  <p className="text-xs uppercase text-slate-400">{ad.config.symbol}</p>
                </div>
                <span
                  className={`rounded px-1.5 py-0.5 text-[10px] font-bold tracking-wider ${house ? "bg-emerald-500/15 text-emerald-300" : "bg-amber-400/15 text-amber-300"}`}
                >
                  {house ? "FEATURED" : "SPONSORED"}
                </span>
              </div>
              {figures?.price != null ? (
                <p className="mt-3 flex items-baseline gap-2">
                  <span className="text-lg font-semibold text-white">{formatUsdPrice(figures.price)}</span>
                  {figures.price_change_24h != null ? (
                    <span
                      className={figures.price_change_24h >= 0 ? "text-sm text-emerald-400" : "text-sm text-rose-400"}
                    >
                      {formatPercent(figures.price_change_24h)}
                    </span>
                  ) : null}
                </p>
              ) : null}
              {ad.config.description ? <p className="mt-2 text-sm text-slate-400">{ad.config.description}</p> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
