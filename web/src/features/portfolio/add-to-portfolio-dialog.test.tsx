import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AddToPortfolioDialog } from "./add-to-portfolio-dialog";
import { calls, renderWithClient, stubApi } from "./test-utils";

afterEach(() => vi.unstubAllGlobals());

const bitcoin = { name: "Bitcoin", symbol: "btc", current_price: 65000.123456789 };

describe("Add to Portfolio (market list)", () => {
  it("shows the current price and pre-fills the purchase price with it at display precision (2 decimals from $1)", () => {
    stubApi(() => []);
    renderWithClient(<AddToPortfolioDialog coin={bitcoin} onClose={() => undefined} />);
    expect(screen.getByText("$65,000.12")).toBeInTheDocument();
    expect(screen.getByLabelText("Purchase Price (USD)")).toHaveValue(65000.12);
  });

  it("refuses an amount that is not above 0 with 'Invalid Amount', and a bad price with 'Invalid Price'", async () => {
    const api = stubApi(() => []);
    renderWithClient(<AddToPortfolioDialog coin={bitcoin} onClose={() => undefined} />);
    fireEvent.change(screen.getByLabelText("Amount (BTC)"), { target: { value: "0" } });
    fireEvent.click(screen.getByRole("button", { name: "Add to Portfolio" }));
    expect(await screen.findByText("Invalid Amount")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid amount")).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText("Amount (BTC)"), { target: { value: "0.5" } });
    fireEvent.change(screen.getByLabelText("Purchase Price (USD)"), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Add to Portfolio" }));
    expect(await screen.findByText("Invalid Price")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid purchase price")).toBeInTheDocument();
    expect(calls(api, "/api/spot-positions")).toHaveLength(0);
  });

  it("adds a spot position at the purchase price, priced now at the live price, and says so", async () => {
    const api = stubApi(() => ({ id: 1 }));
    const onClose = vi.fn();
    renderWithClient(<AddToPortfolioDialog coin={bitcoin} onClose={onClose} />);
    fireEvent.change(screen.getByLabelText("Amount (BTC)"), { target: { value: "0.25" } });
    fireEvent.change(screen.getByLabelText("Purchase Price (USD)"), { target: { value: "60000.50" } });
    fireEvent.click(screen.getByRole("button", { name: "Add to Portfolio" }));
    expect(await screen.findByText("Added to Portfolio")).toBeInTheDocument();
    expect(screen.getByText("Bitcoin (BTC) has been added to your portfolio.")).toBeInTheDocument();
    const [[, init]] = calls(api, "/api/spot-positions") as [[string, RequestInit]];
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({
      symbol: "btc",
      name: "Bitcoin",
      amount: "0.25",
      entryPrice: "60000.5",
      currentPrice: "65000.12345679",
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("shows 'Error' when the server refuses", async () => {
    stubApi((url) => (url.startsWith("/api/spot-positions") ? new Response("{}", { status: 500 }) : []));
    renderWithClient(<AddToPortfolioDialog coin={bitcoin} onClose={() => undefined} />);
    fireEvent.change(screen.getByLabelText("Amount (BTC)"), { target: { value: "1" } });
    fireEvent.click(screen.getByRole("button", { name: "Add to Portfolio" }));
    expect(await screen.findByText("Failed to add position")).toBeInTheDocument();
  });
});
