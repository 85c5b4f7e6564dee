import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LeveragedPosition } from "../../../../schema/portfolio";
import { AddLeveragedPositionDialog, EditLeveragedPositionDialog } from "./leveraged-position-dialogs";
import { calls, renderWithClient, stubApi } from "./test-utils";

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const wait = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const coins = Array.from({ length: 12 }, (_, i) => ({
  id: `coin-${i}`,
  name: `Coin ${i}`,
  symbol: `c${i}`,
  image: null,
  current_price: 1.5 + i,
}));

describe("Add Leveraged Position", () => {
  it("defaults to a 5x long, suggests the liquidation price as entry, leverage and direction change", () => {
    stubApi(() => []);
    renderWithClient(<AddLeveragedPositionDialog open onClose={() => undefined} />);
    expect(screen.getByLabelText("Leverage")).toHaveValue(5);
    expect(screen.getByLabelText("Position Type")).toHaveValue("long");
    type("Entry Price (USD)", "100");
    expect(screen.getByLabelText("Liquidation Price (USD)")).toHaveValue(80);
    type("Leverage", "10");
    expect(screen.getByLabelText("Liquidation Price (USD)")).toHaveValue(90);
    type("Position Type", "short");
    expect(screen.getByLabelText("Liquidation Price (USD)")).toHaveValue(110);
    type("Leverage", "3");
    expect((screen.getByLabelText("Liquidation Price (USD)") as HTMLInputElement).value).toBe("133.33");
    // It stays editable, and is not overwritten until entry, leverage or direction change again.
    type("Liquidation Price (USD)", "125");
    type("Size", "2");
    expect(screen.getByLabelText("Liquidation Price (USD)")).toHaveValue(125);
  });

  it("keeps Add disabled until there is a name and a symbol", () => {
    stubApi(() => []);
    renderWithClient(<AddLeveragedPositionDialog open onClose={() => undefined} />);
    const add = screen.getByRole("button", { name: "Add Position" });
    expect(add).toBeDisabled();
    type("Name", "Ethereum");
    expect(add).toBeDisabled();
    type("Symbol", "ETH");
    expect(add).toBeEnabled();
  });

  it("searches 300 ms after typing stops, shows at most 10 results, and a blank query clears them", async () => {
    const api = stubApi(() => coins);
    renderWithClient(<AddLeveragedPositionDialog open onClose={() => undefined} />);
    type("Search cryptocurrency", "co");
    await wait(200);
    expect(calls(api, "/api/search-coins")).toHaveLength(0);
    await wait(150);
    expect(calls(api, "/api/search-coins")[0]![0]).toBe("/api/search-coins?q=co");
    const results = await screen.findByRole("list", { name: "Search results" });
    expect(results.querySelectorAll("li")).toHaveLength(10);
    type("Search cryptocurrency", "  ");
    expect(screen.queryByRole("list", { name: "Search results" })).toBeNull();
  });

  it("fills name, symbol and current price from a picked coin, and sends the whole position", async () => {
    const api = stubApi((url) => (url.startsWith("/api/search-coins") ? coins : { id: 1 }));
    renderWithClient(<AddLeveragedPositionDialog open onClose={() => undefined} />);
    type("Search cryptocurrency", "coin 3");
    await wait(350);
    fireEvent.click(await screen.findByRole("button", { name: /Coin 3/ }));
    expect(screen.getByLabelText("Name")).toHaveValue("Coin 3");
    expect(screen.getByLabelText("Symbol")).toHaveValue("C3");
    expect(screen.getByLabelText("Current Price (USD)")).toHaveValue(4.5);
    type("Size", "0.5");
    type("Entry Price (USD)", "4");
    fireEvent.click(screen.getByRole("button", { name: "Add Position" }));
    expect(await screen.findByText("Leveraged position added successfully")).toBeInTheDocument();
    const [[, init]] = calls(api, "/api/leveraged-positions") as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({
      symbol: "c3",
      name: "Coin 3",
      size: "0.5",
      entryPrice: "4",
      currentPrice: "4.5",
      leverage: 5,
      liquidationPrice: "3.2",
      positionType: "long",
    });
    // product.md § Portfolio page: the price update follows the add.
    expect(calls(api, "/api/update-prices")).toHaveLength(1);
  });

  it("refuses a bad form with 'Validation Error' and sends nothing", async () => {
    const api = stubApi(() => []);
    renderWithClient(<AddLeveragedPositionDialog open onClose={() => undefined} />);
    type("Name", "Ethereum");
    type("Symbol", "ETH");
    type("Leverage", "150");
    type("Size", "1");
    type("Entry Price (USD)", "10");
    fireEvent.click(screen.getByRole("button", { name: "Add Position" }));
    expect(await screen.findByText("Validation Error")).toBeInTheDocument();
    expect(screen.getByText("Please check your input data")).toBeInTheDocument();
    expect(screen.getByText("Leverage must be a whole number from 1 to 100")).toBeInTheDocument();
    expect(calls(api, "/api/leveraged-positions")).toHaveLength(0);
  });
});

