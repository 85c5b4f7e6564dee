// The Chromium the browser tests and benches drive (Debian's, through playwright-core), and the flags this closed
// network needs: no GPU, no sandbox (root in a container), no QUIC, and none of the browser's own calls out.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
