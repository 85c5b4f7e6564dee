import type { CSSProperties } from "react";
import type { Sponsorship } from "../../../../domain/ads";

/** A highlighted row: a tint and a bar of the advertiser's colour (validated #rrggbb on the server). */
export function highlightStyle(sponsorship: Sponsorship | null): CSSProperties | undefined {
  if (sponsorship?.kind !== "highlight" || !sponsorship.highlightColor) return undefined;
  return {
    backgroundColor: `${sponsorship.highlightColor}1f`,
    boxShadow: `inset 3px 0 0 ${sponsorship.highlightColor}`,
  };
}

/** SPONSORED on a paid token ad; Coinfolio's own picks say FEATURED. */
export function SponsoredBadge({ sponsorship }: { sponsorship: Sponsorship | null }) {
  if (!sponsorship) return null;
  const house = sponsorship.ad.config.house === true;
  return (
    <span
      className={`inline-flex items-center rounded px-1.5 py-0.5 text-[10px] font-bold tracking-wider ${
        house ? "bg-emerald-500/15 text-emerald-300" : "bg-amber-400/15 text-amber-300"
      }`}
    >
      {house ? "FEATURED" : "SPONSORED"}
    </span>
  );
}
