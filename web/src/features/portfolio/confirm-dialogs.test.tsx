import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LeveragedPosition } from "../../../../schema/portfolio";
import { CloseLeveragedDialog } from "./confirm-dialogs";
import { renderWithClient } from "./test-utils";

const eth: LeveragedPosition = {
  id: 4,
  userId: 7,
  symbol: "eth",
  name: "Ethereum",
  size: "2",
  entryPrice: "3000",
  currentPrice: "3000",
  leverage: 10,
  liquidationPrice: "2700",
  positionType: "long",
  isLiquidated: false,
  createdAt: "2026-01-01T00:00:00Z",
  marketPrice: "3705.32172900",
  change24h: -4.35,
};

afterEach(() => vi.restoreAllMocks());

describe("closing a leveraged position", () => {
  it("asks for the exit price, prefilled at display precision, and shows the P&L it realises of the margin", () => {
    const onConfirm = vi.fn();
    renderWithClient(<CloseLeveragedDialog position={eth} onCancel={() => undefined} onConfirm={onConfirm} />);
    const exit = screen.getByLabelText("Exit Price (USD)");
    expect(exit).toHaveValue(3705.32);
    expect(screen.getByText("Realised P&L (% of margin)")).toBeInTheDocument();
    fireEvent.change(exit, { target: { value: "3100" } });
    // (3100 − 3000) × 2 = +$200.00; 100 / 3000 × 10 = +33.33 %.
    expect(screen.getByText("+$200.00")).toBeInTheDocument();
    expect(screen.getByText("+33.33%")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Close Position" }));
    expect(onConfirm).toHaveBeenCalledWith(eth, "3100");
  });

  it("refuses an exit price that is not a price", () => {
    const onConfirm = vi.fn();
    renderWithClient(<CloseLeveragedDialog position={eth} onCancel={() => undefined} onConfirm={onConfirm} />);
    fireEvent.change(screen.getByLabelText("Exit Price (USD)"), { target: { value: "-5" } });
    fireEvent.click(screen.getByRole("button", { name: "Close Position" }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByText(/^Exit price /)).toBeInTheDocument();
  });

  it("closes a liquidated position at its liquidation price without asking", () => {
    const onConfirm = vi.fn();
    const liquidated = { ...eth, isLiquidated: true };
    renderWithClient(<CloseLeveragedDialog position={liquidated} onCancel={() => undefined} onConfirm={onConfirm} />);
    expect(screen.queryByLabelText("Exit Price (USD)")).toBeNull();
    expect(screen.getByText("Liquidated: it closes at $2,700.00.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Close Position" }));
    expect(onConfirm).toHaveBeenCalledWith(liquidated, null);
  });
});