const position: LeveragedPosition = {
  id: 4,
  userId: 7,
  symbol: "eth",
  name: "Ethereum",
  size: "2",
  entryPrice: "3000",
  currentPrice: "3100",
  leverage: 7,
  liquidationPrice: "2600",
  positionType: "short",
  isLiquidated: false,
  createdAt: "2025-01-01T00:00:00.000Z",
  marketPrice: null,
  change24h: null,
};

describe("Edit Leveraged Position", () => {
  it("offers the fixed leverage choices plus the position's own", () => {
    stubApi(() => []);
    renderWithClient(<EditLeveragedPositionDialog position={position} onClose={() => undefined} />);
    const options = [...(screen.getByLabelText("Leverage") as HTMLSelectElement).options].map((o) => o.text);
    expect(options).toEqual(["2x", "3x", "5x", "7x", "10x", "15x", "20x", "25x", "50x", "100x"]);
    expect(screen.getByLabelText("Leverage")).toHaveValue("7");
  });

  it("looks a changed symbol up 500 ms after typing stops (2+ characters) and fills price and name", async () => {
    const api = stubApi((url) =>
      url.startsWith("/api/search-coins")
        ? [
            { id: "solana-imposter", symbol: "solx", name: "Sol X", image: null, current_price: 1 },
            { id: "solana", symbol: "sol", name: "Solana", image: null, current_price: 150 },
          ]
        : [{ id: "solana", name: "Solana", price: 151.25 }],
    );
    renderWithClient(<EditLeveragedPositionDialog position={position} onClose={() => undefined} />);
    await wait(600);
    expect(calls(api, "/api/search-coins")).toHaveLength(0);
    type("Symbol", "S");
    await wait(600);
    expect(calls(api, "/api/search-coins")).toHaveLength(0);
    type("Symbol", "SOL");
    await wait(400);
    expect(calls(api, "/api/search-coins")).toHaveLength(0);
    await wait(150);
    expect(calls(api, "/api/search-coins")[0]![0]).toBe("/api/search-coins?query=SOL");
    await wait(10);
    expect(calls(api, "/api/market-data")[0]![0]).toBe("/api/market-data?ids=solana");
    expect(screen.getByLabelText("Current Price (USD)")).toHaveValue(151.25);
    expect(screen.getByLabelText("Name")).toHaveValue("Solana");
  });

  it("refreshes the current price from the market data of the symbol's coin id", async () => {
    const api = stubApi(() => [{ id: "ethereum", name: "Ethereum", price: 3210.5 }]);
    renderWithClient(<EditLeveragedPositionDialog position={position} onClose={() => undefined} />);
    fireEvent.click(screen.getByRole("button", { name: "Refresh current price" }));
    await wait(10);
    expect(calls(api, "/api/market-data")[0]![0]).toBe("/api/market-data?ids=ethereum");
    expect(screen.getByLabelText("Current Price (USD)")).toHaveValue(3210.5);
  });

  it("sends the edit with the position's direction and shows the success toast", async () => {
    const api = stubApi(() => position);
    const onClose = vi.fn();
    renderWithClient(<EditLeveragedPositionDialog position={position} onClose={onClose} />);
    type("Leverage", "10");
    fireEvent.click(screen.getByRole("button", { name: "Update Position" }));
    expect(await screen.findByText("Leveraged position updated successfully")).toBeInTheDocument();
    const [[url, init]] = calls(api, "/api/leveraged-positions") as [[string, RequestInit]];
    expect(url).toBe("/api/leveraged-positions/4");
    expect(init.method).toBe("PATCH");
    // Leverage changed, so the short's liquidation price is suggested again: 3000 × 1.1.
    expect(JSON.parse(String(init.body))).toMatchObject({
      leverage: 10,
      positionType: "short",
      liquidationPrice: "3300",
    });
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the error toast when the update fails", async () => {
    stubApi(() => new Response("{}", { status: 500 }));
    renderWithClient(<EditLeveragedPositionDialog position={position} onClose={() => undefined} />);
    fireEvent.click(screen.getByRole("button", { name: "Update Position" }));
    expect(await screen.findByText("Failed to update leveraged position")).toBeInTheDocument();
  });
});
