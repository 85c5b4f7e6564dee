import { useEffect } from "react";
import type { MarketCoin } from "../../../../schema/market-api";
import { useAuth } from "../auth/queries";
import { notifyError } from "../../lib/toast";

export type AddCoinProps = {
  /** The coin whose Add was clicked; null when none. */
  coin: MarketCoin | null;
  onClose: () => void;
  /** SPEC §6: the market says '... coins ...', the ecosystem page '... tokens ...'. */
  visitorDescription: string;
};

/**
 * What an Add click does. A visitor is told to sign in (SPEC §6) and nothing opens. For a signed-in user
 * this is where the portfolio feature's Add to Portfolio dialog mounts (same props: coin, onClose,
 * visitorDescription); until it is merged the click is closed again at once.
 */
export function AddCoin({ coin, onClose, visitorDescription }: AddCoinProps) {
  const { status } = useAuth();
  useEffect(() => {
    if (!coin || status === "loading") return;
    if (status === "unauthenticated") notifyError("Authentication Required", visitorDescription);
    onClose();
  }, [coin, status, visitorDescription, onClose]);
  return null;
}
