import { useSyncExternalStore } from "react";

/** product.md § Limits: below 768 px (Tailwind `md`) card layouts replace tables. */
export const WIDE_SCREEN = "(min-width: 768px)";

/**
 * Whether a media query matches, following changes. Where matchMedia does not exist (tests in jsdom)
 * it answers `fallback`.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== "function") return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => (typeof window.matchMedia === "function" ? window.matchMedia(query).matches : fallback),
  );
}
