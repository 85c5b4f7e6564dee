import { vi } from "vitest";

/**
 * jsdom has no matchMedia (layouts and react-hot-toast ask it): a screen at least 768 px wide or narrower,
 * with no preference for reduced motion.
 */
export const stubScreen = (wide: boolean) =>
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query.includes("min-width") ? wide : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
