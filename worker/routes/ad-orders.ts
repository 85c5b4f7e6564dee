import { Hono, type Context } from "hono";
import { adCostUsd, cryptoAmount } from "../../domain/ad-pricing";
import { isAwaitingPayment } from "../../domain/ads";
import { ADDRESS_HINTS, isValidAddress, normalizeAddress } from "../../domain/chain-addresses";
import type { CheckPaymentResult } from "../../schema/ad-constants";
import { archiveParam, createAdOrderSchema, orderIdParam, senderAddressSchema } from "../../schema/ads";
import type { AppEnv } from "../env";
import { getDb } from "../db";
import {
  countRecentOrders,
  createAdOrder,
  findUserOrder,
  listUserOrders,
  setArchived,
  setPaymentTerms,
  setSenderAddress,
  toAdOrder,
} from "../db/ad-orders";
import { findPricingRate, listActiveRates, toAdPaymentRate } from "../db/ad-payment-rates";
import { addressStillReceives, newPaymentTerms } from "../services/ad-payment-terms";
import { checkOrderPayment } from "../services/ad-payments";
import { lookUpUsdPrice } from "../services/ad-prices";
import { HttpError, badRequest, conflict, notFound, tooManyRequests } from "../http/errors";
import { validate } from "../http/validate";
import { requireUser, sessionUser, withSession } from "../middleware/session";
import { usesTestLedger } from "../upstream/chains";
import { UpstreamError } from "../upstream/http";

/** Unpaid orders cost nothing to create, so a user may create this many an hour. */
const ORDERS_PER_HOUR = 20;

const ORDER_NOT_FOUND = "The ad order could not be found.";
const LIVE_NOT_ARCHIVABLE = "A paid, confirmed or active order cannot be archived.";
const NOT_PENDING = "This order is no longer awaiting payment";

const noPaymentAddress = (currency: string) =>
  new HttpError(
    503,
    "payment_address_unavailable",
    `No ${currency} payment address is available yet. Please try again later.`,
  );

/** Every amount step at the shared address is taken by a pending order (MAX_AMOUNT_STEPS of them). */
const tooManyOrders = () =>
  tooManyRequests("You have created many ad orders in the last hour. Please try again later.", 600);
const noUniqueAmount = (currency: string) =>
  new HttpError(
    503,
    "payment_address_busy",
    `Too many ${currency} orders are awaiting payment right now. Please try again later.`,
  );

