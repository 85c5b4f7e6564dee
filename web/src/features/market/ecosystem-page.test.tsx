import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MarketCoin } from "../../../../schema/market-api";
import { renderPage } from "../../../test/render-page";
import { stubScreen } from "../../../test/screen";
import { EcosystemPage } from "./ecosystem-page";
import { MARKET } from "./test-coins";

const SNAPSHOT_HEADERS = { "X-Data-Source": "snapshot", "X-Data-Updated-At": "2024-12-19T10:45:02.351Z" };
const ETHEREUM_TOKENS = MARKET.filter((c) => ["ethereum", "tether", "staked-ether"].includes(c.id));

/** The ecosystem page, with the tokens call answered by `tokens()` (called per request). */
function renderEcosystem(ecosystemId: string, tokens: () => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.startsWith("/api/ecosystem-tokens/")) return tokens();
    if (url.startsWith("/api/active-ads")) return Response.json([]);
    if (url.startsWith("/api/user")) return new Response("{}", { status: 401 });
    return new Response("{}", { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  renderPage(() => <EcosystemPage ecosystemId={ecosystemId} />, `/ecosystem/${ecosystemId}`);
  return fetchMock;
}

const answer =
  (coins: MarketCoin[], headers: Record<string, string> = SNAPSHOT_HEADERS) =>
  () =>
    Response.json(coins, { headers });

beforeEach(() => stubScreen(true));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("ecosystem page", () => {
  it("lists the ecosystem's tokens and says they come from the offline snapshot", async () => {
    const fetchMock = renderEcosystem("ethereum", answer(ETHEREUM_TOKENS));
    expect(await screen.findByRole("heading", { name: "Ethereum" })).toBeInTheDocument();
    expect(await screen.findAllByTestId("coin-row")).toHaveLength(3);
    expect(screen.getByText("3 tokens found")).toBeInTheDocument();
    expect(screen.getByTestId("market-source")).toHaveTextContent(/^Source: offline snapshot of 19 Dec 2024$/);
    expect(fetchMock).toHaveBeenCalledWith("/api/ecosystem-tokens/ethereum", expect.anything());
  });

  it("says how fresh a live list is", async () => {
    const updatedAt = new Date(Date.now() - 12_000).toISOString();
    renderEcosystem(
      "ethereum",
      answer(ETHEREUM_TOKENS, { "X-Data-Source": "coingecko", "X-Data-Updated-At": updatedAt }),
    );
    expect(await screen.findByTestId("market-source")).toHaveTextContent(/^Source: CoinGecko · updated 1[23] s ago$/);
  });

  it("shows no source when the answer does not say one", async () => {
    renderEcosystem("ethereum", answer(ETHEREUM_TOKENS, {}));
    await screen.findAllByTestId("coin-row");
    expect(screen.queryByTestId("market-source")).toBeNull();
  });

  it("says 'No tokens available in this ecosystem.' when the list cannot be loaded, and tries again on request", async () => {
    let failing = true;
    renderEcosystem("ethereum", () => (failing ? new Response("{}", { status: 503 }) : answer(ETHEREUM_TOKENS)()));
    expect(await screen.findByText("No tokens available in this ecosystem.")).toBeInTheDocument();
    failing = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findAllByTestId("coin-row")).toHaveLength(3);
  });

  it("shows 'Loading ecosystem tokens...' until the list arrives, and the empty text for an empty one", async () => {
    renderEcosystem("harmony", answer([]));
    expect(await screen.findByText("Loading ecosystem tokens...")).toBeInTheDocument();
    expect(await screen.findByText("No tokens available in this ecosystem.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });

  it("names an unknown ecosystem 'Unknown Ecosystem' without asking the server", async () => {
    const fetchMock = renderEcosystem("nope", answer([]));
    expect(await screen.findByRole("heading", { name: "Unknown Ecosystem" })).toBeInTheDocument();
    expect(screen.getByText("Tokens from this ecosystem")).toBeInTheDocument();
    expect(await screen.findByText("No tokens available in this ecosystem.")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith("/api/ecosystem-tokens"))).toBe(false);
  });
});
