// Chat benchmark (issue 7): N signed-in WebSocket clients on the room of a running server, then messages
// posted over HTTP; the time from each POST to its `new_message` at every client is measured.
// `npm run bench` runs it against a fresh app through bench/chat-run.mjs; on its own, against any local server:
//
//   BASE_URL=http://localhost:8787 CLIENTS=1000 MESSAGES=100 node bench/chat.mjs
//
// Accounts bench0001… are registered on first use and signed in on later runs. Registration is throttled
// to 10 an hour per CF-Connecting-IP; `wrangler dev` passes that header through, so each bench account
// registers from its own address in 198.18.0.0/15 (the range reserved for benchmarks). A deployed worker
// behind Cloudflare ignores the header, so this bench is for local servers only.
// Run on its own it always exits 0; the verdict is in the PASS/FAIL lines.
import { readFileSync, readdirSync, mkdirSync, writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";

const PASSWORD = "bench-password-not-secret";
export const BUDGET_P99_MS = 250;

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
async function postJson(baseUrl, path, body, headers = {}, retry = true) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: new URL(baseUrl).origin, ...headers },
    body: JSON.stringify(body),
  });
  if (res.status !== 503 || !retry) return res;
  await sleep(2000);
  return postJson(baseUrl, path, body, headers, false);
}

const cookieOf = (res) => /coinfolio_session=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0];

/** Registers bench<i> (or signs it in when it exists) and returns its session cookie. */
async function account(baseUrl, i) {
  const username = `bench${String(i + 1).padStart(4, "0")}`;
  const ip = `198.18.${(i >> 8) & 255}.${i & 255}`;
  let res = await postJson(baseUrl, "/api/register", { username, password: PASSWORD }, { "CF-Connecting-IP": ip });
  if (res.status === 409)
    res = await postJson(baseUrl, "/api/login", { username, password: PASSWORD }, { "CF-Connecting-IP": ip });
  const cookie = cookieOf(res);
  if (!res.ok || !cookie) throw new Error(`${username}: ${res.status} ${await res.text()}`);
  return { username, cookie };
}

