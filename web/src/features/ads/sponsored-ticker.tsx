import { useQuery } from "@tanstack/react-query";
import { Fragment } from "react";
import type { ServedAd } from "../../../../schema/ad-constants";
import { AdLink, CloseAdButton } from "./ad-link";
import { closeAd, useClosedAds } from "./closed-ads";
import { activeAdsQuery } from "./queries";

/** The scrolling ads of a ticker strip (top or bottom), not closed in this session: for a price ticker to carry. */
export function useScrollingAds(placement: "top" | "bottom"): ServedAd[] {
  const ads = useQuery(activeAdsQuery).data ?? [];
  const isClosed = useClosedAds();
  return ads.filter((ad) => ad.type === "scrolling" && ad.config.placement === placement && !isClosed(ad.id));
}

/** One scrolling ad as ticker items: its label, its messages (as text) and its link. */
export function ScrollingAdItems({ ad }: { ad: ServedAd }) {
  const house = ad.config.house === true;
  return (
    <span className="inline-flex items-center gap-3 whitespace-nowrap px-4 text-sm">
      <span
        className={`text-[10px] font-bold uppercase tracking-wider ${house ? "text-emerald-300" : "text-amber-300"}`}
      >
        {house ? "Coinfolio" : "Sponsored"}
      </span>
      {(ad.config.messages ?? []).map((message, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the messages in their order, which never changes; two may read the same
        <Fragment key={i}>
          {i > 0 ? (
            <span aria-hidden className="text-slate-600">
              •
            </span>
          ) : null}
          <span className="text-slate-200">{message}</span>
        </Fragment>
      ))}
      {ad.config.ctaUrl && ad.config.ctaText ? (
        <AdLink href={ad.config.ctaUrl} className="font-semibold text-emerald-300 underline-offset-2 hover:underline">
          {ad.config.ctaText}
        </AdLink>
      ) : null}
    </span>
  );
}

/**
 * A strip of scrolling ads (product.md § Market tickers, § Ad types and prices): the messages scroll in a loop (still
 * under reduced motion), and the close button hides the strip's ads for the session.
 */
export function SponsoredTicker({ placement }: { placement: "top" | "bottom" }) {
  const ads = useScrollingAds(placement);
  if (ads.length === 0) return null;
  const items = ads.map((ad) => <ScrollingAdItems key={ad.id} ad={ad} />);
  return (
    <aside
      aria-label="Sponsored messages"
      className="flex h-9 items-center border-y border-slate-800 bg-slate-900/80"
      data-testid="sponsored-ticker"
    >
      <div className="relative min-w-0 flex-1 overflow-hidden">
        <div
          className="flex w-max animate-ticker hover:[animation-play-state:paused]"
          style={{ ["--ticker-duration" as string]: `${Math.max(20, ads.length * 18)}s` }}
        >
          {/* Two copies make the loop seamless; the second is for the eye only. */}
          <div className="flex">{items}</div>
          <div className="flex" aria-hidden>
            {items}
          </div>
        </div>
      </div>
      <div className="shrink-0 px-1">
        <CloseAdButton
          onClose={() => {
            for (const ad of ads) closeAd(ad.id);
          }}
        />
      </div>
    </aside>
  );
}
