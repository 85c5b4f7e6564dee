/** Runs `work` when the browser is idle, and at the latest after `timeout` ms (at once where idle callbacks are missing). */
export function whenIdle(work: () => void, timeout: number) {
  if (typeof requestIdleCallback === "function") requestIdleCallback(work, { timeout });
  else setTimeout(work, 0);
}

/** Resolves in a task of its own: the code after it no longer lengthens the current task. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
