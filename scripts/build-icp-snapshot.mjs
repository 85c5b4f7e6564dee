#!/usr/bin/env node
/**
 * Builds worker/data/icp-snapshot.json, the offline seed of the ICP token list, from the real recordings in
 * worker/test/fixtures (see ICP-SOURCES.md there, and docs/decisions.md for the selection).
 *
 * Identities (name, symbol, canister id, decimals, logo) come from ICPSwap's token list; a token is kept
 * when a curated list (Bitfinity, SNS aggregator) also has it, when a recording gives it a price, or when it
 * is KongSwap's own token. Figures come only from recordings that have them; everything else stays null.
 *
 *   node scripts/build-icp-snapshot.mjs
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";

const FIXTURES = new URL("../worker/test/fixtures/", import.meta.url);
const OUTPUT = new URL("../worker/data/icp-snapshot.json", import.meta.url);

export const RECORDING_FILES = {
  icpswapList: "icp-icpswap-token-list-canister-2025-01-04.json",
  bitfinity: "icp-bitfinity-tokenlist-2025-02-18.json",
  sns: "icp-sns-aggregator-list-page-0-2026-07-23.json",
  tokenAll: "icp-icpswap-info-token-all-doc-example.json",
  poolAll: "icp-icpswap-info-pool-all-doc-example.json",
  tokenChart: "icp-icpswap-info-token-chart-d1-icp-doc-example.json",
  kongswap: "kongswap-api-tokens-by-canister-DCT-2025-01-31.json",
};

/** The ICPSwap list's date: what "offline snapshot of …" names. */
const LIST_DATE = "2025-01-04T00:00:00.000Z";
/** The ICPSwap doc examples carry no timestamp of their own; the docs' commit dates stand in. */
const TOKEN_ALL_DATE = "2025-10-13T00:00:00.000Z";
const POOL_ALL_DATE = "2025-10-15T00:00:00.000Z";
/** KongSwap's own token, on the SNS subnet; the list's other KONG/KONGSWAP rows are look-alikes. */
const KONGSWAP_LEDGER = "o7oak-iyaaa-aaaaq-aadzq-cai";

export function loadRecordings() {
  const read = (name) => JSON.parse(readFileSync(new URL(name, FIXTURES), "utf8"));
  return Object.fromEntries(Object.entries(RECORDING_FILES).map(([key, name]) => [key, read(name)]));
}

/** "3.478594293357040000" → "3.47859429335704"; null for anything that is not a plain decimal. */
function decimal(value) {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  return text.includes(".") ? text.replace(/0+$/, "").replace(/\.$/, "") : text;
}

const httpsLogo = (url) => (typeof url === "string" && url.startsWith("https://") && url.length <= 300 ? url : null);

const meaningful = (row) => /[a-z0-9]/i.test(row.symbol ?? "") && /[a-z0-9]/i.test(row.name ?? "");

/**
 * The list repeats some canister ids (259 rows differ): the first row with a real name and symbol gives the
 * identity (one row of CTS is named "----"), and the first https logo of any of its rows the logo.
 */
function icpswapIdentities(list) {
  const byId = new Map();
  for (const row of list) {
    const known = byId.get(row.canisterId);
    const logo = known?.logo ?? httpsLogo(row.logo);
    if (!known || (!meaningful(known) && meaningful(row))) byId.set(row.canisterId, { ...row, logo });
    else known.logo = logo;
  }
  return byId;
}

function snsLedgers(sns) {
  return sns.map((entry) => {
    const metadata = Object.fromEntries(entry.icrc1_metadata ?? []);
    return { id: entry.canister_ids.ledger_canister_id, decimals: metadata["icrc1:decimals"]?.Nat?.[0] ?? null };
  });
}

