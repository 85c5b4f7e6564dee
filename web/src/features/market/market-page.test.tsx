import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderPage } from "../../../test/render-page";
import { stubScreen } from "../../../test/screen";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MarketCoin } from "../../../../schema/market-api";
import type { ServedAd } from "../../../../schema/ad-constants";
import { MarketPage } from "./market-page";
import { MARKET, coin } from "./test-coins";

type Answers = {
  coins?: MarketCoin[] | Response;
  user?: unknown;
  ads?: ServedAd[];
  live?: boolean;
  tickerCoins?: MarketCoin[];
};

const SNAPSHOT_STATUS = {
  source: "snapshot",
  updatedAt: "2024-12-19T10:45:02.351Z",
  label: "Source: offline snapshot of 19 Dec 2024",
};
const LIVE_STATUS = { source: "coingecko", updatedAt: new Date().toISOString(), label: "Source: CoinGecko" };

/** The page inside a router and a fresh query client, with the API answering from `answers`. */
function renderMarket(answers: Answers = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.startsWith("/api/top-coins?limit=20")) return Response.json(answers.tickerCoins ?? MARKET);
    if (url.startsWith("/api/top-coins"))
      return answers.coins instanceof Response ? answers.coins : Response.json(answers.coins ?? MARKET);
    if (url.startsWith("/api/sparklines")) return Response.json({ bitcoin: [0, 50, 100], ethereum: [100, 40, 0] });
    if (url.startsWith("/api/market-status")) return Response.json(answers.live ? LIVE_STATUS : SNAPSHOT_STATUS);
    if (url.startsWith("/api/active-ads")) return Response.json(answers.ads ?? []);
    if (url.startsWith("/api/user"))
      return answers.user ? Response.json(answers.user) : new Response("{}", { status: 401 });
    return new Response("{}", { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  renderPage(() => <MarketPage />);
  return fetchMock;
}

const rowNames = () => screen.getAllByTestId("coin-row").map((row) => within(row).getAllByRole("cell")[1]!.textContent);

beforeEach(() => stubScreen(true));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The list view is a lazily imported chunk: on a loaded machine it can take seconds to arrive.
describe("market page", { timeout: 15_000 }, () => {
  it("with live data says 'Top 1000' and that prices update every minute", async () => {
    renderMarket({ live: true });
    expect(await screen.findByText("Showing 6 of 6 cryptocurrencies", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText("Top 1000 cryptocurrencies by market cap")).toBeInTheDocument();
    expect(screen.getByText("Prices update every minute")).toBeInTheDocument();
  });

  it("shows the header at once, then the list in market order with its footer and source", async () => {
    renderMarket();
    expect(await screen.findByRole("heading", { name: "Cryptocurrency Market" })).toBeInTheDocument();
    expect(await screen.findByText("Showing 6 of 6 cryptocurrencies", {}, { timeout: 5000 })).toBeInTheDocument();
    await screen.findAllByTestId("coin-row", {}, { timeout: 5000 });
    expect(rowNames()).toEqual([
      "BitcoinBTC",
      "EthereumETHView Ecosystem",
      "TetherUSDT",
      "SolanaSOLView Ecosystem",
      "Lido Staked EtherSTETH",
      "MysteryMYS",
    ]);
    // An offline snapshot says how many coins it holds, and does not claim to update.
    expect(screen.getByText("Top 6 cryptocurrencies (offline snapshot)")).toBeInTheDocument();
    expect(screen.queryByText("Prices update every minute")).toBeNull();
    expect(await screen.findByText("Source: offline snapshot of 19 Dec 2024")).toBeInTheDocument();
    const bitcoin = screen.getAllByTestId("coin-row")[0]!;
    for (const text of ["$100,000.00", "-1.50%", "+2.00%", "$2.00T", "$50.00B", "19.80M BTC"]) {
      expect(within(bitcoin).getByText(text)).toBeInTheDocument();
    }
    expect(within(screen.getAllByTestId("coin-row")[5]!).getAllByText("N/A").length).toBeGreaterThanOrEqual(5);
    expect(screen.getByRole("link", { name: "View Ecosystem (Ethereum)" })).toHaveAttribute(
      "href",
      "/ecosystem/ethereum",
    );
    // The sparkline takes the colour of the 7d % beside it (Bitcoin +2.00 %), whatever its last samples did.
    expect(await screen.findByRole("img", { name: "Bitcoin price, last 7 days" })).toHaveClass("text-emerald-400");
    expect(screen.getByRole("img", { name: "Ethereum price, last 7 days" })).toHaveClass("text-rose-400");
  });

  it("asks for the sparklines only after the list", async () => {
    const fetchMock = renderMarket();
    await screen.findByText("Showing 6 of 6 cryptocurrencies");
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.indexOf("/api/sparklines?limit=1000")).toBeGreaterThan(urls.indexOf("/api/top-coins?limit=1000"));
  });

  it("applies the market list filter: repeated ids once, 'fomowell' and '{name}' coins hidden", async () => {
    renderMarket({
      coins: [
        ...MARKET.slice(0, 2),
        coin("bitcoin", { name: "Bitcoin again" }),
        coin("spam", { name: "FomoWell Cat" }),
        coin("tpl", { name: "{name} token" }),
      ],
    });
    expect(await screen.findByText("Showing 2 of 2 cryptocurrencies")).toBeInTheDocument();
    expect(screen.queryByText("Bitcoin again")).toBeNull();
    expect(screen.queryByText("FomoWell Cat")).toBeNull();
  });

  it("searches name and symbol in any case, and says when nothing matches", async () => {
    renderMarket();
    await screen.findAllByTestId("coin-row", {}, { timeout: 5000 });
    const search = screen.getByRole("searchbox", { name: "Search cryptocurrencies" });
    fireEvent.change(search, { target: { value: "SOL" } });
    expect(await screen.findByText("Showing 1 of 6 cryptocurrencies")).toBeInTheDocument();
    expect(rowNames()).toEqual(["SolanaSOLView Ecosystem"]);
    fireEvent.change(search, { target: { value: "staked" } });
    expect(await screen.findByText("Showing 1 of 6 cryptocurrencies")).toBeInTheDocument();
    expect(rowNames()).toEqual(["Lido Staked EtherSTETH"]);
    fireEvent.change(search, { target: { value: "dogecoin" } });
    expect(await screen.findByText("No cryptocurrencies found matching your search.")).toBeInTheDocument();
    expect(screen.getByText("Showing 0 of 6 cryptocurrencies")).toBeInTheDocument();
  });

  it("sorts by a clicked column, biggest first, and reverses on a second click; names start at A", async () => {
    renderMarket();
    await screen.findAllByTestId("coin-row", {}, { timeout: 5000 });
    const price = screen.getByRole("button", { name: "Price" });
    fireEvent.click(price);
    expect(rowNames()[0]).toBe("BitcoinBTC");
    expect(rowNames()[1]).toBe("EthereumETHView Ecosystem");
    expect(screen.getByRole("columnheader", { name: "Price" })).toHaveAttribute("aria-sort", "descending");
    fireEvent.click(price);
    expect(rowNames().slice(0, 2)).toEqual(["TetherUSDT", "SolanaSOLView Ecosystem"]);
    expect(rowNames().at(-1)).toBe("MysteryMYS");
    expect(screen.getByRole("columnheader", { name: "Price" })).toHaveAttribute("aria-sort", "ascending");
    fireEvent.click(screen.getByRole("button", { name: "Name" }));
    expect(rowNames()[0]).toBe("BitcoinBTC");
    expect(rowNames()[1]).toBe("EthereumETHView Ecosystem");
    expect(rowNames()[2]).toBe("Lido Staked EtherSTETH");
    fireEvent.click(screen.getByRole("button", { name: "24h %" }));
    expect(rowNames()[0]).toBe("Lido Staked EtherSTETH");
  }, 15_000);

  it("badges sponsored rows and pins highlighted, then forced-top ones (from the live ads)", async () => {
    const ad = (id: string, type: ServedAd["type"], config: Partial<ServedAd["config"]>): ServedAd => ({
      id,
      type,
      startDate: null,
      endDate: null,
      priority: 1,
      config: { name: id, placement: "market", ...config },
    });
    renderMarket({
      ads: [
        ad("order-1", "promoted_token", { coinId: "solana", symbol: "sol", forceToTop: true }),
        ad("order-2", "highlight", { coinId: "staked-ether", symbol: "steth", highlightColor: "#22c55e" }),
        ad("order-3", "promoted_token", { coinId: "tether", symbol: "usdt" }),
      ],
    });
    await screen.findAllByTestId("coin-row", {}, { timeout: 5000 });
    expect(rowNames()).toEqual([
      "Lido Staked EtherSPONSOREDSTETH",
      "SolanaSPONSOREDSOLView Ecosystem",
      "BitcoinBTC",
      "EthereumETHView Ecosystem",
      "TetherSPONSOREDUSDT",
      "MysteryMYS",
    ]);
    expect(screen.getAllByTestId("coin-row")[0]!.getAttribute("style")).toContain("inset 4px 0 0 #22c55e");
  });

  it("prompts a visitor who presses Add to sign in, with a 'Sign In' action", async () => {
    renderMarket();
    fireEvent.click(await screen.findByRole("button", { name: "Add Bitcoin to portfolio" }, { timeout: 5000 }));
    const prompt = await screen.findByRole("dialog", { name: "Authentication Required" }, { timeout: 5000 });
    expect(within(prompt).getByText("Please sign in to add coins to your portfolio.")).toBeInTheDocument();
    expect(within(prompt).getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
    fireEvent.click(within(prompt).getByRole("button", { name: "Not now" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("says 'No market data available.' for an empty list", async () => {
    renderMarket({ coins: [] });
    expect(await screen.findByText("No market data available.", {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it("says 'No market data available.' when the list cannot be loaded, and tries again on request", async () => {
    const answers: Answers = { coins: new Response("{}", { status: 503 }) };
    renderMarket(answers);
    expect(await screen.findByText("No market data available.", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).toBeNull();
    // The tickers still fill, from the shell ticker's own request.
    expect((await screen.findAllByText("+7.50%")).length).toBeGreaterThan(0);
    answers.coins = MARKET;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findAllByTestId("coin-row")).toHaveLength(6);
    expect(screen.queryByText("No market data available.")).toBeNull();
  });

  it("shows 'Loading market data...' until the list arrives", async () => {
    renderMarket();
    expect(await screen.findByText("Loading market data...")).toBeInTheDocument();
    // Skeleton rows, as many as the rows shown before the ads.
    expect(screen.getByTestId("list-skeleton").children).toHaveLength(1 + 10);
    await screen.findAllByTestId("coin-row", {}, { timeout: 5000 });
    expect(screen.queryByText("Loading market data...")).toBeNull();
  });

  it("shows cards with sort chips below 768 px", async () => {
    stubScreen(false);
    renderMarket();
    const cards = await screen.findAllByTestId("coin-card");
    expect(screen.queryByRole("table")).toBeNull();
    expect(cards).toHaveLength(6);
    expect(within(cards[0]!).getByText("Market Cap")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Price" }));
    expect(screen.getByRole("button", { name: "Price" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getAllByTestId("coin-card").map((c) => c.getAttribute("aria-label"))[0]).toBe("Bitcoin");
    fireEvent.click(screen.getByRole("button", { name: "Price" }));
    expect(screen.getAllByTestId("coin-card").map((c) => c.getAttribute("aria-label"))[0]).toBe("Tether");
  });
});
