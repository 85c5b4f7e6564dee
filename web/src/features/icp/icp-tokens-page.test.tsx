import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { IcpStatus } from "../../../../schema/icp";
import { renderRoutes } from "../../../test/render-page";
import { IcpTokensPage } from "./icp-tokens-page";
import { icpToken } from "./test-tokens";

const ALL = [
  icpToken("ICP", {
    name: "Internet Computer",
    price: 4.837632717942553,
    volume: 158_596.67,
    canister: "ryjl3-tyaaa-aaaaa-aaaba-cai",
  }),
  icpToken("DC", { name: "Decent Cloud", price: 0.24427591, volume: 66.53, marketCap: 26_986_890 }),
  icpToken("Babe", { name: "Baby jade 8", price: 0.000008583216191659, volume: 14.72 }),
  icpToken("CHAT", { name: "CHAT", canister: "2ouva-viaaa-aaaaq-aaamq-cai" }),
  icpToken("KONG", { name: "KongSwap", canister: "o7oak-iyaaa-aaaaq-aadzq-cai" }),
];
const TOP = [ALL[4]!, ALL[0]!, ALL[1]!];
const STATUS: IcpStatus = {
  exchange: "icpswap",
  source: "snapshot",
  updatedAt: "2025-01-04T00:00:00.000Z",
  label: "Source: offline snapshot of 4 Jan 2025",
  lastAttemptAt: null,
  lastError: null,
  failingSince: null,
};

type Reply = { status: number; body: unknown };
let replies: Record<string, Reply>;
let requests: Array<{ method: string; url: string; body: unknown }>;

function stubApi(overrides: Record<string, Reply> = {}) {
  replies = {
    "GET /api/user": { status: 401, body: { error: { code: "unauthorized", message: "Sign in first" } } },
    "GET /api/icpswap/tokens": { status: 200, body: ALL },
    "GET /api/icpswap/tokens/top?sort=volume": { status: 200, body: TOP },
    "GET /api/icpswap/status": { status: 200, body: STATUS },
    "POST /api/spot-positions": { status: 201, body: { id: 1 } },
    ...overrides,
  };
  requests = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      requests.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const reply = replies[`${method} ${url}`];
      if (!reply) return Response.json({ error: { code: "not_found", message: url } }, { status: 404 });
      return Response.json(reply.body, { status: reply.status });
    }),
  );
}

const SIGNED_IN = {
  status: 200,
  body: { id: 3, username: "ada", firstName: null, lastName: null, email: null, isAdmin: false },
};

const renderPage = () => renderRoutes({ "/icp-tokens": IcpTokensPage, "/auth": () => <h1>Sign-in page</h1> });

const rows = () => screen.getAllByTestId("icp-token-row");
/** The symbol line of each row, in order. */
const shownSymbols = () => rows().map((row) => row.querySelector(".uppercase")?.textContent);
const rowOf = (symbol: string) => rows().find((row) => row.querySelector(".uppercase")?.textContent === symbol)!;

/**
 * jsdom has no matchMedia (react-hot-toast needs one too): a screen wide enough for the table, or not,
 * which a test can resize.
 */
