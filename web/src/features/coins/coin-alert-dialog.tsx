import { marketPriceToDecimal } from "../../../../domain/trading";
import type { CoinDetail } from "../../../../schema/coin-api";
import { Dialog } from "../../components/dialog";
import { NewAlertForm } from "../portfolio/price-alerts-panel";

/** 'Set Alert' on a coin page: the price alert form, prefilled with the coin and its price at display precision. */
export default function CoinAlertDialog({ coin, onClose }: { coin: CoinDetail; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} title={`Set a price alert for ${coin.name}`}>
      <NewAlertForm
        initialCoin={coin}
        initialTarget={marketPriceToDecimal(coin.current_price) ?? ""}
        onCreated={onClose}
      />
    </Dialog>
  );
}