/** The signed-in user's order `id` (another user's is a 404 like a missing one), with the database. */
async function ownOrder(c: Context<AppEnv>, id: number) {
  const db = getDb(c.env.DB);
  const userId = sessionUser(c).id;
  const order = await findUserOrder(db, id, userId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return { db, userId, order };
}

export const adPaymentRateRoutes = new Hono<AppEnv>().get("/", withSession, async (c) => {
  const rates = await listActiveRates(getDb(c.env.DB));
  c.header("Cache-Control", "public, max-age=300");
  return c.json(rates.map(toAdPaymentRate));
});

export const adOrderRoutes = new Hono<AppEnv>()
  .post("/", requireUser, validate("json", createAdOrderSchema), async (c) => {
    const input = c.req.valid("json");
    const user = sessionUser(c);
    const db = getDb(c.env.DB);
    const now = new Date();
    const rate = await findPricingRate(db, input.adType);
    if (!rate) throw new HttpError(503, "pricing_unavailable", "This ad type cannot be ordered right now.");
    if (input.duration < rate.minDuration || input.duration > rate.maxDuration) {
      const message = `Duration must be between ${rate.minDuration} and ${rate.maxDuration} days`;
      throw badRequest(`duration: ${message}`, [{ path: "duration", message }]);
    }
    const price = await lookUpUsdPrice(db, input.currency, { requireLive: !usesTestLedger(c.env), now });
    if (!price.ok) throw new HttpError(503, "price_unavailable", price.message);
    const costUsd = adCostUsd(rate.pricePerDay, input.duration);
    const cap = { max: ORDERS_PER_HOUR, since: new Date(now.getTime() - 3600_000) };
    // A cheap look first, so a refused order does not take a derived address (the INSERT holds the cap itself).
    if ((await countRecentOrders(db, user.id, cap)) >= cap.max) throw tooManyOrders();
    const created = await createAdOrder(
      db,
      {
        userId: user.id,
        adType: input.adType,
        adConfig: input.adConfig,
        duration: input.duration,
        paymentCurrency: input.currency,
        costUsd,
        paymentAmount: cryptoAmount(costUsd, price.price, input.currency),
      },
      await newPaymentTerms(db, input.currency),
      cap,
    );
    if ("refused" in created) throw created.refused === "cap" ? tooManyOrders() : noUniqueAmount(input.currency);
    const { order } = created;
    return c.json(toAdOrder(order), 201);
  })
  .get("/", requireUser, async (c) => {
    const rows = await listUserOrders(getDb(c.env.DB), sessionUser(c).id, false);
    return c.json(rows.map(toAdOrder));
  })
  .get("/archived", requireUser, async (c) => {
    const rows = await listUserOrders(getDb(c.env.DB), sessionUser(c).id, true);
    return c.json(rows.map(toAdOrder));
  })
  .get("/:id", requireUser, validate("param", orderIdParam), async (c) => {
    const { order } = await ownOrder(c, c.req.valid("param").id);
    return c.json(toAdOrder(order));
  })
  // Archive and restore (unarchive) move an order between the two lists; its status stays as it is.
  .patch("/:id/:move{archive|unarchive}", requireUser, validate("param", archiveParam), async (c) => {
    const { id, move } = c.req.valid("param");
    const db = getDb(c.env.DB);
    const order = await setArchived(db, id, sessionUser(c).id, move === "archive");
    if (order) return c.json(toAdOrder(order));
    if (!(await findUserOrder(db, id, sessionUser(c).id))) throw notFound(ORDER_NOT_FOUND);
    throw conflict(LIVE_NOT_ARCHIVABLE);
  })
  .patch("/:id", requireUser, validate("param", orderIdParam), validate("json", senderAddressSchema), async (c) => {
    const { id } = c.req.valid("param");
    const { db, userId, order } = await ownOrder(c, id);
    if (!isAwaitingPayment(order.status)) throw conflict(NOT_PENDING);
    const currency = order.paymentCurrency;
    const address = normalizeAddress(currency, c.req.valid("json").senderAddress);
    if (!isValidAddress(currency, address)) {
      const message = `Please enter ${ADDRESS_HINTS[currency]}`;
      throw badRequest(`senderAddress: ${message}`, [{ path: "senderAddress", message }]);
    }
    const updated = await setSenderAddress(db, id, userId, address);
    if (!updated) throw conflict(NOT_PENDING);
    return c.json(toAdOrder(updated));
  })
  .post("/:id/regenerate-address", requireUser, validate("param", orderIdParam), async (c) => {
    const { id } = c.req.valid("param");
    const { db, userId, order } = await ownOrder(c, id);
    if (!isAwaitingPayment(order.status)) throw conflict(NOT_PENDING);
    // An address the operator still receives at is kept (the user may have paid it already).
    if (await addressStillReceives(db, order)) return c.json(toAdOrder(order));
    const terms = await newPaymentTerms(db, order.paymentCurrency);
    if (!terms) throw noPaymentAddress(order.paymentCurrency);
    const updated = await setPaymentTerms(db, { ...order, userId }, terms);
    if (!updated) {
      if ((await findUserOrder(db, id, userId))?.status !== "pending") throw conflict(NOT_PENDING);
      throw noUniqueAmount(order.paymentCurrency);
    }
    return c.json(toAdOrder(updated));
  })
  .post("/:id/check-payment", requireUser, validate("param", orderIdParam), async (c) => {
    const { db, order } = await ownOrder(c, c.req.valid("param").id);
    if (order.paymentConfirmed) return c.json({ confirmed: true } satisfies CheckPaymentResult);
    if (!isAwaitingPayment(order.status)) throw conflict(NOT_PENDING);
    if (!order.senderAddress) {
      const message = "Please enter your wallet address before checking payment status";
      throw badRequest(message, [{ path: "senderAddress", message }]);
    }
    if (!order.paymentAddress) throw noPaymentAddress(order.paymentCurrency);
    try {
      const checked = await checkOrderPayment(c.env, db, order);
      return c.json({ confirmed: checked?.paymentConfirmed === true } satisfies CheckPaymentResult);
    } catch (err) {
      if (!(err instanceof UpstreamError)) throw err;
      const status = err.kind === "rate_limited" ? 503 : 502;
      throw new HttpError(
        status,
        "payment_check_failed",
        `Failed to check payment: ${err.message}. Please try again in a few minutes.`,
      );
    }
  });
