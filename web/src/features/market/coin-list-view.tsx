import { CoinCards } from "./coin-cards";
import { CoinTable, type CoinListProps } from "./coin-table";

/**
 * The list as a table, or below 768 px as cards. Loaded on its own (with the virtualiser) while the list's
 * data is on its way, so the page's header paints before this code has even arrived.
 */
export default function CoinListView({ wide, ...props }: CoinListProps & { wide: boolean }) {
  return wide ? <CoinTable {...props} /> : <CoinCards {...props} />;
}
