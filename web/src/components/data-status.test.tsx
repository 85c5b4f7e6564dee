import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiStatus, SourceStatus } from "../../../schema/market-api";
import { renderPage } from "../../test/render-page";
import { DataStatus, sourcesOnScreen } from "./data-status";

const source = (
  id: SourceStatus["id"],
  state: SourceStatus["state"],
  dataSource: SourceStatus["data"]["source"],
  label: string,
): SourceStatus => ({
  id,
  name: id === "coingecko" ? "CoinGecko" : "ICPSwap",
  state,
  data: { source: dataSource, updatedAt: "2024-12-19T10:45:02.351Z", label },
  lastSuccessAt: null,
  lastAttemptAt: null,
  lastError: null,
  failingSince: null,
  nextTryAt: null,
});

function renderWith(status: ApiStatus, path = "/") {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json(status)),
  );
  return renderPage(DataStatus, path);
}

afterEach(() => vi.unstubAllGlobals());

describe("the shell's data indicator", () => {
  it("shows nothing while the lists on screen are live", async () => {
    const { queryClient } = renderWith({
      sources: [
        source("coingecko", "live", "coingecko", "Source: CoinGecko"),
        source("icpswap", "offline", "snapshot", "x"),
      ],
    });
    await waitFor(() => expect(queryClient.getQueryData(["/api/status"])).toBeDefined());
    expect(screen.queryByTestId("data-status")).toBeNull();
  });

  it("says 'Offline data' on the snapshot, and which source and since when", async () => {
    const label = "Source: offline snapshot of 19 Dec 2024 — live data unavailable since 14:02 UTC";
    renderWith({
      sources: [source("coingecko", "fallback", "snapshot", label), source("icpswap", "live", "icpswap", "y")],
    });
    const badge = await screen.findByTestId("data-status");
    expect(badge).toHaveTextContent("Offline data");
    expect(badge).toHaveAttribute("title", `CoinGecko: ${label}`);
    expect(badge).toHaveAttribute("role", "status");
  });

  it("says 'Delayed data' on the last good live data", async () => {
    const label = "Source: CoinGecko — live data unavailable since 14:02 UTC";
    renderWith({
      sources: [source("coingecko", "fallback", "coingecko", label), source("icpswap", "live", "icpswap", "y")],
    });
    expect(await screen.findByTestId("data-status")).toHaveTextContent("Delayed data");
  });

  it("on the ICP pages follows ICPSwap, not CoinGecko", async () => {
    renderWith(
      {
        sources: [
          source("coingecko", "fallback", "snapshot", "x"),
          source("icpswap", "offline", "snapshot", "Source: offline snapshot of 4 Jan 2025"),
        ],
      },
      "/icp-tokens",
    );
    expect(await screen.findByTestId("data-status")).toHaveAttribute(
      "title",
      "ICPSwap: Source: offline snapshot of 4 Jan 2025",
    );
    expect(sourcesOnScreen("/icp-tokens")).toEqual(["icpswap"]);
    expect(sourcesOnScreen("/portfolio")).toEqual(["coingecko"]);
  });
});