function stubScreen(initiallyWide: boolean) {
  let wide = initiallyWide;
  const listeners = new Set<() => void>();
  vi.stubGlobal("matchMedia", (query: string) => ({
    get matches() {
      return wide && !query.includes("reduce");
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    resize(toWide: boolean) {
      wide = toWide;
      act(() => {
        for (const listener of listeners) listener();
      });
    },
  };
}

beforeEach(() => {
  stubScreen(true);
  stubApi();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("ICP tokens page", () => {
  it("lists the tokens with their source, and N/A where no figure was recorded", async () => {
    renderPage();
    expect(await screen.findByText("Loading tokens...")).toBeInTheDocument();
    expect(await screen.findByText("Internet Computer")).toBeInTheDocument();
    expect(screen.getByText("Source: offline snapshot of 4 Jan 2025")).toBeInTheDocument();
    expect(shownSymbols()).toEqual(["ICP", "DC", "Babe", "CHAT", "KONG"]);
    expect(within(rowOf("ICP")).getByText("$4.84")).toBeInTheDocument();
    expect(within(rowOf("Babe")).getByText("$0.0₅8583")).toBeInTheDocument();
    expect(within(rowOf("DC")).getByText("$26.99M")).toBeInTheDocument();
    expect(within(rowOf("CHAT")).getAllByText("N/A")).toHaveLength(3);
    expect(screen.getByText("Showing 5 of 5 tokens")).toBeInTheDocument();
    // No ad is served here (the stub answers /api/active-ads with 404), so no featured section shows.
    expect(screen.queryByText("Featured Internet Computer Tokens")).toBeNull();
  });

  it("sorts by a column, flips on the second click, and starts a new column ascending", async () => {
    renderPage();
    await screen.findByText("Internet Computer");
    const header = (name: string) => screen.getByRole("columnheader", { name });

    fireEvent.click(screen.getByRole("button", { name: "Price" }));
    expect(shownSymbols()).toEqual(["Babe", "DC", "ICP", "CHAT", "KONG"]);
    expect(header("Price")).toHaveAttribute("aria-sort", "ascending");

    fireEvent.click(screen.getByRole("button", { name: "Price" }));
    expect(shownSymbols()).toEqual(["ICP", "DC", "Babe", "CHAT", "KONG"]);
    expect(header("Price")).toHaveAttribute("aria-sort", "descending");

    fireEvent.click(screen.getByRole("button", { name: "Token" }));
    expect(shownSymbols()).toEqual(["Babe", "CHAT", "DC", "ICP", "KONG"]);
    expect(header("Token")).toHaveAttribute("aria-sort", "ascending");
    expect(header("Price")).toHaveAttribute("aria-sort", "none");

    fireEvent.click(screen.getByRole("button", { name: "Volume (24h)" }));
    expect(shownSymbols()).toEqual(["Babe", "DC", "ICP", "CHAT", "KONG"]);
  });

  it("searches name, symbol and canister id without regard to case", async () => {
    renderPage();
    await screen.findByText("Internet Computer");
    const search = screen.getByPlaceholderText("Search by name, symbol or canister ID");

    fireEvent.change(search, { target: { value: "decent" } });
    expect(shownSymbols()).toEqual(["DC"]);
    fireEvent.change(search, { target: { value: "babe" } });
    expect(shownSymbols()).toEqual(["Babe"]);
    fireEvent.change(search, { target: { value: "2OUVA-VIAAA" } });
    expect(shownSymbols()).toEqual(["CHAT"]);
    fireEvent.change(search, { target: { value: "zzz" } });
    expect(screen.getByText("No tokens found matching your search.")).toBeInTheDocument();
    expect(screen.queryAllByTestId("icp-token-row")).toHaveLength(0);
  });

  it("fetches the top tokens when their tab opens and says how they are chosen", async () => {
    renderPage();
    await screen.findByText("Internet Computer");
    expect(requests.some((r) => r.url.startsWith("/api/icpswap/tokens/top"))).toBe(false);

    fireEvent.click(screen.getByRole("tab", { name: "Top Tokens" }));
    expect(await screen.findByText("Loading top tokens...")).toBeInTheDocument();
    expect(await screen.findByText("Showing 3 top tokens with KongSwap and Tacodao prioritized")).toBeInTheDocument();
    expect(shownSymbols()).toEqual(["KONG", "ICP", "DC"]);
  });

  it("shows the failure notice with a retry that loads the list", async () => {
    stubApi({
      "GET /api/icpswap/tokens": { status: 502, body: { error: { code: "upstream_unavailable", message: "down" } } },
    });
    renderPage();
    expect(await screen.findByText("Failed to fetch icpswap tokens")).toBeInTheDocument();

    replies["GET /api/icpswap/tokens"] = { status: 200, body: ALL };
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Internet Computer")).toBeInTheDocument();
  });

  it("shows the top tokens' own failure", async () => {
    stubApi({ "GET /api/icpswap/tokens/top?sort=volume": { status: 500, body: {} } });
    renderPage();
    await screen.findByText("Internet Computer");
    fireEvent.click(screen.getByRole("tab", { name: "Top Tokens" }));
    expect(await screen.findByText("Failed to fetch top icpswap tokens")).toBeInTheDocument();
  });

  it("copies the whole canister id, and says when there is nothing to copy", async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    stubApi({ "GET /api/icpswap/tokens": { status: 200, body: [...ALL, icpToken("NOID", { canister: "" })] } });
    renderPage();
    await screen.findByText("Internet Computer");
    expect(within(rowOf("ICP")).getByText("ryjl3-tyaaa…cai")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Copy canister id of ICP" }));
    expect(await screen.findByText("Copied")).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith("ryjl3-tyaaa-aaaaa-aaaba-cai");

    fireEvent.click(screen.getByRole("button", { name: "Copy canister id of NOID" }));
    expect(await screen.findByText("Nothing to copy")).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledTimes(1);
  });

  it("shows 50 tokens at a time", async () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      icpToken(`T${i}`, { canister: `t${String(i).padStart(4, "0")}-aaaaa-cai` }),
    );
    stubApi({ "GET /api/icpswap/tokens": { status: 200, body: many } });
    renderPage();
    expect(await screen.findByText("Showing 50 of 60 tokens")).toBeInTheDocument();
    expect(rows()).toHaveLength(50);
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(rows()).toHaveLength(60);
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
  });
});

describe("Add from the ICP list", () => {
  it("tells visitors to sign in and sends them to /auth after 1.5 s, even if the layout changes meanwhile", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const screenSize = stubScreen(true);
    const { router } = renderPage();
    await screen.findByText("Internet Computer");
    fireEvent.click(screen.getByRole("button", { name: "Add ICP to portfolio" }));
    expect(await screen.findByText("Sign In Required")).toBeInTheDocument();
    expect(screen.getByText("Please sign in to add tokens to your portfolio.")).toBeInTheDocument();
    // The table gives way to cards (the rows are rebuilt); the redirect must not be lost with them.
    screenSize.resize(false);
    expect(screen.queryByRole("table")).toBeNull();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1400);
    });
    expect(router.state.location.pathname).toBe("/icp-tokens");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth"));
    expect(requests.some((r) => r.method === "POST")).toBe(false);
  });

  it("adds one token at its price for a signed-in user", async () => {
    stubApi({ "GET /api/user": SIGNED_IN });
    renderPage();
    await screen.findByText("Internet Computer");
    await waitFor(() => expect(requests.some((r) => r.url === "/api/user")).toBe(true));
    fireEvent.click(screen.getByRole("button", { name: "Add Babe to portfolio" }));
    expect(await screen.findByText("Position added successfully")).toBeInTheDocument();
    expect(requests.filter((r) => r.method === "POST")).toEqual([
      {
        method: "POST",
        url: "/api/spot-positions",
        body: {
          symbol: "babe",
          name: "Baby jade 8",
          amount: "1.0",
          entryPrice: "0.00000858",
          currentPrice: "0.00000858",
        },
      },
    ]);
  });

  it("reports a failed add, and a lost session as 'Sign In Required'", async () => {
    stubApi({ "GET /api/user": SIGNED_IN, "POST /api/spot-positions": { status: 500, body: {} } });
    renderPage();
    await screen.findByText("Internet Computer");
    await waitFor(() => expect(screen.getByRole("button", { name: "Add ICP to portfolio" })).toBeEnabled());
    fireEvent.click(screen.getByRole("button", { name: "Add ICP to portfolio" }));
    expect(await screen.findByText("Failed to add token to portfolio. Please try again.")).toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();

    replies["POST /api/spot-positions"] = {
      status: 401,
      body: { error: { code: "unauthorized", message: "Sign in first" } },
    };
    fireEvent.click(screen.getByRole("button", { name: "Add ICP to portfolio" }));
    expect(await screen.findByText("Sign In Required")).toBeInTheDocument();
  });

  it("never adds a token without a price, and says why", async () => {
    stubApi({ "GET /api/user": SIGNED_IN });
    renderPage();
    await screen.findByText("Internet Computer");
    const add = screen.getByRole("button", { name: "Add CHAT to portfolio" });
    expect(add).toHaveAttribute("aria-disabled", "true");
    expect(add).toHaveAccessibleDescription(
      "No price is recorded for this token, so it cannot be added to your portfolio.",
    );
    fireEvent.click(add);
    await act(async () => undefined);
    expect(requests.some((r) => r.method === "POST")).toBe(false);
  });
});

