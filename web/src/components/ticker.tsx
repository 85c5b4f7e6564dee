import { useRouter } from "@tanstack/react-router";
import { type CSSProperties, type MouseEvent, memo } from "react";
import { formatPercent, formatTickerPrice } from "../../../domain/format";
import { isHiddenFromTicker } from "../../../domain/list-filters";

/** Ticker coin (product.md § Data shapes): what a price item of any ticker needs (market coins and on-chain tokens fit as they are). */
export type TickerCoin = {
  id: string;
  symbol: string;
  name?: string;
  current_price: number | null;
  price_change_percentage_24h: number | null;
};

/** A scrolling text item (scrolling ads, announcements), a link when it has an `href`. */
export type TickerMessage = { id: string; message: string; href?: string };

export type TickerItem = TickerCoin | TickerMessage;

const isMessage = (item: TickerItem): item is TickerMessage => "message" in item;

/** Where a ticker's price items lead: market coins to their coin pages, on-chain tokens to their token pages. */
export type TickerLink = "coin" | "icp-token";
const PAGE_OF: Record<TickerLink, (id: string) => string> = {
  coin: (id) => `/coins/${encodeURIComponent(id)}`,
  "icp-token": (id) => `/icp/${encodeURIComponent(id)}`,
};

/**
 * The ticker filter for coins (product.md § List filters) (PUSD, 'odin'); a coin without a price has nothing to show in a price
 * ticker and is left out too (offline, most on-chain tokens). Messages are never hidden.
 */
export const visibleTickerItems = (items: readonly TickerItem[]): TickerItem[] =>
  items.filter(
    (item) =>
      isMessage(item) ||
      (item.current_price !== null && !isHiddenFromTicker({ name: item.name ?? "", symbol: item.symbol })),
  );

/** Seconds per item: slow enough to read a price as it passes. */
const SECONDS_PER_ITEM = 4;

export const changeClass = (change: number | null | undefined) =>
  change === null || change === undefined || Number(change.toFixed(2)) === 0
    ? "text-slate-400"
    : change > 0
      ? "text-emerald-400"
      : "text-rose-400";

function Item({ item, copy, link }: { item: TickerItem; copy: boolean; link: TickerLink | undefined }) {
  if (isMessage(item)) {
    const text = <span className="text-amber-200">{item.message}</span>;
    return item.href ? (
      <a
        href={item.href}
        target="_blank"
        rel="noopener noreferrer sponsored"
        tabIndex={copy ? -1 : undefined}
        className="hover:underline"
      >
        {text}
      </a>
    ) : (
      text
    );
  }
  const className = "whitespace-nowrap text-slate-300 tabular-nums";
  const price = (
    <>
      <span className="font-semibold text-white">{item.symbol.toUpperCase()}</span>{" "}
      {formatTickerPrice(item.current_price)}{" "}
      <span className={changeClass(item.price_change_percentage_24h)}>
        {formatPercent(item.price_change_percentage_24h)}
      </span>
    </>
  );
  if (!link) return <span className={className}>{price}</span>;
  // A plain anchor: a router Link per item (a hundred on the market page) costs the first paint dearly;
  // the track's one handler turns a plain click into the router's navigation.
  return (
    <a
      href={PAGE_OF[link](item.id)}
      data-page-link=""
      tabIndex={copy ? -1 : undefined}
      className={`${className} hover:underline`}
    >
      {price}
    </a>
  );
}

/**
 * One click handler for a track of page anchors: a plain left click opens the coin's or token's page through
 * the router, without a reload; modified clicks (new tab, new window) are left to the browser.
 */
function usePageLinkClicks(enabled: boolean) {
  const router = useRouter({ warn: false });
  if (!enabled || !router) return undefined;
  return (event: MouseEvent) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const href = (event.target as Element).closest<HTMLAnchorElement>("a[data-page-link]")?.getAttribute("href");
    if (!href) return;
    event.preventDefault();
    void router.navigate({ href });
  };
}

function Run({ items, copy, link }: { items: readonly TickerItem[]; copy: boolean; link: TickerLink | undefined }) {
  return (
    <div
      className={`flex shrink-0 items-center gap-8 pr-8 ${copy ? "motion-reduce:hidden" : ""}`}
      aria-hidden={copy || undefined}
    >
      {items.map((item) => (
        <Item key={item.id} item={item} copy={copy} link={link} />
      ))}
    </div>
  );
}

/**
 * A scrolling strip of prices and messages with a fixed height, so nothing around it moves when its items
 * arrive. The run is drawn twice and slid by half its width, which loops without a seam. It pauses under the
 * pointer or keyboard focus, and stands still (scrollable by hand) for people who prefer reduced motion.
 * `title` shows a fixed caption at its start.
 */
export const Ticker = memo(function Ticker({
  items,
  label,
  title,
  className = "",
  link,
}: {
  items: readonly TickerItem[];
  label: string;
  title?: string;
  className?: string;
  /** What each price item opens: its coin page (CoinGecko coins) or its token page (on-chain tokens). */
  link?: TickerLink;
}) {
  const onClick = usePageLinkClicks(link !== undefined);
  const style = { "--ticker-duration": `${Math.max(20, items.length * SECONDS_PER_ITEM)}s` } as CSSProperties;
  return (
    <div role="region" aria-label={label} className={`flex h-9 overflow-hidden bg-slate-900/60 text-xs ${className}`}>
      {title ? (
        <span className="z-10 flex shrink-0 items-center border-r border-slate-800 bg-slate-900 px-3 font-semibold uppercase tracking-wide text-slate-400">
          {title}
        </span>
      ) : null}
      <div className="min-w-0 flex-1 overflow-hidden motion-reduce:overflow-x-auto">
        {items.length > 0 ? (
          // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: delegated from the links inside, which the keyboard reaches and clicks
          <div
            className="flex h-full w-max animate-ticker items-center pl-4 hover:[animation-play-state:paused] focus-within:[animation-play-state:paused]"
            style={style}
            onClick={onClick}
            data-testid="ticker-track"
          >
            <Run items={items} copy={false} link={link} />
            <Run items={items} copy link={link} />
          </div>
        ) : null}
      </div>
    </div>
  );
});
