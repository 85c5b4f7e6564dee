import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type IcpTokenToAdd, useAddIcpTokenToPortfolio } from "./add-icp-token";
import { calls, renderWithClient, stubApi } from "./test-utils";

const navigate = vi.fn();
vi.mock("@tanstack/react-router", () => ({ useNavigate: () => navigate }));

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  navigate.mockReset();
});

function AddButton({ token }: { token: IcpTokenToAdd }) {
  const { add } = useAddIcpTokenToPortfolio();
  return (
    <button type="button" onClick={() => add(token)}>
      Add
    </button>
  );
}
const body = (api: ReturnType<typeof stubApi>) =>
  JSON.parse(String((calls(api, "/api/spot-positions")[0]![1] as RequestInit).body)) as Record<string, string>;

describe("Add from ICP token", () => {
  it("adds 1.0 at the token's price as both prices", async () => {
    const api = stubApi(() => ({ id: 1 }));
    renderWithClient(<AddButton token={{ name: "ckBTC", symbol: "ckBTC", price: 97000.123456789 }} />);
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByText("Added to Portfolio")).toBeInTheDocument();
    expect(screen.getByText("ckBTC (CKBTC) has been added to your portfolio.")).toBeInTheDocument();
    expect(body(api)).toEqual({
      symbol: "ckbtc",
      name: "ckBTC",
      amount: "1.0",
      entryPrice: "97000.12345679",
      currentPrice: "97000.12345679",
    });
  });

  it("stands in 'UNKNOWN' / 'Unknown Token' and reads the price under metrics", async () => {
    const api = stubApi(() => ({ id: 1 }));
    renderWithClient(<AddButton token={{ name: "", symbol: null, price: null, metrics: { price: 0.25 } }} />);
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByText("Added to Portfolio")).toBeInTheDocument();
    expect(body(api)).toMatchObject({ symbol: "unknown", name: "Unknown Token", entryPrice: "0.25" });
  });

  it("says it failed when the server refuses", async () => {
    const api = stubApi(() => new Response("{}", { status: 500 }));
    renderWithClient(<AddButton token={{ name: "X", symbol: "X", price: 2 }} />);
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByText("Failed to add token to portfolio. Please try again.")).toBeInTheDocument();
    expect(calls(api, "/api/spot-positions")).toHaveLength(1);
  });

  it("says it failed, without a call, for a token without a price", async () => {
    const api = stubApi(() => ({ id: 1 }));
    renderWithClient(<AddButton token={{ name: "X", symbol: "X", price: null, metrics: { price: null } }} />);
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByText("Failed to add token to portfolio. Please try again.")).toBeInTheDocument();
    expect(calls(api, "/api/spot-positions")).toHaveLength(0);
  });

  it("treats a 401 as a visitor: 'Sign In Required'", async () => {
    stubApi(() => new Response('{"error":{"code":"unauthorized","message":"Unauthorized"}}', { status: 401 }));
    renderWithClient(<AddButton token={{ name: "X", symbol: "X", price: 2 }} />);
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByText("Sign In Required")).toBeInTheDocument();
  });

  it("asks a visitor to sign in and goes to /auth after 1.5 s", async () => {
    const api = stubApi(() => ({ id: 1 }));
    renderWithClient(<AddButton token={{ name: "X", symbol: "X", price: 2 }} />, { signedIn: false });
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByText("Sign In Required")).toBeInTheDocument();
    expect(screen.getByText("Please sign in to add tokens to your portfolio.")).toBeInTheDocument();
    await act(async () => void (await vi.advanceTimersByTimeAsync(1400)));
    expect(navigate).not.toHaveBeenCalled();
    await act(async () => void (await vi.advanceTimersByTimeAsync(200)));
    expect(navigate).toHaveBeenCalledWith({ to: "/auth" });
    expect(calls(api, "/api/spot-positions")).toHaveLength(0);
  });
});