describe("small screens", () => {
  it("shows cards with sort buttons instead of the table", async () => {
    stubScreen(false);
    renderPage();
    await screen.findByText("Internet Computer");
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getAllByRole("listitem")).toHaveLength(ALL.length);
    fireEvent.click(screen.getByRole("button", { name: "Market Cap" }));
    expect(screen.getByRole("button", { name: "Market Cap" })).toHaveAttribute("aria-pressed", "true");
    expect(shownSymbols()[0]).toBe("DC");
  });
});

describe("ads on the ICP tokens page", () => {
  const served = (id: string, type: string, config: Record<string, unknown>) => ({
    id,
    type,
    startDate: "2026-11-01T00:00:00.000Z",
    endDate: "2026-12-01T00:00:00.000Z",
    priority: 1,
    config: { name: id, ...config },
  });

  it("puts a highlighted token, then a promoted one forced to the top, first, badged and coloured", async () => {
    stubApi({
      "GET /api/active-ads": {
        status: 200,
        body: [
          served("order-1", "promoted_token", {
            coinId: "custom-kong",
            symbol: "KONG",
            placement: "icp_tokens",
            forceToTop: true,
          }),
          served("order-2", "highlight", {
            coinId: "custom-chat",
            symbol: "CHAT",
            placement: "both",
            highlightColor: "#22c55e",
          }),
        ],
      },
    });
    renderPage();
    await screen.findByText("Internet Computer");
    await waitFor(() => expect(shownSymbols()).toEqual(["CHAT", "KONG", "ICP", "DC", "Babe"]));
    expect(within(rowOf("CHAT")).getByText("SPONSORED")).toBeInTheDocument();
    expect(within(rowOf("KONG")).getByText("SPONSORED")).toBeInTheDocument();
    expect(rowOf("CHAT").style.boxShadow).toContain("inset 3px 0 0");
    expect(within(rowOf("ICP")).queryByText("SPONSORED")).toBeNull();
    expect(screen.queryByText("Featured Internet Computer Tokens")).toBeNull();
  });

  it("shows promoted tokens that are not forced to the top as featured cards, with their prices", async () => {
    stubApi({
      "GET /api/active-ads": {
        status: 200,
        body: [
          served("order-3", "promoted_token", {
            name: "Decent Cloud",
            coinId: "custom-dc",
            symbol: "DC",
            placement: "icp_tokens",
          }),
        ],
      },
    });
    renderPage();
    const heading = await screen.findByRole("heading", { name: "Featured Internet Computer Tokens" });
    const section = heading.closest("section")!;
    expect(within(section).getByText("Decent Cloud")).toBeInTheDocument();
    expect(within(section).getByText("$0.2443")).toBeInTheDocument();
    expect(shownSymbols()[1]).toBe("DC");
  });
});
