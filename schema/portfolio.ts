import { z } from "zod";
import {
  ALERT_TYPES,
  type AlertType,
  LEVERAGE_RULE,
  POSITION_TYPES,
  type PositionType,
  LEVERAGE_MAX,
  LEVERAGE_MIN,
  REQUIRED,
  nameProblem,
  symbolProblem,
} from "../domain/positions";
import { decimalString } from "./decimal";

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

const positionType = z.enum(POSITION_TYPES, { error: "must be long or short" });

const notEmpty = <T extends object>(value: T) => Object.values(value).some((v) => v !== undefined);
const NOTHING_TO_UPDATE = { message: "Nothing to update", path: ["body"] };

export const spotPositionInput = z.object({
  symbol,
  name,
  amount: decimalString,
  entryPrice: decimalString,
  currentPrice: decimalString,
});
export const spotPositionPatch = spotPositionInput.partial().refine(notEmpty, NOTHING_TO_UPDATE);

export const leveragedPositionInput = z.object({
  symbol,
  name,
  size: decimalString,
  entryPrice: decimalString,
  currentPrice: decimalString,
  leverage,
  liquidationPrice: decimalString,
  positionType: positionType.default("long"),
});
export const leveragedPositionPatch = leveragedPositionInput
  .extend({ positionType: positionType.optional() })
  .partial()
  .refine(notEmpty, NOTHING_TO_UPDATE);

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
export type PriceAlertInput = z.input<typeof priceAlertInput>;

/** What the market cache says about a position's coin now; null when the cache does not know it. */
type Quote = {
  /** The cached price as stored money (8 decimals at most). */
  marketPrice: string | null;
  /** The coin's 24 h change in percent. */
  change24h: number | null;
};

export type SpotPosition = Quote & {
  id: number;
  userId: number;
  symbol: string;
  name: string;
  amount: string;
  entryPrice: string;
  currentPrice: string;
  createdAt: string;
};

export type LeveragedPosition = Quote & {
  id: number;
  userId: number;
  symbol: string;
  name: string;
  size: string;
  entryPrice: string;
  currentPrice: string;
  leverage: number;
  liquidationPrice: string;
  positionType: PositionType;
  isLiquidated: boolean;
  createdAt: string;
};

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
