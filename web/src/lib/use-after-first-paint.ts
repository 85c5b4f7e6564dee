import { useEffect, useState } from "react";

/**
 * False on a component's first render, true once the browser has painted it (the next frame, then a task).
 * For work the first screen does not need, so it never competes with that screen for network or CPU.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // A background tab paints nothing (no frames) until it is shown: then there is nothing to wait for.
    if (document.visibilityState === "hidden") {
      setPainted(true);
      return;
    }
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted;
}
