import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import recordedTokens from "../test/fixtures/icp-icpswap-info-token-all-doc-example.json";
import { getDb } from "../db";
import { ICP_SNAPSHOT, readIcpMeta, readIcpTokens } from "../db/icp";
import { clearIcpCache, icpRowCount, liveEnv } from "../test/icp-helpers";
import { runScheduled } from "../jobs";
import { refreshIcpTokens, secondsUntilNextIcpRefresh } from "./icp-refresh";

const BABE = "k2iiu-naaaa-aaaam-qdbya-cai";
const at = (time: string) => new Date(`2026-11-21T${time}Z`);
const db = () => getDb(env.DB);

beforeEach(clearIcpCache);
afterEach(() => vi.restoreAllMocks());

describe("ICP token refresh (cron, every 5 minutes)", () => {
  it("does nothing while ICP_SOURCE is offline", async () => {
    expect(await refreshIcpTokens(env, at("10:05:00"))).toEqual({ status: "offline" });
    expect(await icpRowCount()).toBe(0);
  });

  it("replaces the cached list with ICPSwap's and labels it with the refresh time", async () => {
    expect(await refreshIcpTokens(liveEnv(), at("10:05:00"))).toEqual({ status: "refreshed", tokens: 1 });
    const rows = await readIcpTokens(db());
    expect(rows).toEqual([
      {
        canisterId: BABE,
        name: "Baby jade 8",
        symbol: "Babe",
        decimals: null,
        logoUrl: null,
        price: "0.000008583216191659",
        marketCap: null,
        volume24h: "14.719851697960286329",
        priceChange24h: "0.9582539555367746",
        tvl: "2338.182883547660257355",
        updatedAt: at("10:05:00"),
        source: "icpswap",
      },
    ]);
    expect(await readIcpMeta(db())).toMatchObject({
      source: "icpswap",
      updatedAt: at("10:05:00"),
      lastError: null,
      lockUntil: null,
    });
  });

  it("keeps the snapshot's real decimals and logo for a token ICPSwap lists without them", async () => {
    const [babe] = recordedTokens.data;
    const icpRow = {
      ...babe,
      tokenLedgerId: "ryjl3-tyaaa-aaaaa-aaaba-cai",
      tokenName: "Internet Computer",
      tokenSymbol: "ICP",
    };
    vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ ...recordedTokens, data: [icpRow] }));
    await refreshIcpTokens(liveEnv(), at("10:05:00"));
    const [icp] = await readIcpTokens(db());
    expect(icp).toMatchObject({
      decimals: 8,
      logoUrl: "https://wqfao-piaaa-aaaag-qj5ba-cai.raw.icp0.io/ryjl3-tyaaa-aaaaa-aaaba-cai",
    });
  });

  it("keeps the last good list when ICPSwap fails, noting the failure", async () => {
    await refreshIcpTokens(liveEnv(), at("10:05:00"));
    await expect(refreshIcpTokens(liveEnv("500"), at("10:10:00"))).rejects.toThrow("ICPSwap answered 500");
    expect((await readIcpTokens(db())).map((row) => [row.canisterId, row.updatedAt])).toEqual([[BABE, at("10:05:00")]]);
    expect(await readIcpMeta(db())).toMatchObject({
      source: "icpswap",
      updatedAt: at("10:05:00"),
      lastAttemptAt: at("10:10:00"),
      lastError: "ICPSwap answered 500",
      lockUntil: null,
    });
    // The lock was released: the next run refreshes.
    expect(await refreshIcpTokens(liveEnv(), at("10:15:00"))).toMatchObject({ status: "refreshed" });
  });

  it.each(["junk", "429"] as const)("keeps the last good list when ICPSwap answers %s", async (mode) => {
    await refreshIcpTokens(liveEnv(), at("10:05:00"));
    await expect(refreshIcpTokens(liveEnv(mode), at("10:10:00"))).rejects.toThrow();
    expect((await readIcpTokens(db())).map((row) => row.canisterId)).toEqual([BABE]);
  });

  it("falls back to the snapshot when the very first refresh fails", async () => {
    await expect(refreshIcpTokens(liveEnv("500"), at("10:05:00"))).rejects.toThrow();
    expect(await icpRowCount()).toBe(ICP_SNAPSHOT.tokens.length);
    expect(await readIcpMeta(db())).toMatchObject({ source: "snapshot", lastError: "ICPSwap answered 500" });
  });

  it("treats an answer without a usable token as a failure, not as an empty list", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      Response.json({ ...recordedTokens, data: [{ tokenLedgerId: "junk" }] }),
    );
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await expect(refreshIcpTokens(liveEnv(), at("10:05:00"))).rejects.toThrow("ICPSwap listed no usable tokens");
    expect(await icpRowCount()).toBe(ICP_SNAPSHOT.tokens.length);
  });

  it("skips a run while another one holds the lock", async () => {
    await refreshIcpTokens(liveEnv(), at("10:05:00"));
    await env.DB.prepare("UPDATE icp_meta SET lock_until = ?").bind(at("10:11:00").getTime()).run();
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    expect(await refreshIcpTokens(liveEnv(), at("10:10:00"))).toEqual({ status: "busy" });
    expect(fetchSpy).not.toHaveBeenCalled();
    // An expired lock (a crashed run) does not block.
    expect(await refreshIcpTokens(liveEnv(), at("10:15:00"))).toMatchObject({ status: "refreshed" });
  });

  it("is run by the minute cron on every fifth minute only", async () => {
    await runScheduled(liveEnv(), at("10:07:00"));
    expect(await icpRowCount()).toBe(0);
    await runScheduled(liveEnv(), at("10:15:00"));
    expect((await readIcpMeta(db()))?.source).toBe("icpswap");
  });

  it("lets clients cache a list until a minute after the next refresh", () => {
    expect(secondsUntilNextIcpRefresh(at("10:05:00"))).toBe(300 + 60);
    expect(secondsUntilNextIcpRefresh(at("10:09:30"))).toBe(30 + 60);
    expect(secondsUntilNextIcpRefresh(at("10:09:59.500"))).toBe(1 + 60);
  });
});
