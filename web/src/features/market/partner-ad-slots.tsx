import { type ReactNode, useEffect, useState } from "react";

/** One partner ad of the market page's two rotating slots. */
export type PartnerAd = {
  id: string;
  sponsor: string;
  title: string;
  description: string;
  cta: string;
  /** External https link, opened in a new tab. */
  href: string;
  /** A banner image (48 × 48 shown); without one, `art` or nothing. */
  imageUrl?: string;
  art?: ReactNode;
  /** CSS background of the card. */
  background: string;
};

/** SPEC §9: ad rotation every 10 s through 4 partner ads. */
export const PARTNER_AD_ROTATION_MS = 10_000;

const glyph = (children: ReactNode) => (
  <svg viewBox="0 0 48 48" width={48} height={48} aria-hidden className="shrink-0">
    {children}
  </svg>
);

/**
 * Coinfolio's own ads for the slots until paid partner banners exist: real public crypto resources, drawn
 * locally (no image is fetched from anywhere).
 */
export const HOUSE_PARTNER_ADS: readonly PartnerAd[] = [
  {
    id: "house-bitcoin-whitepaper",
    sponsor: "bitcoin.org",
    title: "Read the Bitcoin whitepaper",
    description: "Nine pages that started it all: a peer-to-peer electronic cash system.",
    cta: "Open the PDF",
    href: "https://bitcoin.org/bitcoin.pdf",
    background: "linear-gradient(135deg, #7c2d12 0%, #1c1917 100%)",
    art: glyph(
      <>
        <circle cx="24" cy="24" r="22" fill="#f7931a" />
        <path d="M17 12h10a5.5 5.5 0 0 1 3 10.1A6 6 0 0 1 27.5 34H17Zm4.5 4v5h5a2.5 2.5 0 0 0 0-5Zm0 9v5h6a2.5 2.5 0 0 0 0-5Z" fill="#fff" fillRule="evenodd" />
        <path d="M20 8v4m5-4v4m-5 22v4m5-4v4" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      </>,
    ),
  },
  {
    id: "house-ethereum-learn",
    sponsor: "ethereum.org",
    title: "Learn how Ethereum works",
    description: "Wallets, staking and smart contracts, explained by the community.",
    cta: "Start learning",
    href: "https://ethereum.org/en/learn/",
    background: "linear-gradient(135deg, #312e81 0%, #0f172a 100%)",
    art: glyph(
      <>
        <path d="M24 4 12 24l12 7 12-7Z" fill="#c7d2fe" />
        <path d="m12 27 12 17 12-17-12 7Z" fill="#818cf8" />
      </>,
    ),
  },
  {
    id: "house-icp-docs",
    sponsor: "internetcomputer.org",
    title: "Build on the Internet Computer",
    description: "Canister smart contracts that serve whole web apps on-chain.",
    cta: "Read the docs",
    href: "https://internetcomputer.org/docs",
    background: "linear-gradient(135deg, #831843 0%, #0c4a6e 100%)",
    art: glyph(
      <path
        d="M14 16c-4.4 0-8 3.6-8 8s3.6 8 8 8c5 0 9-8 10-8s5 8 10 8c4.4 0 8-3.6 8-8s-3.6-8-8-8c-5 0-9 8-10 8s-5-8-10-8Z"
        fill="none"
        stroke="#f0abfc"
        strokeWidth="4"
      />,
    ),
  },
  {
    id: "house-defillama",
    sponsor: "DefiLlama",
    title: "Track DeFi on every chain",
    description: "Open dashboards of total value locked, fees and yields.",
    cta: "Explore DefiLlama",
    href: "https://defillama.com/",
    background: "linear-gradient(135deg, #064e3b 0%, #0f172a 100%)",
    art: glyph(
      <>
        <rect x="6" y="26" width="8" height="16" rx="2" fill="#6ee7b7" />
        <rect x="20" y="16" width="8" height="26" rx="2" fill="#34d399" />
        <rect x="34" y="6" width="8" height="36" rx="2" fill="#10b981" />
      </>,
    ),
  },
];

function AdCard({ ad }: { ad: PartnerAd }) {
  return (
    <a
      href={ad.href}
      target="_blank"
      rel="noopener noreferrer sponsored"
      className="group flex h-[120px] items-center gap-4 overflow-hidden rounded-xl border border-slate-800 p-3 text-left transition-colors hover:border-slate-600 focus-visible:outline-2 focus-visible:outline-emerald-400 sm:p-4"
      style={{ background: ad.background }}
      aria-label={`${ad.title} — ${ad.sponsor} (opens in a new tab)`}
    >
      <span className="hidden sm:block">
        {ad.imageUrl ? <img src={ad.imageUrl} alt="" width={48} height={48} className="size-12 rounded-lg object-cover" /> : ad.art}
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex items-center gap-2 text-[10px] uppercase tracking-wider text-slate-300/80">
          <span className="rounded bg-white/10 px-1.5 py-0.5 font-semibold">Partner</span>
          <span className="truncate">{ad.sponsor}</span>
        </span>
        <span className="line-clamp-2 text-sm leading-5 font-semibold text-white sm:truncate">{ad.title}</span>
        <span className="line-clamp-1 text-xs text-slate-300 sm:line-clamp-2">{ad.description}</span>
      </span>
      <span className="hidden shrink-0 rounded-lg bg-white/10 px-3 py-1.5 text-xs font-medium text-white group-hover:bg-white/20 lg:inline">
        {ad.cta} →
      </span>
    </a>
  );
}

/**
 * The market page's two 120 px partner slots: they rotate through the ads every 10 s, the second slot
 * half a turn behind the first so the two never show the same ad. Rotation waits while the pointer or
 * keyboard focus is on them.
 */
export function PartnerAdSlots({ ads = HOUSE_PARTNER_ADS, intervalMs = PARTNER_AD_ROTATION_MS }: { ads?: readonly PartnerAd[]; intervalMs?: number }) {
  const [turn, setTurn] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || ads.length < 3) return;
    const timer = window.setInterval(() => setTurn((t) => t + 1), intervalMs);
    return () => window.clearInterval(timer);
  }, [paused, ads.length, intervalMs]);
  if (ads.length === 0) return null;
  const shown = ads.length === 1 ? [ads[0]!] : [ads[turn % ads.length]!, ads[(turn + Math.floor(ads.length / 2)) % ads.length]!];
  return (
    <section
      aria-label="Partner ads"
      className="grid h-[120px] grid-cols-2 gap-3"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-testid="partner-ads"
    >
      {shown.map((ad, slot) => (
        <AdCard key={`${slot}:${ad.id}`} ad={ad} />
      ))}
    </section>
  );
}