/** Every recorded figure, by canister id, with the date it was true and the file it came from. */
function recordedFigures({ tokenAll, poolAll, tokenChart, kongswap }) {
  const figures = new Map();
  const offer = (id, entry) => {
    if (!figures.has(id)) figures.set(id, entry);
  };
  // Token-level figures first: ICPSwap's chart (dated to the second) and token list, then KongSwap.
  for (const candle of tokenChart.data.content) {
    offer(candle.tokenLedgerId, {
      price: decimal(candle.close),
      volume_24h: decimal(candle.volumeUSD),
      tvl: decimal(candle.tvlUSD),
      updated_at: new Date(candle.closeTime).toISOString(),
      from: RECORDING_FILES.tokenChart,
    });
  }
  for (const token of tokenAll.data) {
    offer(token.tokenLedgerId, {
      price: decimal(token.price),
      price_change_24h: decimal(token.priceChange24H),
      volume_24h: decimal(token.volumeUSD24H),
      tvl: decimal(token.tvlUSD),
      updated_at: TOKEN_ALL_DATE,
      from: RECORDING_FILES.tokenAll,
      name: token.tokenName,
      symbol: token.tokenSymbol,
    });
  }
  for (const token of kongswap.items) {
    offer(token.canister_id, {
      price: decimal(token.metrics.price),
      price_change_24h: decimal(token.metrics.price_change_24h),
      volume_24h: decimal(token.metrics.volume_24h),
      market_cap: decimal(token.metrics.market_cap),
      tvl: decimal(token.metrics.tvl),
      updated_at: new Date(`${token.metrics.updated_at}Z`).toISOString(),
      from: RECORDING_FILES.kongswap,
    });
  }
  // A pool only prices its two tokens (each pool's last trade); the deepest pool's price is taken.
  const pools = [...poolAll.data].sort((a, b) => Number(b.tvlUSD) - Number(a.tvlUSD));
  for (const pool of pools) {
    for (const side of ["token0", "token1"]) {
      offer(pool[`${side}LedgerId`], {
        price: decimal(pool[`${side}Price`]),
        updated_at: POOL_ALL_DATE,
        from: RECORDING_FILES.poolAll,
        name: pool[`${side}Name`],
        symbol: pool[`${side}Symbol`],
      });
    }
  }
  return figures;
}

export function buildIcpSnapshot(recordings) {
  const identities = icpswapIdentities(recordings.icpswapList);
  const bitfinity = new Map(recordings.bitfinity.tokens.map((token) => [token.id, token]));
  const sns = new Map(snsLedgers(recordings.sns).map((ledger) => [ledger.id, ledger]));
  const figures = recordedFigures(recordings);

  const wanted = new Set([...bitfinity.keys(), ...sns.keys()].filter((id) => identities.has(id)));
  wanted.add(KONGSWAP_LEDGER);
  for (const id of figures.keys()) wanted.add(id);

  const tokens = [...wanted].map((id) => {
    const listed = identities.get(id);
    const recorded = figures.get(id) ?? {};
    const name = (listed?.name ?? recorded.name ?? "").trim();
    const symbol = (listed?.symbol ?? recorded.symbol ?? "").trim();
    if (!name || !symbol) throw new Error(`no name or symbol recorded for ${id}`);
    return {
      canister_id: id,
      name,
      symbol,
      decimals: listed?.decimals ?? bitfinity.get(id)?.decimals ?? sns.get(id)?.decimals ?? null,
      logo_url: httpsLogo(listed?.logo) ?? httpsLogo(bitfinity.get(id)?.logo),
      price: recorded.price ?? null,
      market_cap: recorded.market_cap ?? null,
      volume_24h: recorded.volume_24h ?? null,
      price_change_24h: recorded.price_change_24h ?? null,
      tvl: recorded.tvl ?? null,
      updated_at: recorded.updated_at ?? LIST_DATE,
      figures_from: recorded.from ?? null,
    };
  });
  tokens.sort((a, b) => a.symbol.localeCompare(b.symbol, "en") || a.canister_id.localeCompare(b.canister_id));

  return {
    as_of: LIST_DATE,
    note: "Real identities from ICPSwap's token list (Jan 2025); figures only where a recording has them. Built by scripts/build-icp-snapshot.mjs.",
    sources: Object.values(RECORDING_FILES),
    tokens,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const snapshot = buildIcpSnapshot(loadRecordings());
  writeFileSync(OUTPUT, `${JSON.stringify(snapshot, null, 1)}\n`);
  const priced = snapshot.tokens.filter((token) => token.price !== null).length;
  console.log(`${fileURLToPath(OUTPUT)}: ${snapshot.tokens.length} tokens, ${priced} with a recorded price`);
}
