import { useNavigate } from "@tanstack/react-router";
import { marketPriceToDecimal } from "../../../../domain/trading";
import { isUnauthorized } from "../../lib/api";
import { notifyError, notifySuccess } from "../../lib/toast";
import { useAuth } from "../auth/queries";
import { useAddSpotPosition } from "./queries";

/** An on-chain token as the ICP list has it (SPEC §3): the price may sit at the top or under `metrics`. */
export type IcpTokenToAdd = {
  name?: string | null;
  symbol?: string | null;
  price?: number | null;
  metrics?: { price?: number | null } | null;
};

/** SPEC §9: a visitor who clicks Add on the ICP page is sent to /auth after 1.5 s. */
export const ICP_SIGN_IN_REDIRECT_MS = 1500;
const FAILED = "Failed to add token to portfolio. Please try again.";

/**
 * SPEC §5 'Add from ICP token': one click adds amount '1.0' at the token's price (as both entry and
 * current price), 'UNKNOWN' / 'Unknown Token' standing in for a missing symbol or name. Visitors (and a
 * 401) get 'Sign In Required' and go to /auth. Returns `{ add, isPending }`.
 */
export function useAddIcpTokenToPortfolio() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const mutation = useAddSpotPosition();

  const askToSignIn = () => {
    notifyError("Sign In Required", "Please sign in to add tokens to your portfolio.");
    window.setTimeout(() => void navigate({ to: "/auth" }), ICP_SIGN_IN_REDIRECT_MS);
  };

  const add = (token: IcpTokenToAdd) => {
    if (!user) return askToSignIn();
    const symbol = token.symbol?.trim() || "UNKNOWN";
    const name = token.name?.trim() || "Unknown Token";
    const price = marketPriceToDecimal(token.price ?? token.metrics?.price);
    // Without a price there is nothing valid to send; the server would refuse it the same way.
    if (!price) return notifyError("Error", FAILED);
    mutation.mutate(
      { symbol: symbol.toLowerCase(), name, amount: "1.0", entryPrice: price, currentPrice: price },
      {
        onSuccess: () =>
          notifySuccess("Added to Portfolio", `${name} (${symbol.toUpperCase()}) has been added to your portfolio.`),
        onError: (error) => (isUnauthorized(error) ? askToSignIn() : notifyError("Error", FAILED)),
      },
    );
  };
  return { add, isPending: mutation.isPending };
}
