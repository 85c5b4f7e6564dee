import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, expectError, itRequiresSession, sessionCookie, signUp } from "../test/helpers";

const PASSWORD = "correct horse battery";
const login = async (username: string, password = PASSWORD, ua = "Test browser") => {
  const res = await api("/api/login", {
    method: "POST",
    body: { username, password },
    headers: { "CF-Connecting-IP": "203.0.113.9", "User-Agent": ua },
  });
  return res;
};

describe("POST /api/account/password", () => {
  itRequiresSession("POST", "/api/account/password", { currentPassword: PASSWORD, newPassword: "another-one-2" });

  it("changes the password, keeps this session and signs out every other", async () => {
    const { cookie, username } = await signUp("pw");
    const other = sessionCookie(await login(username));
    const res = await api("/api/account/password", {
      method: "POST",
      cookie,
      body: { currentPassword: PASSWORD, newPassword: "another-one-2" },
    });
    expect(res.status).toBe(200);
    expect((await api("/api/user", { cookie })).status).toBe(200);
    await expectError(await api("/api/user", { cookie: other }), 401);
    await expectError(await login(username), 401);
    expect((await login(username, "another-one-2")).status).toBe(200);
  });

  it("refuses a wrong current password with 400 and changes nothing", async () => {
    const { cookie, username } = await signUp("pw");
    const other = sessionCookie(await login(username));
    const error = await expectError(
      await api("/api/account/password", {
        method: "POST",
        cookie,
        body: { currentPassword: "nope-nope", newPassword: "another-one-2" },
      }),
      400,
    );
    expect(error.issues).toEqual([{ path: "currentPassword", message: "Current password is incorrect" }]);
    expect((await api("/api/user", { cookie: other })).status).toBe(200);
    expect((await login(username)).status).toBe(200);
  });

  it.each([
    [{ newPassword: "another-one-2" }, "currentPassword"],
    [{ currentPassword: PASSWORD, newPassword: "12345" }, "newPassword"],
    [{ currentPassword: PASSWORD, newPassword: "password123" }, "newPassword"],
    [{ currentPassword: PASSWORD }, "newPassword"],
  ])("refuses %j naming %s", async (body, field) => {
    const { cookie } = await signUp("pw");
    const error = await expectError(await api("/api/account/password", { method: "POST", cookie, body }), 400);
    expect(error.issues?.[0]).toMatchObject({ path: field });
  });

  it("40 changes at once: exactly one wins, the rest are refused (409, or 429 past the guessing limit), and the winner's password works", async () => {
    const { cookie, username } = await signUp("pw");
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        api("/api/account/password", {
          method: "POST",
          cookie,
          body: { currentPassword: PASSWORD, newPassword: `racing-pass-${i}` },
        }),
      ),
    );
    const won = results.map((r, i) => [r.status, i] as const).filter(([status]) => status === 200);
    expect(won).toHaveLength(1);
    // The current-password check takes a throttle slot first (one atomic call, like sign-in), so most of the
    // burst is refused with 429 before any password work; a right password gives its slot back, so how many
    // reach the check (and lose with 409) depends on timing.
    const refused = results.filter((r) => r.status !== 200).map((r) => r.status);
    expect(refused).toHaveLength(39);
    expect(refused.every((status) => status === 409 || status === 429)).toBe(true);
    expect(refused.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect((await login(username, `racing-pass-${won[0]![1]}`)).status).toBe(200);
  }, 60_000); // 80 PBKDF2 runs of 100,000 iterations

  it("throttles guessing the current password", async () => {
    const { cookie } = await signUp("pw");
    const guess = () =>
      api("/api/account/password", {
        method: "POST",
        cookie,
        body: { currentPassword: "wrong-guess", newPassword: "another-one-2" },
      });
    for (let i = 0; i < 5; i++) expect((await guess()).status).toBe(400);
    await expectError(await guess(), 429, "too_many_requests");
  });
});

