// The Chromiums the browser tests and benches drive (Debian's, through playwright-core), and the flags this closed
// network needs: no GPU, no sandbox (root in a container), no QUIC, and none of the browser's own calls out.

/** The whole browser, for the benches: Lighthouse measures what a visitor's Chromium does. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The browser tests' Chromium: Debian's chromium-headless-shell, the same Blink, V8 and network stack without
 * the desktop browser's layer (the kind of build Playwright itself runs headless tests in). Over the whole
 * browser suite it spent 435 CPU-seconds where the full browser spent 456 (its browser process 42 s against 80 s).
 */
export const CHROMIUM_HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
