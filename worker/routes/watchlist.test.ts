import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, expectError, itRequiresSession, signUp } from "../test/helpers";
import { MAX_WATCHLIST } from "../../schema/account";

const star = (cookie: string, coinId: string) => api(`/api/watchlist/${coinId}`, { method: "PUT", cookie });
const list = async (cookie: string) => (await (await api("/api/watchlist", { cookie })).json()) as string[];

describe("/api/watchlist", () => {
  itRequiresSession("GET", "/api/watchlist");
  itRequiresSession("PUT", "/api/watchlist/bitcoin");
  itRequiresSession("DELETE", "/api/watchlist/bitcoin");

  it("stars, lists (in starring order) and unstars coins; starring twice keeps one star", async () => {
    const { cookie } = await signUp("wl");
    expect(await list(cookie)).toEqual([]);
    expect(await (await star(cookie, "ethereum")).json()).toEqual({ coinId: "ethereum", starred: true });
    expect((await star(cookie, "bitcoin")).status).toBe(200);
    expect((await star(cookie, "bitcoin")).status).toBe(200);
    expect(await list(cookie)).toEqual(["ethereum", "bitcoin"]);
    expect((await api("/api/watchlist/ethereum", { method: "DELETE", cookie })).status).toBe(200);
    expect(await list(cookie)).toEqual(["bitcoin"]);
    await expectError(await api("/api/watchlist/ethereum", { method: "DELETE", cookie }), 404);
  });

  it("keeps each user's list to themselves: another user's star cannot be removed", async () => {
    const a = await signUp("wl");
    const b = await signUp("wl");
    await star(a.cookie, "solana");
    expect(await list(b.cookie)).toEqual([]);
    await expectError(await api("/api/watchlist/solana", { method: "DELETE", cookie: b.cookie }), 404);
    expect(await list(a.cookie)).toEqual(["solana"]);
  });

  it.each(["Bitcoin", "bit coin", "-x", "a".repeat(101)])("refuses the coin id %j with 400", async (coinId) => {
    const { cookie } = await signUp("wl");
    await expectError(await star(cookie, encodeURIComponent(coinId)), 400, "bad_request");
  });

  it("holds the cap when 40 stars arrive at once", async () => {
    const { cookie, user } = await signUp("wl");
    const values = Array.from({ length: MAX_WATCHLIST - 20 }, (_, i) => `(${user.id}, 'seed-${i}')`);
    for (let i = 0; i < values.length; i += 100) {
      await env.DB.prepare(
        `INSERT INTO watchlist_items (user_id, coin_id) VALUES ${values.slice(i, i + 100).join(",")}`,
      ).run();
    }
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => star(cookie, `coin-${i}`)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(20);
    expect(results.filter((r) => r.status === 409)).toHaveLength(20);
    expect(await list(cookie)).toHaveLength(MAX_WATCHLIST);
  });
});
