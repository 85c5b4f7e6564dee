import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from "@tanstack/react-router";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ServedAd } from "../../../../schema/ad-constants";
import { HOUSE_ADS } from "../../../../domain/house-ads";
import { AppToaster } from "../../lib/toast";
import { AdBanner } from "./ad-banner";
import { CopyButton } from "./copy-button";
import { FeaturedIcpTokens } from "./featured-icp-tokens";
import { PartnerAdRotation } from "./partner-ad-rotation";
import { activeAdsQuery } from "./queries";
import { SponsoredBadge } from "./sponsored-token";
import { SponsoredTicker } from "./sponsored-ticker";
import { useTokenAds } from "./use-token-ads";

const paid = (id: string, type: ServedAd["type"], config: Partial<ServedAd["config"]>): ServedAd => ({
  id,
  type,
  startDate: "2026-11-01T00:00:00.000Z",
  endDate: "2026-12-01T00:00:00.000Z",
  priority: 1,
  config: { name: id, placement: "top", ...config },
});

/** Components inside a router and a query client that already holds the served ads. */
function renderWithAds(ads: ServedAd[], ui: ReactNode) {
  vi.stubGlobal("scrollTo", vi.fn());
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, refetchInterval: false } },
  });
  client.setQueryData(activeAdsQuery.queryKey, ads);
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <>{ui}</> }),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <AppToaster />
    </QueryClientProvider>,
  );
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const markup = "<img src=x onerror=alert(1)>Free <b>money</b>";

describe("AdBanner", () => {
  it("shows a paid banner of its placement with its texts as text, and a sponsored link", async () => {
    renderWithAds(
      [
        paid("order-1", "banner", {
          title: markup,
          description: "Zero fees",
          ctaText: "Trade now",
          ctaUrl: "https://acme.example/t",
        }),
      ],
      <AdBanner placement="top" />,
    );
    expect(await screen.findByText(markup)).toBeInTheDocument();
    expect(document.querySelector("img")).toBeNull();
    expect(screen.getByText("Sponsored")).toBeInTheDocument();
    const link = screen.getByRole("link", { name: "Trade now" });
    expect(link).toHaveAttribute("href", "https://acme.example/t");
    expect(link).toHaveAttribute("rel", "sponsored noopener noreferrer");
    expect(link).toHaveAttribute("target", "_blank");
  });

  it("shows only its own placement, and leaves out house banners when asked", async () => {
    const ads = [paid("order-2", "banner", { title: "Bottom one", placement: "bottom" }), ...HOUSE_ADS];
    renderWithAds(ads, <AdBanner placement="top" showHouseAds={false} />);
    await screen.findByText("Bottom one").then(
      () => expect.fail("a bottom banner showed at the top"),
      () => undefined,
    );
    expect(screen.queryByText("Your project could be here")).toBeNull();
  });

  it("marks Coinfolio's own banner as such and links inside the app", async () => {
    renderWithAds([...HOUSE_ADS], <AdBanner placement="top" />);
    expect(await screen.findByText("Your project could be here")).toBeInTheDocument();
    expect(screen.getByText("Coinfolio")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Advertise" })).toHaveAttribute("href", "/advertise");
  });

  it("closes for the rest of the session", async () => {
    const ads = [paid("order-3", "banner", { title: "Closable" })];
    const { unmount } = renderWithAds(ads, <AdBanner placement="top" />);
    fireEvent.click(await screen.findByRole("button", { name: "Close ad" }));
    expect(screen.queryByText("Closable")).toBeNull();
    expect(JSON.parse(window.sessionStorage.getItem("coinfolio.closedAds")!)).toEqual(["order-3"]);
    unmount();
    renderWithAds(ads, <AdBanner placement="top" />);
    await act(async () => undefined);
    expect(screen.queryByText("Closable")).toBeNull();
  });

  it("turns to the next banner of its placement every 10 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithAds(
      [paid("order-4", "banner", { title: "First" }), paid("order-5", "banner", { title: "Second" })],
      <AdBanner placement="top" />,
    );
    expect(await screen.findByText("First")).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(screen.getByText("Second")).toBeInTheDocument();
    expect(screen.queryByText("First")).toBeNull();
  });
});

