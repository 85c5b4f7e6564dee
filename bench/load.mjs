// A small HTTP load generator for the API benches: keep-alive connections, a warm-up, then timed requests.
import http from "node:http";
import { percentile } from "./report.mjs";

export function get(agent, url, headers = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get(url, { agent, headers: { "Accept-Encoding": "gzip, br", ...headers } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk) => (bytes += chunk.length));
      res.on("end", () => resolve({ ms: performance.now() - started, status: res.statusCode, bytes }));
    });
    req.on("error", reject);
  });
}

/** `requests` GETs over `concurrency` connections after 2 × concurrency warm-up requests: p50, p99, non-200s. */
export async function load(url, { requests = 2000, concurrency = 50, headers = {} } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  for (let i = 0; i < concurrency * 2; i++) await get(agent, url, headers);
  const times = [];
  let next = 0;
  let bad = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next += 1;
        const r = await get(agent, url, headers);
        if (r.status !== 200) bad += 1;
        times.push(r.ms);
      }
    }),
  );
  agent.destroy();
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), bad };
}
