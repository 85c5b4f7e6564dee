// Chat benchmark (issue 7): N signed-in WebSocket clients on the room of a running server, then messages
// posted over HTTP; the time from each POST to its `new_message` at every client is measured.
//
//   BASE_URL=http://localhost:8787 CLIENTS=500 MESSAGES=100 node bench/chat.mjs
//
// Accounts bench0001… are registered on first use and signed in on later runs. Registration is throttled
// to 10 an hour per CF-Connecting-IP; `wrangler dev` passes that header through, so each bench account
// registers from its own address in 198.18.0.0/15 (the range reserved for benchmarks). A deployed worker
// behind Cloudflare ignores the header, so this bench is for local servers only.
// Always exits 0; the verdict is in the PASS/FAIL lines.
import { readFileSync, readdirSync, mkdirSync, writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";

const BASE_URL = (process.env.BASE_URL ?? "http://localhost:8787").replace(/\/$/, "");
const CLIENTS = Number(process.env.CLIENTS ?? 500);
const MESSAGES = Number(process.env.MESSAGES ?? 100);
const GAP_MS = Number(process.env.GAP_MS ?? 100);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 16);
const PASSWORD = "bench-password-not-secret";
const BUDGET_P99_MS = 250;

const origin = new URL(BASE_URL).origin;
const wsUrl = `${origin.replace(/^http/, "ws")}/ws`;
const runId = Math.random().toString(36).slice(2, 8);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (...args) => console.log(...args);

/** Runs `task` for 0..n-1 with at most `limit` at once. */
async function pool(n, limit, task) {
  const results = new Array(n);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, n) }, async () => {
      while (next < n) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}