describe("PartnerAdRotation", () => {
  it("shows two of the four partner ads in 120 px slots and turns to the other two after 10 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithAds([], <PartnerAdRotation />);
    const names = () => screen.getAllByTestId("partner-ad").map((slot) => slot.textContent);
    await screen.findAllByTestId("partner-ad");
    expect(names()).toEqual([expect.stringContaining("CoinGecko"), expect.stringContaining("ICPSwap")]);
    expect(screen.getAllByTestId("partner-ad")[0]).toHaveClass("h-[120px]");
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(names()).toEqual([expect.stringContaining("mempool.space"), expect.stringContaining("CKB Explorer")]);
    for (const slot of screen.getAllByTestId("partner-ad")) expect(slot.getAttribute("href")).toMatch(/^https:\/\//);
  });

  it("gives way to a between-sections banner", async () => {
    renderWithAds(
      [paid("order-6", "banner", { title: "Between", placement: "between_sections" })],
      <PartnerAdRotation />,
    );
    await act(async () => undefined);
    expect(screen.queryAllByTestId("partner-ad")).toHaveLength(0);
  });
});

function MarketRows({ rows }: { rows: Array<{ id: string; symbol: string }> }) {
  const { order } = useTokenAds("market");
  return (
    <ol>
      {order(rows, (row) => row).map(({ row, sponsorship }) => (
        <li key={row.id}>
          {row.id} <SponsoredBadge sponsorship={sponsorship} />
        </li>
      ))}
    </ol>
  );
}

describe("sponsored tokens", () => {
  it("orders a list: highlighted, then promoted, then the rest, with SPONSORED badges", async () => {
    const ads = [
      paid("order-7", "promoted_token", { coinId: "dogecoin", symbol: "DOGE", placement: "market", forceToTop: true }),
      paid("order-8", "highlight", { coinId: "solana", symbol: "SOL", placement: "both", highlightColor: "#22c55e" }),
    ];
    renderWithAds(
      ads,
      <MarketRows
        rows={[
          { id: "bitcoin", symbol: "btc" },
          { id: "dogecoin", symbol: "doge" },
          { id: "solana", symbol: "sol" },
        ]}
      />,
    );
    await screen.findAllByRole("listitem");
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "solana SPONSORED",
      "dogecoin SPONSORED",
      "bitcoin ",
    ]);
  });

  it("shows the ICP list's featured tokens as cards, Coinfolio's own marked FEATURED, with their prices and pages", async () => {
    const icpToken = { symbol: "ICP", canister_id: "ryjl3-tyaaa-aaaaa-aaaba-cai", price: 11.3, price_change_24h: -2.5 };
    renderWithAds([...HOUSE_ADS], <FeaturedIcpTokens tokens={[icpToken]} />);
    expect(await screen.findByRole("heading", { name: "Featured Internet Computer Tokens" })).toBeInTheDocument();
    const cards = screen.getAllByTestId("featured-icp-token");
    expect(cards.map((card) => card.querySelector("p")?.textContent)).toEqual(["Internet Computer", "ckBTC"]);
    const icp = cards.find((card) => card.querySelector("p")?.textContent === "Internet Computer")!;
    expect(icp).toHaveTextContent("FEATURED");
    expect(icp).toHaveTextContent("$11.30");
    expect(icp).toHaveTextContent("-2.50%");
    expect(within(icp).getByRole("link", { name: "Internet Computer" })).toHaveAttribute(
      "href",
      "/icp/ryjl3-tyaaa-aaaaa-aaaba-cai",
    );
    // ckBTC is not in the page's tokens: its card says nothing of a price rather than N/A, and links nowhere.
    expect(cards[1]).not.toHaveTextContent("N/A");
    expect(within(cards[1]!).queryByRole("link")).toBeNull();
  });
});

describe("SponsoredTicker", () => {
  it("scrolls the messages of its strip as text and closes for the session", async () => {
    renderWithAds(
      [
        paid("order-9", "scrolling", {
          messages: ["<script>x</script>", "Zero fees"],
          ctaText: "Go",
          ctaUrl: "https://acme.example",
        }),
      ],
      <SponsoredTicker placement="top" />,
    );
    expect((await screen.findAllByText("<script>x</script>")).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole("button", { name: "Close ad" }));
    expect(screen.queryByTestId("sponsored-ticker")).toBeNull();
  });
});

describe("CopyButton", () => {
  it("says 'Nothing to copy' without a value, and 'Copied' with one", async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    // The toaster asks for the reduced-motion preference, which jsdom does not implement.
    vi.stubGlobal("matchMedia", () => ({
      matches: false,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderWithAds(
      [],
      <>
        <CopyButton value={null} label="Payment address" />
        <CopyButton value="bc1qxyz" label="Amount to send" />
      </>,
    );
    fireEvent.click(await screen.findByRole("button", { name: "Copy payment address" }));
    expect(await screen.findByText("Nothing to copy")).toBeInTheDocument();
    expect(writeText).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Copy amount to send" }));
    expect(await screen.findByText("Copied")).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith("bc1qxyz");
  });
});
