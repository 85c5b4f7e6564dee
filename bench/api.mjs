// GET /api/top-coins?limit=1000 with 1000 coins stored, warm, 50 concurrent connections, against the same bytes
// served as a static asset by the same server (the floor). Budget: p99 within 2x the floor; compressed payload
// <= 120 KB.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { join } from "node:path";
import { root } from "../scripts/lib.mjs";
import { get, load } from "./load.mjs";
import { record } from "./report.mjs";
import { startLiveMarketApp } from "./live-market.mjs";

const FLOOR_PATH = "/bench-floor/top-coins.json";

export async function benchApi() {
  const floorDir = join(root, "dist", "bench-floor");
  const live = await startLiveMarketApp();
  let app = live.app;
  try {
    const res = await fetch(`${app.baseUrl}/api/top-coins?limit=1000`);
    const body = await res.text();
    const count = JSON.parse(body).length;
    record("top-coins rows served", count, "coins", "1000", count === 1000);
    mkdirSync(floorDir, { recursive: true });
    writeFileSync(join(floorDir, "top-coins.json"), body);
    // The static floor is served from dist/, which the server reads when it starts.
    app = await live.restart();

    const gz = await get(new http.Agent(), `${app.baseUrl}/api/top-coins?limit=1000`);
    record("top-coins compressed payload", (gz.bytes / 1024).toFixed(1), "KB", "<= 120 KB", gz.bytes <= 120 * 1024);
    // The market page's second request, made after the list (docs/decisions.md, payload budget). The fake's
    // pages 2–4 repeat page 1's lines, which gzip finds: 1000 real lines are about 34 KB.
    const lines = await get(new http.Agent(), `${app.baseUrl}/api/sparklines?limit=1000`);
    record("sparklines compressed payload (750 of the lines repeated)", (lines.bytes / 1024).toFixed(1), "KB");

    const api = await load(`${app.baseUrl}/api/top-coins?limit=1000`);
    const floor = await load(`${app.baseUrl}${FLOOR_PATH}`);
    record("static floor p50", floor.p50.toFixed(1), "ms");
    record("static floor p99", floor.p99.toFixed(1), "ms");
    record("top-coins p50 (50 concurrent)", api.p50.toFixed(1), "ms");
    record(
      "top-coins p99 (50 concurrent)",
      api.p99.toFixed(1),
      "ms",
      `<= 2x floor p99 = ${(2 * floor.p99).toFixed(1)} ms`,
      api.p99 <= 2 * floor.p99 && api.bad === 0,
    );
    if (api.bad) record("top-coins non-200 answers", api.bad, "", "0", false);
  } finally {
    await live.stop();
    rmSync(floorDir, { recursive: true, force: true });
  }
}
