/** Runs `work` when the browser is idle, and at the latest after `timeout` ms (at once where idle callbacks are missing). */
export function whenIdle(work: () => void, timeout: number) {
  if (typeof requestIdleCallback === "function") requestIdleCallback(work, { timeout });
  else setTimeout(work, 0);
}
