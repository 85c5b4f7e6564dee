import { Link } from "@tanstack/react-router";
import { type CSSProperties, type ReactNode, Suspense, lazy, useState } from "react";
import { formatPercent } from "../../../../domain/format";
import type { MarketCoin } from "../../../../schema/market-api";
import { changeClass } from "../../components/ticker";
import type { Promotion } from "./coin-list";

/**
 * A coin's logo, lazy-loaded at a fixed size (no layout shift); the first letter of its symbol shows
 * instead when there is no logo or it cannot load (offline the logo host is unreachable).
 */
export function CoinLogo({ coin, size = 28 }: { coin: Pick<MarketCoin, "image" | "symbol" | "name">; size?: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = coin.image && coin.image !== failed ? coin.image : null;
  return (
    <span
      className="relative inline-flex shrink-0 items-center justify-center rounded-full bg-slate-800 text-xs font-semibold text-slate-300 before:content-[attr(data-letter)]"
      style={{ width: size, height: size }}
      data-letter={src ? undefined : (coin.symbol.trim() || coin.name.trim() || "?").charAt(0).toUpperCase()}
      aria-hidden
    >
      {src ? (
        <img
          src={src}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setFailed(src)}
          className="absolute inset-0 size-full rounded-full object-cover"
        />
      ) : null}
    </span>
  );
}

/** A signed percent change, green up, red down. */
export function Change({ value, className = "" }: { value: number | null; className?: string }) {
  return <span className={`tabular-nums ${changeClass(value)} ${className}`}>{formatPercent(value)}</span>;
}

/**
 * The 7-day line drawn from its 0–100 shape, coloured like the row's 7d % (issue 17: USDT +0.21 % is not
 * drawn red because its last sample dipped); without a 7d % it is green when the week ended higher. Until the
 * shapes arrive (or without one) it keeps its box empty, so the row never changes size.
 */
export function Sparkline({
  points,
  change,
  label,
  width = 100,
  height = 32,
}: {
  points: readonly number[] | undefined;
  /** The 7d % shown beside the line; its sign picks the colour. */
  change?: number | null;
  label: string;
  width?: number;
  height?: number;
}) {
  if (!points || points.length < 2) return <span className="inline-block" style={{ width, height }} aria-hidden />;
  const step = 100 / (points.length - 1);
  const path = points.map((p, i) => `${(i * step).toFixed(1)},${(100 - p).toFixed(0)}`).join(" ");
  const tone = change === null || change === undefined ? changeClass(points.at(-1)! - points[0]!) : changeClass(change);
  return (
    <svg
      viewBox="-2 -4 104 108"
      width={width}
      height={height}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
      className={tone}
    >
      <polyline
        points={path}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        vectorEffect="non-scaling-stroke"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A coin's name as the way to its page (/coins/{id}). */
export function CoinLink({
  coinId,
  className = "",
  title,
  children,
}: {
  coinId: string;
  className?: string;
  title?: string;
  children: ReactNode;
}) {
  return (
    <Link to="/coins/$id" params={{ id: coinId }} className={`hover:underline ${className}`} title={title}>
      {children}
    </Link>
  );
}

export function SponsoredBadge() {
  return (
    <span className="rounded bg-amber-400/15 px-1.5 py-0.5 text-[10px] font-bold tracking-wider text-amber-300 ring-1 ring-amber-400/40">
      SPONSORED
    </span>
  );
}

/** To the ecosystem page of a chain's own coin; the accessible name says which coin's. */
export function EcosystemLink({ ecosystemId, coinName }: { ecosystemId: string; coinName: string }) {
  return (
    <Link
      to="/ecosystem/$ecosystemId"
      params={{ ecosystemId }}
      aria-label={`View Ecosystem (${coinName})`}
      className="text-xs font-medium text-sky-400 hover:text-sky-300 hover:underline"
    >
      View Ecosystem
    </Link>
  );
}

export function AddButton({ coin, onAdd }: { coin: MarketCoin; onAdd: (coin: MarketCoin) => void }) {
  return (
    <button
      type="button"
      onClick={() => onAdd(coin)}
      aria-label={`Add ${coin.name} to portfolio`}
      className="inline-flex h-8 items-center gap-1 whitespace-nowrap rounded-lg border border-emerald-500/40 px-3 text-sm font-medium text-emerald-300 transition-colors hover:bg-emerald-500/10 focus-visible:outline-2 focus-visible:outline-emerald-400"
    >
      + Add
    </button>
  );
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A highlighted row: a stripe and a tint of the sponsor's colour (a hex colour; anything else is ignored). */
export function highlightStyle(promotion: Promotion | undefined): CSSProperties | undefined {
  const colour = promotion?.highlightColor;
  if (!colour || !HEX_COLOUR.test(colour)) return undefined;
  return { boxShadow: `inset 4px 0 0 ${colour}`, backgroundColor: `color-mix(in srgb, ${colour} 12%, transparent)` };
}

const StarButton = lazy(() => import("./watchlist-star"));

/** The watchlist star of a row, for signed-in users (the list passes their starred ids). */
export function Star({ coin, starred }: { coin: Pick<MarketCoin, "id" | "name">; starred: ReadonlySet<string> }) {
  return (
    <Suspense fallback={<span className="inline-block size-7 shrink-0" />}>
      <StarButton coin={coin} starred={starred.has(coin.id)} />
    </Suspense>
  );
}
