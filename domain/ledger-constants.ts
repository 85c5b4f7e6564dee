/** The ledger's fixed vocabularies (issue 15), apart from the arithmetic so light modules can use them. */
export const COST_BASIS_METHODS = ["fifo", "lifo", "hifo", "average"] as const;
export type CostBasisMethod = (typeof COST_BASIS_METHODS)[number];
export const TRANSACTION_TYPES = ["buy", "sell", "transfer_in", "transfer_out"] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const IMPORT_FORMATS = ["generic", "binance", "coinbase", "kraken"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
