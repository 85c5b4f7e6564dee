import { type Virtualizer, useWindowVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useRef, useState } from "react";

const windowRect = () => ({ width: window.innerWidth, height: window.innerHeight });

/** The window's size on each resize (the first size is the virtualizer's `initialRect`). */
function observeWindowResizes(_instance: unknown, onRect: (rect: { width: number; height: number }) => void) {
  const resized = () => onRect(windowRect());
  window.addEventListener("resize", resized, { passive: true });
  return () => window.removeEventListener("resize", resized);
}

/**
 * Scrolls the window for the virtualizer, except to where it already is: as it attaches, the virtualizer
 * writes back the offset it holds, which forced a layout of the whole page in the middle of the rows' first
 * render, and scrolled the window back when it was moved in between (the router's scroll restoration).
 */
function scrollWindowTo(
  offset: number,
  { adjustments = 0, behavior }: { adjustments?: number; behavior?: ScrollBehavior },
  virtualizer: Virtualizer<Window, Element>,
) {
  const top = offset + adjustments;
  if (top !== virtualizer.scrollOffset) window.scrollTo({ top, behavior });
}

/**
 * Window-scrolled virtual rows of a fixed height: only the rows near the viewport are in the DOM, with
 * spacers above and below standing in for the rest, so 1000 coins scroll like 1000 and cost like 20.
 */
export function useWindowRows<T extends HTMLElement>(count: number, rowHeight: number, overscan = 4) {
  const listRef = useRef<T>(null);
  // Where the list starts on the page; what sits above it (header, tickers, ads) may change height. Read in
  // the ResizeObserver's callback, after the browser's own layout: read in a layout effect it forced a layout
  // of the whole page in the middle of the first render (a long task on a phone). Until then the rows are
  // laid out from the top of the page, which shows the first rows as the measured position does.
  const [scrollMargin, setScrollMargin] = useState(0);
  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() =>
      setScrollMargin(Math.round(list.getBoundingClientRect().top + window.scrollY)),
    );
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  // The window's size and scroll position are read in the first render, before the DOM changes (cheap then),
  // then on each resize and scroll. The virtualizer's own window observer reads the size once more as it
  // mounts, right after the rows went into the DOM: that read forced a layout inside the same long task.
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => rowHeight,
    overscan,
    scrollMargin,
    initialRect: windowRect(),
    initialOffset: () => window.scrollY,
    observeElementRect: observeWindowResizes,
    scrollToFn: scrollWindowTo,
  });
  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows.at(-1);
  return {
    listRef,
    rows,
    paddingTop: first ? first.start - scrollMargin : 0,
    paddingBottom: last ? Math.max(0, virtualizer.getTotalSize() - (last.end - scrollMargin)) : 0,
  };
}
