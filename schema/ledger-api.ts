import { z } from "zod";
import {
  COST_BASIS_METHODS,
  type CostBasisMethod,
  type Disposal,
  TRANSACTION_TYPES,
  type TransactionType,
} from "../domain/cost-basis";
import {
  NOTE_MAX,
  PRICE_REQUIRED,
  canonicalFee,
  coinIdProblem,
  feeProblem,
  instantProblem,
  parseInstant,
  priceRequired,
} from "../domain/ledger-input";
import { nameProblem, REQUIRED, symbolProblem } from "../domain/positions";
import { IMPORT_FORMATS, type ImportFormat } from "../domain/ledger-constants";
import { decimalString } from "./decimal";
import { rule } from "./portfolio";

/** Shapes of the ledger API (issue 15): transactions, holdings, realized gains, imports. */

export type { CostBasisMethod, TransactionType };

export const costBasisMethod = z.enum(COST_BASIS_METHODS, { error: "must be fifo, lifo, hifo or average" });
const transactionType = z.enum(TRANSACTION_TYPES, { error: "must be buy, sell, transfer_in or transfer_out" });

const fee = z
  .string({ error: 'must be a decimal string such as "1.5"' })
  .trim()
  .max(40, "is too long")
  .superRefine(rule(feeProblem))
  .transform(canonicalFee);

/** ISO 8601, not in the future (checked against the request's clock). */
const executedAt = z
  .string({ error: REQUIRED })
  .trim()
  .superRefine((text, ctx) => {
    const message = instantProblem(text, new Date());
    if (message) ctx.addIssue({ code: "custom", message });
  })
  .transform((text) => parseInstant(text)!);

const transactionFields = {
  coinId: z.string({ error: REQUIRED }).trim().toLowerCase().superRefine(rule(coinIdProblem)),
  symbol: z.string({ error: REQUIRED }).trim().toLowerCase().superRefine(rule(symbolProblem)),
  name: z.string({ error: REQUIRED }).trim().superRefine(rule(nameProblem)),
  type: transactionType,
  quantity: decimalString,
  price: decimalString.nullish().transform((v) => v ?? null),
  fee,
  executedAt,
  note: z
    .string({ error: "must be text" })
    .trim()
    .max(NOTE_MAX, `must be at most ${NOTE_MAX} characters`)
    .nullish()
    .transform((v) => v || null),
};

/** The price rule across fields, for a new transaction and for one merged with an edit. */
export const priceIssue = (value: { type: TransactionType; price: string | null }) =>
  priceRequired(value.type) && value.price === null ? { path: "price", message: PRICE_REQUIRED } : null;

export const transactionInput = z.object({ ...transactionFields, fee: fee.default("0") }).superRefine((value, ctx) => {
  const issue = priceIssue(value);
  if (issue) ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message });
});
export const transactionPatch = z
  .object(transactionFields)
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: "Nothing to update", path: ["body"] });

export type TransactionInput = z.input<typeof transactionInput>;
export type TransactionValues = z.output<typeof transactionInput>;

export const TRANSACTIONS_PAGE_MAX = 500;
export const transactionsQuery = z.object({
  coinId: z.string().trim().toLowerCase().superRefine(rule(coinIdProblem)).optional(),
  page: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be 1 or more")
    .default(1),
  limit: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be 1 or more")
    .max(TRANSACTIONS_PAGE_MAX, `must be at most ${TRANSACTIONS_PAGE_MAX}`)
    .default(50),
});

export const methodQuery = z.object({ method: costBasisMethod.optional() });
export const realizedQuery = methodQuery.extend({
  year: z.coerce
    .number({ error: "must be a year" })
    .int("must be a year")
    .min(2008, "must be 2008 or later")
    .max(2100, "must be 2100 or earlier")
    .optional(),
});

export type Transaction = {
  id: number;
  coinId: string;
  symbol: string;
  name: string;
  type: TransactionType;
  quantity: string;
  price: string | null;
  fee: string;
  executedAt: string;
  note: string | null;
  source: string;
  spotPositionId: number | null;
  createdAt: string;
  updatedAt: string;
};

export type TransactionPage = { items: Transaction[]; page: number; limit: number; total: number };

/** The market price a holding is valued at, with where it came from and as of when. */
export type PriceQuote = { price: string; source: string; asOf: string };

export type Holding = {
  coinId: string;
  symbol: string;
  name: string;
  quantity: string;
  /** Remaining cost basis of the open lots. */
  cost: string;
  averageCost: string | null;
  quote: PriceQuote | null;
  /** null without a market price. */
  value: string | null;
  unrealizedPnl: string | null;
  unrealizedPercent: string | null;
  realizedPnl: string;
  transactionCount: number;
};

export type HoldingsResponse = {
  method: CostBasisMethod;
  holdings: Holding[];
  totals: {
    /** Of the priced holdings. */
    value: string;
    cost: string;
    unrealizedPnl: string;
    unrealizedPercent: string;
    realizedPnl: string;
    /** Holdings with quantity but no market price (not in value). */
    unpriced: number;
  };
};

/** A disposal of domain/cost-basis as the report lists it: its sale date as `date`, with the coin's labels. */
export type RealizedRow = Omit<Disposal, "soldAt" | "lotId"> & { date: string; symbol: string; name: string };

export type RealizedResponse = {
  method: CostBasisMethod;
  year: number | null;
  disposals: RealizedRow[];
  totals: { proceeds: string; cost: string; gain: string; shortTerm: string; longTerm: string };
};

export const importInput = z.object({
  format: z.enum(IMPORT_FORMATS, { error: "must be generic, binance, coinbase or kraken" }),
  csv: z.string({ error: "must be the file's text" }).min(1, "is empty"),
  dryRun: z.boolean({ error: "must be true or false" }).default(true),
});
export type { ImportFormat };

export type ImportRowView = {
  row: number;
  executedAt: string;
  type: TransactionType;
  symbol: string;
  coinId: string;
  quantity: string;
  price: string | null;
  fee: string;
  status: "new" | "duplicate" | "rejected";
};

/** The preview of an import (dry run) or what it wrote. rowsRead = rowsValid + duplicates + rejected rows. */
export type ImportResult = {
  format: ImportFormat;
  dryRun: boolean;
  rowsRead: number;
  /** Rows that are (or would be) written. */
  rowsValid: number;
  duplicates: number;
  imported: number;
  rejected: Array<{ row: number; column: string; reason: string }>;
  notices: Array<{ row: number; message: string }>;
  /** The first rows of the file, as read. */
  rows: ImportRowView[];
};
