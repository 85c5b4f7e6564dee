import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { icpTokensQueryOptions } from "./queries";
import { icpToken } from "./test-tokens";
import { useIcpTickerTokens } from "./use-icp-ticker-tokens";

const tokens = [
  icpToken("PUSD", { price: 1 }),
  icpToken("ODINDOG", { price: 0.1 }),
  ...Array.from({ length: 60 }, (_, i) =>
    icpToken(`T${i}`, { price: i + 1, canister: `t${String(i).padStart(4, "0")}-aaaaa-cai` }),
  ),
];

function renderTicker(wide: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  const client = new QueryClient();
  client.setQueryData(icpTokensQueryOptions.queryKey, tokens);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useIcpTickerTokens(), { wrapper });
}

afterEach(() => vi.unstubAllGlobals());

describe("useIcpTickerTokens", () => {
  it("gives the ticker 50 tokens on wide screens, without PUSD or 'odin'", async () => {
    const { result } = renderTicker(true);
    await waitFor(() => expect(result.current).toHaveLength(50));
    expect(result.current.map((t) => t.symbol)).not.toContain("PUSD");
    expect(result.current.map((t) => t.symbol)).not.toContain("ODINDOG");
    expect(result.current[0]).toEqual({
      id: "t0000-aaaaa-cai",
      symbol: "T0",
      name: "T0",
      current_price: 1,
      price_change_percentage_24h: null,
    });
  });

  it("gives 25 below 768 px", async () => {
    const { result } = renderTicker(false);
    await waitFor(() => expect(result.current).toHaveLength(25));
  });
});
