import { describe, expect, it } from "vitest";
import { useLocalD1 } from "./local-d1";

// The operator scripts against a real local D1 (wrangler's miniflare state in a temporary directory).
const { sql, script } = useLocalD1(
  "admin",
  "INSERT INTO users (username, password) VALUES ('alice', 'x'), ('bob', 'x')",
);
const admin = (...args: string[]) => script("admin.mjs", ...args);

const isAdmin = async (username: string) =>
  (await sql(`SELECT is_admin FROM users WHERE username = '${username}'`))[0]?.is_admin;

describe("npm run admin:grant / admin:revoke", { timeout: 120_000 }, () => {
  it("grants admin to an existing user, case-insensitively, and says so", async () => {
    const result = await admin("grant", "ALICE");
    expect(result).toMatchObject({ code: 0 });
    expect(result.out).toMatch(/"alice" \(user \d+\) is now an admin in the local database/);
    expect(await isAdmin("alice")).toBe(1);
    expect(await isAdmin("bob")).toBe(0);
  });

  it("says when there is nothing to change", async () => {
    expect((await admin("grant", "alice")).out).toMatch(/"alice" \(user \d+\) is already an admin/);
    expect((await admin("revoke", "bob")).out).toMatch(
      /"bob" \(user \d+\) was not an admin in the local database; nothing to revoke/,
    );
    expect(await isAdmin("bob")).toBe(0);
  });

  it("revokes admin", async () => {
    const result = await admin("revoke", "alice");
    expect(result).toMatchObject({ code: 0 });
    expect(result.out).toMatch(/"alice" \(user \d+\) is no longer an admin/);
    expect(await isAdmin("alice")).toBe(0);
  });

  it("fails clearly, changing nothing, when the user does not exist", async () => {
    for (const action of ["grant", "revoke"]) {
      const result = await admin(action, "nobody");
      expect(result.code).toBe(1);
      expect(result.out).toContain('No user named "nobody" exists in the local database. Nothing was changed.');
    }
    expect(await sql("SELECT count(*) AS n FROM users WHERE is_admin = 1")).toEqual([{ n: 0 }]);
  });

  it("refuses wrong usage and names that cannot be usernames", async () => {
    expect(await admin("grant")).toMatchObject({ code: 2, out: expect.stringContaining("Usage: npm run admin:grant") });
    expect(await admin("promote", "alice")).toMatchObject({ code: 2 });
    expect(await admin("grant", "alice", "bob")).toMatchObject({ code: 2 });
    const injection = await admin("grant", "x' OR '1'='1");
    expect(injection).toMatchObject({ code: 2, out: expect.stringContaining("is not a valid username") });
    expect(await sql("SELECT count(*) AS n FROM users WHERE is_admin = 1")).toEqual([{ n: 0 }]);
  });
});
