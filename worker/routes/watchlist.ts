import { Hono } from "hono";
import type { AppEnv } from "../env";
import { getDb } from "../db";
import { addToWatchlist, listWatchlist, removeFromWatchlist } from "../db/watchlist";
import { conflict, notFound } from "../http/errors";
import { validate } from "../http/validate";
import { requireUser, sessionUser } from "../middleware/session";
import { MAX_WATCHLIST, coinIdParam } from "../../schema/account";

/** The signed-in user's starred coins, as CoinGecko ids (PUT is idempotent: starring twice is one star). */
export const watchlistRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => c.json(await listWatchlist(getDb(c.env.DB), sessionUser(c).id)))
  .put("/:coinId", validate("param", coinIdParam), async (c) => {
    const { coinId } = c.req.valid("param");
    if (!(await addToWatchlist(getDb(c.env.DB), sessionUser(c).id, coinId, MAX_WATCHLIST))) {
      throw conflict(`A watchlist keeps at most ${MAX_WATCHLIST} coins`);
    }
    return c.json({ coinId, starred: true });
  })
  .delete("/:coinId", validate("param", coinIdParam), async (c) => {
    const { coinId } = c.req.valid("param");
    if (!(await removeFromWatchlist(getDb(c.env.DB), sessionUser(c).id, coinId)))
      throw notFound("Coin is not on your watchlist");
    return c.json({ coinId, starred: false });
  });
