/**
 * The strip under the navbar where the scrolling price ticker lives (the market issue fills it).
 * It keeps its height so pages do not jump when the ticker arrives.
 */
export function TickerSlot() {
  return <div className="h-9 border-b border-slate-800 bg-slate-900/60" data-testid="ticker-slot" aria-hidden />;
}
