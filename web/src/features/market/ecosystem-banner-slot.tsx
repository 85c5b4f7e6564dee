/**
 * SPEC §2: the ecosystem page's top and bottom banner placements. Empty: the ads feature renders its banner
 * for `placement` here (and should give it a fixed height, so the page does not shift when it arrives).
 */
export function EcosystemBannerSlot(_props: { placement: "top" | "bottom"; ecosystemId: string }) {
  return null;
}