describe("PUT /api/account/email", () => {
  itRequiresSession("PUT", "/api/account/email", { email: "a@example.com", currentPassword: PASSWORD });

  it("changes the email (lower-cased) with the current password", async () => {
    const { cookie, username } = await signUp("em");
    const res = await api("/api/account/email", {
      method: "PUT",
      cookie,
      body: { email: `New-${username}@Example.com`, currentPassword: PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ username, email: `new-${username}@example.com` });
    expect(await (await api("/api/user", { cookie })).json()).toMatchObject({ email: `new-${username}@example.com` });
  });

  it("refuses another user's email with 409, a bad one with 400, a wrong password with 400", async () => {
    const a = await signUp("em");
    const b = await signUp("em");
    await expectError(
      await api("/api/account/email", {
        method: "PUT",
        cookie: b.cookie,
        body: { email: `${a.username}@example.com`, currentPassword: PASSWORD },
      }),
      409,
    );
    await expectError(
      await api("/api/account/email", {
        method: "PUT",
        cookie: b.cookie,
        body: { email: "nope", currentPassword: PASSWORD },
      }),
      400,
    );
    await expectError(
      await api("/api/account/email", {
        method: "PUT",
        cookie: b.cookie,
        body: { email: "x@example.com", currentPassword: "wrong-one" },
      }),
      400,
    );
  });
});

describe("/api/account/sessions", () => {
  itRequiresSession("GET", "/api/account/sessions");
  itRequiresSession("DELETE", "/api/account/sessions/0123456789abcdef0123456789abcdef");

  it("lists the user's live sessions, marks the current one, and signs another out", async () => {
    const { cookie, username } = await signUp("se");
    const phone = sessionCookie(await login(username, PASSWORD, "Phone browser"));
    const list = (await (await api("/api/account/sessions", { cookie })).json()) as Array<{
      id: string;
      current: boolean;
      userAgent: string | null;
    }>;
    expect(list).toHaveLength(2);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const other = list.find((s) => !s.current)!;
    expect(other.userAgent).toBe("Phone browser");
    expect((await api(`/api/account/sessions/${other.id}`, { method: "DELETE", cookie })).status).toBe(200);
    await expectError(await api("/api/user", { cookie: phone }), 401);
    expect((await api("/api/user", { cookie })).status).toBe(200);
    await expectError(await api(`/api/account/sessions/${other.id}`, { method: "DELETE", cookie }), 404);
  });

  it("answers 404 for another user's session and leaves it alone", async () => {
    const mine = await signUp("se");
    const theirs = await signUp("se");
    const [their] = (await (await api("/api/account/sessions", { cookie: theirs.cookie })).json()) as Array<{
      id: string;
    }>;
    await expectError(
      await api(`/api/account/sessions/${their!.id}`, { method: "DELETE", cookie: mine.cookie }),
      404,
      "not_found",
    );
    expect((await api("/api/user", { cookie: theirs.cookie })).status).toBe(200);
  });

  it("signing out the current session clears the cookie; a bad id is a 400", async () => {
    const { cookie } = await signUp("se");
    const [me] = (await (await api("/api/account/sessions", { cookie })).json()) as Array<{ id: string }>;
    const res = await api(`/api/account/sessions/${me!.id}`, { method: "DELETE", cookie });
    expect(res.headers.get("Set-Cookie")).toMatch(/coinfolio_session=;/);
    await expectError(await api("/api/user", { cookie }), 401);
    const { cookie: next } = await signUp("se");
    await expectError(await api("/api/account/sessions/not-a-sid", { method: "DELETE", cookie: next }), 400);
  });
});

async function seedEverything(cookie: string) {
  const post = (path: string, body: unknown) => api(path, { method: "POST", cookie, body });
  expect(
    (
      await post("/api/spot-positions", {
        symbol: "btc",
        name: "Bitcoin",
        amount: "0.5",
        entryPrice: "30000",
        currentPrice: "30000",
      })
    ).status,
  ).toBe(201);
  expect(
    (
      await post("/api/leveraged-positions", {
        symbol: "eth",
        name: "Ethereum",
        size: "2",
        entryPrice: "2000",
        currentPrice: "2000",
        leverage: 5,
        liquidationPrice: "1600",
        positionType: "long",
      })
    ).status,
  ).toBe(201);
  expect(
    (await post("/api/price-alerts", { symbol: "btc", name: "Bitcoin", alertType: "above", targetPrice: "99999" }))
      .status,
  ).toBe(201);
  expect((await api("/api/watchlist/bitcoin", { method: "PUT", cookie })).status).toBe(200);
  expect((await post("/api/news", { title: "My take", content: "Body text" })).status).toBe(201);
}

describe("GET /api/account/export", () => {
  itRequiresSession("GET", "/api/account/export");

  it("downloads everything the user owns, without secrets and without other users' rows", async () => {
    const { cookie, user, username } = await signUp("ex");
    const other = await signUp("ex");
    await seedEverything(cookie);
    await seedEverything(other.cookie);
    const res = await api("/api/account/export", { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toMatch(
      new RegExp(`attachment; filename="coinfolio-${username}-\\d{4}-\\d\\d-\\d\\d\\.json"`),
    );
    const data = (await res.json()) as Record<string, unknown[]> & { account: Record<string, unknown> };
    expect(data.account).toMatchObject({ id: user.id, username, email: `${username}@example.com` });
    expect(data.account).not.toHaveProperty("password");
    expect(data.spotPositions).toEqual([expect.objectContaining({ symbol: "btc", amount: "0.5", userId: user.id })]);
    // The ledger's buy that backs the spot position (issue 15).
    expect(data.transactions).toEqual([expect.objectContaining({ type: "buy", symbol: "btc", userId: user.id })]);
    expect(data.leveragedPositions).toEqual([expect.objectContaining({ symbol: "eth", leverage: 5 })]);
    expect(data.priceAlerts).toEqual([expect.objectContaining({ targetPrice: "99999" })]);
    expect(data.watchlist).toEqual([expect.objectContaining({ coinId: "bitcoin" })]);
    expect(data.newsArticles).toEqual([expect.objectContaining({ title: "My take", authorId: user.id })]);
    expect(data.sessions).toHaveLength(1);
    expect(data.sessions![0]).not.toHaveProperty("sid");
    for (const key of [
      "chatMessages",
      "adOrders",
      "siteVisits",
      "notifications",
      "notificationSettings",
      "pushSubscriptions",
    ]) {
      expect(data[key]).toEqual(expect.any(Array));
    }
    expect(JSON.stringify(data)).not.toContain(other.username);
  });
});

describe("POST /api/account/delete", () => {
  itRequiresSession("POST", "/api/account/delete", { currentPassword: PASSWORD });

  it("refuses a wrong password and keeps the account", async () => {
    const { cookie } = await signUp("del");
    await expectError(
      await api("/api/account/delete", { method: "POST", cookie, body: { currentPassword: "wrong-one" } }),
      400,
    );
    await expectError(await api("/api/account/delete", { method: "POST", cookie, body: {} }), 400);
    expect((await api("/api/user", { cookie })).status).toBe(200);
  });

  it("deletes the user and all they own; their visits stay, anonymised; others are untouched", async () => {
    const { cookie, user, username } = await signUp("del");
    const other = await signUp("del");
    await seedEverything(cookie);
    await seedEverything(other.cookie);
    await env.DB.prepare("INSERT INTO site_visits (user_id, page) VALUES (?, '/market')").bind(user.id).run();
    const res = await api("/api/account/delete", { method: "POST", cookie, body: { currentPassword: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Set-Cookie")).toMatch(/coinfolio_session=;/);
    await expectError(await api("/api/user", { cookie }), 401);
    await expectError(await login(username), 401);
    const count = async (sql: string, id: number) => (await env.DB.prepare(sql).bind(id).first<{ n: number }>())!.n;
    for (const table of [
      "sessions",
      "spot_positions",
      "transactions",
      "leveraged_positions",
      "price_alerts",
      "watchlist_items",
      "notifications",
      "push_subscriptions",
      "notification_settings",
      "chat_messages",
      "ad_orders",
      "site_visits",
    ]) {
      expect(await count(`SELECT count(*) AS n FROM ${table} WHERE user_id = ?`, user.id), table).toBe(0);
    }
    expect(await count("SELECT count(*) AS n FROM news_articles WHERE author_id = ?", user.id)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM users WHERE id = ?", user.id)).toBe(0);
    expect(
      await count("SELECT count(*) AS n FROM site_visits WHERE user_id IS NULL AND page = '/market' AND ? > 0", 1),
    ).toBeGreaterThan(0);
    expect(await count("SELECT count(*) AS n FROM spot_positions WHERE user_id = ?", other.user.id)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM watchlist_items WHERE user_id = ?", other.user.id)).toBe(1);
  });
});
