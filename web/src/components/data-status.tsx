import { useQuery } from "@tanstack/react-query";
import { useRouterState } from "@tanstack/react-router";
import type { SourceStatus } from "../../../schema/market-api";
import { apiStatusQueryOptions } from "../features/market/queries";

/** The ICP pages show ICPSwap's figures (their ticker too); every other page shows CoinGecko's in the ticker. */
export const sourcesOnScreen = (path: string): SourceStatus["id"][] =>
  path.startsWith("/icp-tokens") || path.startsWith("/arbitrage") ? ["icpswap"] : ["coingecko"];

/**
 * The discreet indicator in the shell: shown only while a list on screen is not live. "Offline data" when it
 * is the bundled snapshot, "Delayed data" when it is the last good live data; the title says which and since when.
 */
export function DataStatus() {
  const path = useRouterState({ select: (s) => s.location.pathname });
  const { data } = useQuery(apiStatusQueryOptions);
  const ids = sourcesOnScreen(path);
  const notLive = data?.sources.filter((source) => ids.includes(source.id) && source.state !== "live") ?? [];
  if (notLive.length === 0) return null;
  const offline = notLive.some((source) => source.data.source === "snapshot");
  const text = offline ? "Offline data" : "Delayed data";
  const detail = notLive.map((source) => `${source.name}: ${source.data.label}`).join("\n");
  return (
    <span
      role="status"
      data-testid="data-status"
      title={detail}
      className="inline-flex shrink-0 items-center gap-1.5 rounded-full border border-amber-500/40 bg-amber-500/10 px-2 py-0.5 text-xs font-medium text-amber-300"
    >
      <span aria-hidden className="size-1.5 rounded-full bg-amber-400" />
      {text}
      <span className="sr-only">{` — ${detail}`}</span>
    </span>
  );
}
