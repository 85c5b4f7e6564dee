/**
 * The coin list's fixed sizes, apart from the list's own (lazily loaded) code, so the loading skeleton in the
 * first chunk takes exactly the room the rows will take and nothing below it moves when they arrive.
 */

/** Every table row is this tall, so the virtual list needs no measuring and nothing shifts. */
export const TABLE_ROW_HEIGHT = 60;
/** The table's header row (h-11). */
export const TABLE_HEAD_HEIGHT = 44;
/** A fixed card height below 768 px, and the gap under each card. */
export const CARD_HEIGHT = 200;
export const CARD_GAP = 12;
/** The sort chips above the cards (h-9 plus mb-3). */
export const CARD_CHIPS_HEIGHT = 48;

/** Issue 17, data before ads: the ads sit after this many rows (a screenful), as CoinGecko places them. */
export const ADS_AFTER_ROWS = { wide: 10, narrow: 3 } as const;