/** The workerd processes of the server on baseUrl's port: the one listening there and its siblings. */
function serverProcesses(baseUrl) {
  const port = new URL(baseUrl).port || (baseUrl.startsWith("https") ? "443" : "80");
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

/** Resident memory of the given processes (pids), each and in total. */
export function memoryOf(pids) {
  const each = [];
  for (const pid of pids) {
    try {
      each.push({ pid, rssMiB: rssMiB(pid) });
    } catch {
      // the process ended while we looked
    }
  }
  return { each, totalMiB: each.reduce((sum, p) => sum + p.rssMiB, 0) };
}

const memoryByPort = (baseUrl) => () => memoryOf(serverProcesses(baseUrl).map((p) => p.pid));

const formatMemory = (m) =>
  m.each.length === 0
    ? "workerd not found on this machine"
    : `${m.totalMiB.toFixed(1)} MiB RSS (${m.each.map((p) => `pid ${p.pid}: ${p.rssMiB.toFixed(1)}`).join(", ")})`;

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

/** One client socket; resolves once `connected` arrives (or rejects on close/timeout). */
function openClient(wsUrl, origin, cookie, onMessage) {
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

/**
 * Runs the bench against the server on `baseUrl` and returns its figures (also written to
 * bench/results/chat.json). `memory` measures the server's processes; by default the workerd listening on
 * baseUrl's port and its siblings. Throws when the bench cannot run at all.
 */
export async function runChatBench({
  baseUrl,
  clients: CLIENTS = 1000,
  messages: MESSAGES = 100,
  gapMs = 100,
  concurrency = 16,
  memory = memoryByPort(baseUrl),
}) {
  if (typeof WebSocket !== "function") {
    throw new Error("this Node has no global WebSocket; run with the project's Node 22 (node_modules/.bin/node)");
  }
  const origin = new URL(baseUrl).origin;
  const wsUrl = `${origin.replace(/^http/, "ws")}/ws`;
  const runId = Math.random().toString(36).slice(2, 8);
  log(`chat bench: ${CLIENTS} clients, ${MESSAGES} messages, server ${baseUrl}`);
  const health = await fetch(`${baseUrl}/api/user`).catch((err) => err);
  if (health instanceof Error) throw new Error(`server not reachable at ${baseUrl}: ${health.message}`);

  let started = performance.now();
  const accounts = await pool(CLIENTS, concurrency, (i) => account(baseUrl, i));
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
    perMessage.set(message.message, { first: Math.min(m.first, ms), last: Math.max(m.last, ms) });
  };

  started = performance.now();
  const settled = await pool(CLIENTS, 50, (i) =>
    openClient(wsUrl, origin, accounts[i].cookie, onMessage).catch((err) => ({ failed: err.message, closed: true })),
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
    const res = await postJson(baseUrl, "/api/chat/messages", { message: text }, { Cookie: sender.cookie });
    if (process.env.VERBOSE) log(`  #${k} 201 after ${(performance.now() - sentAt.get(text)).toFixed(1)} ms`);
    if (res.status !== 201) log(`  POST #${k}: ${res.status} ${await res.text()}`);
    await sleep(gapMs);
  }
  const expected = MESSAGES * clients.length;
  const waitUntil = Date.now() + 10_000;
  while (latencies.length < expected && Date.now() < waitUntil) await sleep(50);
  const memAfter = memory();
  if (process.env.VERBOSE)
    for (const [text, m] of perMessage) log(`  ${text}: first ${m.first.toFixed(1)} ms, last ${m.last.toFixed(1)} ms`);

  const stillOpen = clients.filter((c) => !c.closed && c.socket.readyState === WebSocket.OPEN).length;
  const sorted = [...latencies].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p99 = percentile(sorted, 99);
  const max = sorted.at(-1) ?? NaN;

  log("");
  log(`connected:  ${clients.length}/${CLIENTS}, still open at the end: ${stillOpen}, user_count seen: ${onlineSeen}`);
  log(`delivered:  ${latencies.length}/${expected} new_message frames`);
  log(
    `latency:    p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${max.toFixed(1)} ms (POST sent → frame at client)`,
  );
  log(`memory:     before sockets ${formatMemory(memBefore)}`);
  log(`            ${CLIENTS} connected ${formatMemory(memConnected)}`);
  log(`            after messages ${formatMemory(memAfter)}`);
  log("");

  const result = {
    at: new Date().toISOString(),
    baseUrl,
    clients: CLIENTS,
    connected: clients.length,
    stillOpen,
    onlineSeen,
    messages: MESSAGES,
    delivered: latencies.length,
    expected,
    p50Ms: p50,
    p99Ms: p99,
    maxMs: max,
    budgetP99Ms: BUDGET_P99_MS,
    memory: { beforeSockets: memBefore, connected: memConnected, afterMessages: memAfter },
  };
  mkdirSync(new URL("./results/", import.meta.url), { recursive: true });
  writeFileSync(new URL("./results/chat.json", import.meta.url), JSON.stringify(result, null, 2));
  for (const c of clients) c.socket.close(1000, "bench over");
  await sleep(200);
  return result;
}

/** Run on its own: the server and sizes come from the environment, the verdict is printed. */
async function main() {
  const r = await runChatBench({
    baseUrl: (process.env.BASE_URL ?? "http://localhost:8787").replace(/\/$/, ""),
    clients: Number(process.env.CLIENTS ?? 1000),
    messages: Number(process.env.MESSAGES ?? 100),
    gapMs: Number(process.env.GAP_MS ?? 100),
    concurrency: Number(process.env.CONCURRENCY ?? 16),
  });
  const verdict = (ok, text) => log(`${ok ? "PASS" : "FAIL"} ${text}`);
  verdict(r.stillOpen === r.clients, `all ${r.clients} clients connected and stayed connected (${r.stillOpen})`);
  verdict(r.delivered === r.expected, `every client received every message (${r.delivered}/${r.expected})`);
  verdict(r.p99Ms <= BUDGET_P99_MS, `p99 POST → new_message ${r.p99Ms.toFixed(1)} ms ≤ ${BUDGET_P99_MS} ms`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main().catch((err) => log(`FAIL bench aborted: ${err.stack ?? err}`));
  process.exit(0);
}
