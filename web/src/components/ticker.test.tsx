import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterContextProvider, createMemoryHistory, createRootRoute, createRouter } from "@tanstack/react-router";
import { render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { stubScreen } from "../../test/screen";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { coin } from "../features/market/test-coins";
import { Ticker, type TickerItem } from "./ticker";
import { TickerSlot, useShellTicker } from "./ticker-slot";

const top = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    coin(`coin-${i}`, { symbol: `c${i}`, current_price: i + 0.5, price_change_percentage_24h: i % 2 ? 1.234 : -2 }),
  );

function renderSlot(ui: ReactNode) {
  const fetchMock = vi.fn(async () => Response.json(top(25)));
  vi.stubGlobal("fetch", fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The top coins link to their coin pages: the slot needs a router around it, as in the app.
  const router = createRouter({ routeTree: createRootRoute(), history: createMemoryHistory() });
  const wrap = (node: ReactNode) => (
    <QueryClientProvider client={client}>
      <RouterContextProvider router={router}>{node}</RouterContextProvider>
    </QueryClientProvider>
  );
  const { rerender } = render(wrap(ui));
  return { fetchMock, router, rerender: (node: ReactNode) => rerender(wrap(node)) };
}

/** The symbols of the first (readable) run; the second run is its aria-hidden copy for the loop. */
const shownSymbols = (region: HTMLElement) => {
  const [run, copy] = within(region).getByTestId("ticker-track").children as unknown as HTMLElement[];
  expect(copy).toHaveAttribute("aria-hidden", "true");
  return Array.from(run!.children, (item) => item.firstElementChild?.textContent);
};

beforeEach(() => stubScreen(true));
afterEach(() => vi.unstubAllGlobals());

describe("ticker", () => {
  it("shows symbol, price (4 significant digits under $1, else 2 decimals) and a signed, coloured 24h change", () => {
    render(
      <Ticker
        label="Prices"
        items={[
          coin("a", { symbol: "abc", current_price: 0.1234567, price_change_percentage_24h: 3.456 }),
          coin("b", { symbol: "bcd", current_price: 1234.5, price_change_percentage_24h: -1 }),
        ]}
      />,
    );
    const region = screen.getByRole("region", { name: "Prices" });
    expect(within(region).getAllByText("$0.1235")[0]).toBeInTheDocument();
    expect(within(region).getAllByText("+3.46%")[0]).toHaveClass("text-emerald-400");
    expect(within(region).getAllByText("$1,234.50")[0]).toBeInTheDocument();
    expect(within(region).getAllByText("-1.00%")[0]).toHaveClass("text-rose-400");
  });

  it("hides PUSD, anything named 'odin' and coins without a price, and shows messages as links", () => {
    const items: TickerItem[] = [
      coin("a", { symbol: "pusd" }),
      coin("b", { name: "Odin Token", symbol: "odn" }),
      coin("c", { symbol: "ok" }),
      coin("d", { symbol: "np", current_price: null }),
      { id: "m", message: "Advertise here", href: "https://example.com/ads" },
    ];
    renderSlot(<TickerSlot items={items} />);
    const region = screen.getByRole("region", { name: "Ticker" });
    expect(shownSymbols(region)).toEqual(["OK", "Advertise here"]);
    expect(within(region).getAllByRole("link", { name: "Advertise here" })[0]).toHaveAttribute(
      "href",
      "https://example.com/ads",
    );
  });
});

describe("shell ticker slot", () => {
  it("shows 20 top coins on wide screens", async () => {
    const { fetchMock } = renderSlot(<TickerSlot />);
    const region = await screen.findByRole("region", { name: "Top coins by market cap" });
    await within(region).findAllByText("C0");
    expect(shownSymbols(region)).toHaveLength(20);
    expect(within(region).getAllByRole("link")[0]).toHaveAttribute("href", "/coins/coin-0");
    expect(fetchMock).toHaveBeenCalledWith("/api/top-coins?limit=20", expect.anything());
  });

  it("a plain click on a coin opens its page through the router; a modified click is left to the browser", async () => {
    const { router } = renderSlot(<TickerSlot />);
    const region = await screen.findByRole("region", { name: "Top coins by market cap" });
    await within(region).findAllByText("C3");
    const link = within(region).getAllByRole("link")[3]!;
    const ctrlClick = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(ctrlClick);
    expect(ctrlClick.defaultPrevented).toBe(false);
    expect(router.history.location.pathname).toBe("/");
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(router.history.location.pathname).toBe("/coins/coin-3"));
  });

  it("shows 10 below 768 px", async () => {
    stubScreen(false);
    renderSlot(<TickerSlot />);
    const region = await screen.findByRole("region", { name: "Top coins by market cap" });
    await within(region).findAllByText("C0");
    expect(shownSymbols(region)).toHaveLength(10);
  });

  it("shows a page's own items while that page is mounted; on-chain tokens open their token pages", async () => {
    const { rerender, router } = renderSlot(
      <>
        <TickerSlot />
        <IcpLikePage />
      </>,
    );
    const region = await screen.findByRole("region", { name: "Ticker" });
    expect(shownSymbols(region)).toEqual(["CKBTC"]);
    const link = within(region).getAllByRole("link")[0]!;
    expect(link).toHaveAttribute("href", "/icp/mxzaz-hqaaa-aaaar-qaada-cai");
    link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
    await vi.waitFor(() => expect(router.history.location.pathname).toBe("/icp/mxzaz-hqaaa-aaaar-qaada-cai"));
    rerender(<TickerSlot />);
    expect(await screen.findByRole("region", { name: "Top coins by market cap" })).toBeInTheDocument();
  });
});

const ICP_ITEMS: TickerItem[] = [
  {
    id: "mxzaz-hqaaa-aaaar-qaada-cai",
    symbol: "ckBTC",
    name: "ckBTC",
    current_price: 97000,
    price_change_percentage_24h: 1,
  },
];

function IcpLikePage() {
  useShellTicker(ICP_ITEMS, "icp-token");
  return null;
}