/** A JSON POST; retried once on 503, which `wrangler dev` answers while it reloads the worker. */
async function postJson(path, body, headers = {}, retry = true) {
  const res = await fetch(`${BASE_URL}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin, ...headers },
    body: JSON.stringify(body),
  });
  if (res.status !== 503 || !retry) return res;
  await sleep(2000);
  return postJson(path, body, headers, false);
}

const cookieOf = (res) => /coinfolio_session=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0];

/** Registers bench<i> (or signs it in when it exists) and returns its session cookie. */
async function account(i) {
  const username = `bench${String(i + 1).padStart(4, "0")}`;
  const ip = `198.18.${(i >> 8) & 255}.${i & 255}`;
  let res = await postJson("/api/register", { username, password: PASSWORD }, { "CF-Connecting-IP": ip });
  if (res.status === 409) res = await postJson("/api/login", { username, password: PASSWORD }, { "CF-Connecting-IP": ip });
  const cookie = cookieOf(res);
  if (!res.ok || !cookie) throw new Error(`${username}: ${res.status} ${await res.text()}`);
  return { username, cookie };
}

/** The workerd processes of the server on BASE_URL's port: the one listening there and its siblings. */
function serverProcesses() {
  const port = new URL(BASE_URL).port || (BASE_URL.startsWith("https") ? "443" : "80");
  const procs = [];
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
      if (!args[0]?.endsWith("workerd")) continue;
      const ppid = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")[1];
      procs.push({ pid, ppid, args: args.join(" ") });
    } catch {
      // the process ended while we looked
    }
  }
  const entry = procs.find((p) => new RegExp(`--socket-addr=entry=[^ ]*:${port}( |$)`).test(p.args));
  return entry ? procs.filter((p) => p.ppid === entry.ppid) : [];
}

const rssMiB = (pid) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) / 1024 : NaN;
};

function memory() {
  const procs = serverProcesses();
  const each = procs.map((p) => ({ pid: p.pid, rssMiB: rssMiB(p.pid) }));
  return { each, totalMiB: each.reduce((sum, p) => sum + p.rssMiB, 0) };
}

const formatMemory = (m) =>
  m.each.length === 0
    ? "workerd not found on this machine"
    : `${m.totalMiB.toFixed(1)} MiB RSS (${m.each.map((p) => `pid ${p.pid}: ${p.rssMiB.toFixed(1)}`).join(", ")})`;

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);

/** One client socket; resolves once `connected` arrives (or rejects on close/timeout). */
function openClient(cookie, onMessage) {
  return new Promise((resolve, reject) => {
    const client = { socket: null, open: false, closed: false, count: 0, connectMs: NaN };
    const t0 = performance.now();
    const socket = new WebSocket(wsUrl, { headers: { Cookie: cookie, Origin: origin } });
    client.socket = socket;
    const timer = setTimeout(() => reject(new Error("no connected frame within 30 s")), 30_000);
    socket.addEventListener("message", (event) => {
      const frame = JSON.parse(String(event.data));
      if (frame.type === "connected") {
        client.open = true;
        client.connectMs = performance.now() - t0;
        clearTimeout(timer);
        resolve(client);
      } else if (frame.type === "user_count") client.count = frame.count;
      else if (frame.type === "new_message") onMessage(frame.message);
    });
    socket.addEventListener("close", () => {
      client.closed = true;
      clearTimeout(timer);
      reject(new Error("closed before connected"));
    });
    socket.addEventListener("error", () => {});
  });
}

async function main() {
  if (typeof WebSocket !== "function") {
    log("FAIL this Node has no global WebSocket; run with the project's Node 22 (node_modules/.bin/node)");
    return;
  }
  log(`chat bench: ${CLIENTS} clients, ${MESSAGES} messages, server ${BASE_URL}`);
  const health = await fetch(`${BASE_URL}/api/user`).catch((err) => err);
  if (health instanceof Error) {
    log(`FAIL server not reachable at ${BASE_URL}: ${health.message}`);
    return;
  }

  let started = performance.now();
  const accounts = await pool(CLIENTS, CONCURRENCY, account);
  log(`accounts: ${accounts.length} signed in (${((performance.now() - started) / 1000).toFixed(1)} s)`);

  const memBefore = memory();
  const sentAt = new Map();
  const latencies = [];
  const perMessage = new Map();
  const onMessage = (message) => {
    const t0 = sentAt.get(message.message);
    if (t0 === undefined) return;
    const ms = performance.now() - t0;
    latencies.push(ms);
    const m = perMessage.get(message.message) ?? { first: Infinity, last: 0 };
    perMessage.set(message.message, { first: Math.min(m.first, ms), last: Math.max(m.last, ms), post: m.post });
  };

  started = performance.now();
  const settled = await pool(CLIENTS, 50, (i) =>
    openClient(accounts[i].cookie, onMessage).catch((err) => ({ failed: err.message, closed: true })),
  );
  const clients = settled.filter((c) => !c.failed);
  const connectMs = clients.map((c) => c.connectMs).sort((a, b) => a - b);
  log(
    `sockets: ${clients.length}/${CLIENTS} connected in ${((performance.now() - started) / 1000).toFixed(1)} s, 50 at a time ` +
      `(handshake to connected: p50 ${percentile(connectMs, 50).toFixed(1)} ms, p99 ${percentile(connectMs, 99).toFixed(1)} ms)`,
  );
  for (const failure of new Set(settled.filter((c) => c.failed).map((c) => c.failed))) log(`  refused: ${failure}`);

  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && clients.some((c) => c.count < clients.length)) await sleep(50);
  const onlineSeen = Math.min(...clients.map((c) => c.count));
  const memConnected = memory();

  for (let k = 0; k < MESSAGES; k++) {
    const sender = accounts[k % accounts.length];
    const text = `bench ${runId} #${k}`;
    sentAt.set(text, performance.now());
    const res = await postJson("/api/chat/messages", { message: text }, { Cookie: sender.cookie });
    if (process.env.VERBOSE) log(`  #${k} 201 after ${(performance.now() - sentAt.get(text)).toFixed(1)} ms`);
    if (res.status !== 201) log(`  POST #${k}: ${res.status} ${await res.text()}`);
    await sleep(GAP_MS);
  }
  const expected = MESSAGES * clients.length;
  const waitUntil = Date.now() + 10_000;
  while (latencies.length < expected && Date.now() < waitUntil) await sleep(50);
  const memAfter = memory();
  if (process.env.VERBOSE) for (const [text, m] of perMessage) log(`  ${text}: first ${m.first.toFixed(1)} ms, last ${m.last.toFixed(1)} ms`);

  const stillOpen = clients.filter((c) => !c.closed && c.socket.readyState === WebSocket.OPEN).length;
  const sorted = [...latencies].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p99 = percentile(sorted, 99);
  const max = sorted.at(-1) ?? NaN;

  log("");
  log(`connected:  ${clients.length}/${CLIENTS}, still open at the end: ${stillOpen}, user_count seen: ${onlineSeen}`);
  log(`delivered:  ${latencies.length}/${expected} new_message frames`);
  log(`latency:    p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${max.toFixed(1)} ms (POST sent → frame at client)`);
  log(`memory:     before sockets ${formatMemory(memBefore)}`);
  log(`            ${CLIENTS} connected ${formatMemory(memConnected)}`);
  log(`            after messages ${formatMemory(memAfter)}`);
  log("");
  const verdict = (ok, text) => log(`${ok ? "PASS" : "FAIL"} ${text}`);
  verdict(stillOpen === CLIENTS, `all ${CLIENTS} clients connected and stayed connected (${stillOpen})`);
  verdict(latencies.length === expected, `every client received every message (${latencies.length}/${expected})`);
  verdict(p99 <= BUDGET_P99_MS, `p99 POST → new_message ${p99.toFixed(1)} ms ≤ ${BUDGET_P99_MS} ms`);

  mkdirSync(new URL("./results/", import.meta.url), { recursive: true });
  writeFileSync(
    new URL("./results/chat.json", import.meta.url),
    JSON.stringify(
      { at: new Date().toISOString(), baseUrl: BASE_URL, clients: CLIENTS, connected: clients.length, stillOpen, messages: MESSAGES,
        delivered: latencies.length, expected, p50Ms: p50, p99Ms: p99, maxMs: max, budgetP99Ms: BUDGET_P99_MS,
        memory: { beforeSockets: memBefore, connected: memConnected, afterMessages: memAfter } },
      null,
      2,
    ),
  );
  for (const c of clients) c.socket.close(1000, "bench over");
  await sleep(200);
}

await main().catch((err) => log(`FAIL bench aborted: ${err.stack ?? err}`));
process.exit(0);
