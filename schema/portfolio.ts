import { createInsertSchema, createSelectSchema, createUpdateSchema } from "drizzle-zod";
import { z } from "zod";
import {
  ALERT_TYPES,
  type AlertType,
  LEVERAGE_RULE,
  type PositionType,
  LEVERAGE_MAX,
  LEVERAGE_MIN,
  REQUIRED,
  nameProblem,
  symbolProblem,
} from "../domain/positions";
import { decimalString } from "./decimal";
import { leveragedPositions, spotPositions } from "./tables";

/** Shapes of the portfolio API (positions, price update, price alerts), shared by worker and web. */

export type { AlertType, PositionType };

/** A zod refinement from one of domain/positions' rules, so server and web forms share them. */
export const rule = (problem: (value: string) => string | null) => (value: string, ctx: z.RefinementCtx) => {
  const message = problem(value);
  if (message) ctx.addIssue({ code: "custom", message });
};

const name = z.string({ error: REQUIRED }).trim().superRefine(rule(nameProblem));

/** Stored lower-case (product.md § Data shapes). */
const symbol = z.string({ error: REQUIRED }).trim().toLowerCase().superRefine(rule(symbolProblem));

const leverage = z
  .number({ error: LEVERAGE_RULE })
  .int(LEVERAGE_RULE)
  .min(LEVERAGE_MIN, LEVERAGE_RULE)
  .max(LEVERAGE_MAX, LEVERAGE_RULE);

const notEmpty = <T extends object>(value: T) => Object.values(value).some((v) => v !== undefined);
const NOTHING_TO_UPDATE = { message: "Nothing to update", path: ["body"] };

/**
 * Position shapes are derived from their tables (drizzle-zod): the columns, which are required and the enum
 * values come from schema/tables.ts. The rules below add only what a column cannot say: money as a decimal
 * string, the name, symbol and leverage rules of product.md § Limits, and the messages the API answers with.
 * The server owns the id, the owner, the creation date and the liquidated flag, so no request sets them.
 */
const SERVER_OWNED = { id: true, userId: true, createdAt: true } as const;
const money = () => decimalString;
const positionRules = { symbol: () => symbol, name: () => name, entryPrice: money, currentPrice: money };
const positionType = (column: z.ZodEnum<{ [T in PositionType]: T }>) =>
  z.enum(column.options, { error: "must be long or short" });

const spotRules = { ...positionRules, amount: money };

export const spotPositionInput = createInsertSchema(spotPositions, spotRules).omit(SERVER_OWNED);
export const spotPositionPatch = createUpdateSchema(spotPositions, spotRules)
  .omit(SERVER_OWNED)
  .refine(notEmpty, NOTHING_TO_UPDATE);

const leveragedRules = { ...positionRules, size: money, leverage: () => leverage, liquidationPrice: money };
const LEVERAGED_SERVER_OWNED = { ...SERVER_OWNED, isLiquidated: true } as const;

export const leveragedPositionInput = createInsertSchema(leveragedPositions, {
  ...leveragedRules,
  positionType: (column) => positionType(column).default("long"),
}).omit(LEVERAGED_SERVER_OWNED);
export const leveragedPositionPatch = createUpdateSchema(leveragedPositions, { ...leveragedRules, positionType })
  .omit(LEVERAGED_SERVER_OWNED)
  .refine(notEmpty, NOTHING_TO_UPDATE);

/** A market quote as positions carry it: the cached price (stored money) and the coin's 24 h change in percent. */
const quote = { marketPrice: z.string().nullable(), change24h: z.number().nullable() };

/** The answers of the position routes: every column, the creation date as ISO text, and the coin's quote now. */
export const spotPositionView = createSelectSchema(spotPositions, { createdAt: z.iso.datetime() }).extend(quote);
export const leveragedPositionView = createSelectSchema(leveragedPositions, { createdAt: z.iso.datetime() }).extend(
  quote,
);

export const priceAlertInput = z.object({
  symbol,
  name,
  alertType: z.enum(ALERT_TYPES, { error: "must be above or below" }),
  targetPrice: decimalString,
});
export const priceAlertPatch = z.object({ isActive: z.boolean({ error: "must be true or false" }) });
export const acknowledgeAlertsInput = z.object({
  ids: z
    .array(z.number().int().positive(), { error: "must be a list of alert ids" })
    .min(1, "must name at least one alert")
    .max(100, "must name at most 100 alerts"),
});

export const idParam = z.object({
  id: z.coerce.number({ error: "must be a number" }).int("must be a whole number").positive("must be positive"),
});

export type SpotPositionInput = z.input<typeof spotPositionInput>;
export type LeveragedPositionInput = z.input<typeof leveragedPositionInput>;
export type LeveragedPositionPatch = z.output<typeof leveragedPositionPatch>;
export type SpotPosition = z.output<typeof spotPositionView>;
export type LeveragedPosition = z.output<typeof leveragedPositionView>;
export type PriceAlertInput = z.input<typeof priceAlertInput>;

export type PriceAlert = {
  id: number;
  userId: number;
  symbol: string;
  name: string;
  alertType: AlertType;
  targetPrice: string;
  isActive: boolean;
  isTriggered: boolean;
  triggeredAt: string | null;
  /** The price that triggered it. */
  triggeredPrice: string | null;
  /** When the owner was shown the trigger; null while it is still news. */
  seenAt: string | null;
  createdAt: string;
  /** The coin's price in the market cache now, where the list was asked for and the cache knows the coin. */
  marketPrice?: string | null;
};

export type PriceChange = { id: number; symbol: string; previousPrice: string; currentPrice: string };

/** POST /api/update-prices: what changed. */
export type PriceUpdateResult = {
  spot: PriceChange[];
  leveraged: Array<PriceChange & { isLiquidated: boolean }>;
  /** Ids of leveraged positions liquidated by this update. */
  liquidated: number[];
  /** Symbols the market cache has no price for (their stored prices stay). */
  unpriced: string[];
  /** Alerts this update triggered. */
  triggeredAlerts: PriceAlert[];
};
