import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SpotPosition } from "../../../../schema/portfolio";
import { AddSpotPositionDialog, EditSpotPositionDialog } from "./spot-position-dialogs";
import { calls, renderWithClient, stubApi } from "./test-utils";

afterEach(() => vi.unstubAllGlobals());
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const sent = (api: ReturnType<typeof stubApi>) => {
  const [[, init]] = calls(api, "/api/spot-positions") as [[string, RequestInit]];
  return JSON.parse(String(init.body)) as Record<string, string>;
};

describe("Add Spot Position", () => {
  it("uses the entry price as current price when none is given, and lower-cases the symbol", async () => {
    const api = stubApi(() => ({ id: 1 }));
    renderWithClient(<AddSpotPositionDialog open onClose={() => undefined} />);
    type("Name", "Dogecoin");
    type("Symbol", "DOGE");
    type("Amount", "1000.5");
    type("Entry Price (USD)", "0.08");
    fireEvent.click(screen.getByRole("button", { name: "Add Position" }));
    expect(await screen.findByText("Position added successfully")).toBeInTheDocument();
    expect(sent(api)).toEqual({
      symbol: "doge",
      name: "Dogecoin",
      amount: "1000.5",
      entryPrice: "0.08",
      currentPrice: "0.08",
    });
  });

  it("refuses a missing amount with 'Validation Error' and names the field", async () => {
    const api = stubApi(() => ({ id: 1 }));
    renderWithClient(<AddSpotPositionDialog open onClose={() => undefined} />);
    type("Name", "Dogecoin");
    type("Symbol", "DOGE");
    type("Entry Price (USD)", "0.08");
    fireEvent.click(screen.getByRole("button", { name: "Add Position" }));
    expect(await screen.findByText("Validation Error")).toBeInTheDocument();
    expect(screen.getByText("Amount must be a number such as 12.5")).toBeInTheDocument();
    expect(calls(api, "/api/spot-positions")).toHaveLength(0);
  });

  it("says 'Failed to add position' when the server refuses", async () => {
    stubApi(() => new Response("{}", { status: 400 }));
    renderWithClient(<AddSpotPositionDialog open onClose={() => undefined} />);
    type("Name", "Dogecoin");
    type("Symbol", "DOGE");
    type("Amount", "1");
    type("Entry Price (USD)", "0.08");
    fireEvent.click(screen.getByRole("button", { name: "Add Position" }));
    expect(await screen.findByText("Failed to add position")).toBeInTheDocument();
  });
});

const position: SpotPosition = {
  id: 9,
  userId: 7,
  symbol: "btc",
  name: "Bitcoin",
  amount: "0.5",
  entryPrice: "40000",
  currentPrice: "50000",
  createdAt: "2025-01-01T00:00:00.000Z",
  marketPrice: null,
  change24h: null,
};

describe("Edit Spot Position", () => {
  it("shows the fields of product.md § Position dialogs, all required, and 'Updating...' while saving", async () => {
    let release: (r: Response) => void = () => undefined;
    const api = stubApi(() => new Promise<Response>((resolve) => (release = resolve)));
    renderWithClient(<EditSpotPositionDialog position={position} onClose={() => undefined} />);
    for (const label of ["Cryptocurrency Name", "Symbol", "Amount", "Entry Price (USD)", "Current Price (USD)"]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText("Amount")).toHaveAttribute("step", "0.00000001");
    expect(screen.getByLabelText("Entry Price (USD)")).toHaveAttribute("step", "0.01");
    type("Amount", "0.75");
    fireEvent.click(screen.getByRole("button", { name: "Update Position" }));
    expect(await screen.findByRole("button", { name: "Updating..." })).toBeDisabled();
    release(Response.json(position));
    expect(await screen.findByText("Position updated successfully")).toBeInTheDocument();
    expect(calls(api, "/api/spot-positions/9")).toHaveLength(1);
    expect(sent(api)).toMatchObject({ amount: "0.75", symbol: "btc" });
  });

  it("refuses an emptied current price (required when editing)", async () => {
    stubApi(() => position);
    renderWithClient(<EditSpotPositionDialog position={position} onClose={() => undefined} />);
    type("Current Price (USD)", "");
    fireEvent.click(screen.getByRole("button", { name: "Update Position" }));
    expect(await screen.findByText("Validation Error")).toBeInTheDocument();
  });

  it("says 'Failed to update position' when the server refuses", async () => {
    stubApi(() => new Response("{}", { status: 500 }));
    renderWithClient(<EditSpotPositionDialog position={position} onClose={() => undefined} />);
    fireEvent.click(screen.getByRole("button", { name: "Update Position" }));
    expect(await screen.findByText("Failed to update position")).toBeInTheDocument();
  });
});
