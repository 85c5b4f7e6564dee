import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { AD_ROTATION_MS } from "./ad-banner";
import { activeAdsQuery } from "./queries";

type PartnerAd = { id: string; name: string; tagline: string; url: string; accent: string; mark: string };

/**
 * The four built-in partner ads: the public services Coinfolio's data and payment checks rely on. Text and
 * colour only, no remote images (the app makes no third-party requests); each links out over https.
 */
export const PARTNER_ADS: readonly PartnerAd[] = [
  {
    id: "coingecko",
    name: "CoinGecko",
    tagline: "Prices and market data for thousands of coins",
    url: "https://www.coingecko.com",
    accent: "from-lime-500/25",
    mark: "CG",
  },
  {
    id: "icpswap",
    name: "ICPSwap",
    tagline: "Trade tokens on the Internet Computer",
    url: "https://app.icpswap.com",
    accent: "from-violet-500/25",
    mark: "IS",
  },
  {
    id: "mempool",
    name: "mempool.space",
    tagline: "Explore the Bitcoin blockchain and its fees",
    url: "https://mempool.space",
    accent: "from-orange-500/25",
    mark: "MS",
  },
  {
    id: "ckb-explorer",
    name: "CKB Explorer",
    tagline: "Blocks, addresses and transactions on Nervos CKB",
    url: "https://explorer.nervos.org",
    accent: "from-teal-500/25",
    mark: "CK",
  },
];

/**
 * product.md § Partner slots: two 120 px slots showing the partner ads two at a time, turning every 10 s, while no
 * between-sections banner is live (that banner takes the place). Hovering or focusing pauses the turn.
 */
export function PartnerAdRotation() {
  const ads = useQuery(activeAdsQuery);
  const [page, setPage] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => setPage((n) => n + 1), AD_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [paused]);
  if (ads.isPending) return null;
  if ((ads.data ?? []).some((ad) => ad.type === "banner" && ad.config.placement === "between_sections")) return null;
  const first = (page * 2) % PARTNER_ADS.length;
  const shown = [PARTNER_ADS[first]!, PARTNER_ADS[(first + 1) % PARTNER_ADS.length]!];
  return (
    <section
      aria-label="Partners"
      className="grid gap-3 sm:grid-cols-2"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {shown.map((ad) => (
        <a
          key={ad.id}
          href={ad.url}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="partner-ad"
          className={`flex h-[120px] items-center gap-4 overflow-hidden rounded-2xl border border-slate-800 bg-gradient-to-r ${ad.accent} to-slate-900 px-5 transition-colors hover:border-slate-600`}
        >
          <span
            aria-hidden
            className="grid size-14 shrink-0 place-items-center rounded-xl bg-slate-950/60 text-lg font-black text-white"
          >
            {ad.mark}
          </span>
          <span className="min-w-0">
            <span className="block text-[11px] font-semibold uppercase tracking-wider text-slate-400">Partner</span>
            <span className="block truncate text-base font-semibold text-white">{ad.name}</span>
            <span className="line-clamp-2 text-sm text-slate-300">{ad.tagline}</span>
          </span>
        </a>
      ))}
    </section>
  );
}
