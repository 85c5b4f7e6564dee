// `npm run soak` (issue 14): a bounded mixed load against a fresh local app, on loopback only. For
// SOAK_SECONDS (60) it sends SOAK_RATE (20) requests a second, spread over market reads, sign-ins, position
// writes and chat, with at most MAX_IN_FLIGHT open at once. It prints requests sent, 5xx (budget 0), p99 per
// route, chat frames delivered, and the database's row counts before and after against what was written.
import { performance } from "node:perf_hooks";
import { rmSync } from "node:fs";
import { loadavg } from "node:os";
import { bin, d1Execute, run } from "../scripts/lib.mjs";
import { percentile, record, summary } from "./report.mjs";
import { startApp } from "./server.mjs";

const DURATION_MS = Number(process.env.SOAK_SECONDS ?? 60) * 1000;
const RATE = Number(process.env.SOAK_RATE ?? 20);
const USERS = 20;
const MAX_IN_FLIGHT = 32;
const PASSWORD = "soak-password-not-secret";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One user of the load: its own address (198.18.0.0/15, reserved for benchmarks), cookie and positions. */
async function signUpUser(baseUrl, i, runId) {
  const username = `soak${runId}${i}`;
  const ip = `198.19.200.${i + 1}`;
  const res = await fetch(`${baseUrl}/api/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl, "CF-Connecting-IP": ip },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  const cookie = /coinfolio_session=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0];
  if (res.status !== 201 || !cookie) throw new Error(`register ${username}: ${res.status} ${await res.text()}`);
  return { username, ip, cookie, positions: [], sentChatAt: 0 };
}

/** A chat socket of the user that counts the new_message frames it receives. */
function openSocket(baseUrl, user, counter) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, "ws")}/ws`, {
      headers: { Cookie: user.cookie, Origin: baseUrl },
    });
    socket.addEventListener("message", (event) => {
      const frame = JSON.parse(String(event.data));
      if (frame.type === "connected") resolve(socket);
      if (frame.type === "new_message") counter.received += 1;
    });
    socket.addEventListener("close", () => reject(new Error("socket closed before connected")));
    socket.addEventListener("error", () => {});
  });
}

const countRows = async (tables) => {
  const sql = tables.map((table) => `SELECT '${table}' AS name, count(*) AS n FROM ${table}`).join(" UNION ALL ");
  const [result] = await d1Execute(sql);
  return Object.fromEntries(result.results.map((row) => [row.name, row.n]));
};

/** The load's actions: name (the route as reported), weight, and what it sends for a user. */
function actions(baseUrl, written) {
  const json = (method, body, user, extra = { Cookie: user.cookie }) => ({
    method,
    headers: { "Content-Type": "application/json", Origin: baseUrl, ...extra },
    body: JSON.stringify(body),
  });
  return [
    { name: "GET /api/top-coins", weight: 5, send: () => fetch(`${baseUrl}/api/top-coins?limit=100`) },
    { name: "GET /api/market-status", weight: 1, send: () => fetch(`${baseUrl}/api/market-status`) },
    { name: "GET /api/news", weight: 1, send: () => fetch(`${baseUrl}/api/news`) },
    {
      // A fresh sign-in from the user's address (without the session cookie, which it would replace).
      name: "POST /api/login",
      weight: 1,
      send: (user) =>
        fetch(
          `${baseUrl}/api/login`,
          json("POST", { username: user.username, password: PASSWORD }, user, { "CF-Connecting-IP": user.ip }),
        ),
      done: (res) => {
        if (res.status === 200) written.sessions += 1;
      },
    },
    {
      name: "GET /api/spot-positions",
      weight: 1,
      send: (user) => fetch(`${baseUrl}/api/spot-positions`, { headers: { Cookie: user.cookie } }),
    },
    {
      name: "POST /api/spot-positions",
      weight: 3,
      send: (user) =>
        fetch(
          `${baseUrl}/api/spot-positions`,
          json(
            "POST",
            { symbol: "BTC", name: "Bitcoin", amount: "0.5", entryPrice: "40000", currentPrice: "50000" },
            user,
          ),
        ),
      done: async (res, user) => {
        if (res.status !== 201) return;
        written.spot += 1;
        user.positions.push((await res.json()).id);
      },
    },
    {
      name: "PATCH /api/spot-positions/:id",
      weight: 2,
      send: (user) => {
        const id = user.positions.at(-1);
        return id === undefined
          ? null
          : fetch(
              `${baseUrl}/api/spot-positions/${id}`,
              json("PATCH", { amount: String(1 + Math.random()).slice(0, 8) }, user),
            );
      },
    },
    {
      name: "DELETE /api/spot-positions/:id",
      weight: 1,
      send: (user) => {
        const id = user.positions.shift();
        return id === undefined ? null : fetch(`${baseUrl}/api/spot-positions/${id}`, json("DELETE", {}, user));
      },
      done: (res) => {
        if (res.status === 200) written.spot -= 1;
      },
    },
    {
      name: "POST /api/chat/messages",
      weight: 1,
      // Within the room's 5 messages per 10 s per user: each user posts at most every 2.5 s.
      send: (user) => {
        if (performance.now() - user.sentChatAt < 2500) return null;
        user.sentChatAt = performance.now();
        return fetch(
          `${baseUrl}/api/chat/messages`,
          json("POST", { message: `soak ${Math.random().toString(36).slice(2)}` }, user),
        );
      },
      done: (res) => {
        if (res.status === 201) written.chat += 1;
      },
    },
  ];
}

async function soak() {
  await run(bin("vite"), ["build", "--logLevel", "warn"]);
  const app = await startApp({ vars: {} });
  process.env.STATE_DIR = app.stateDir;
  const runId = Math.random().toString(36).slice(2, 6);
  try {
    if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(app.baseUrl))
      throw new Error(`refusing to load ${app.baseUrl}: loopback only`);
    const users = [];
    for (let i = 0; i < USERS; i++) users.push(await signUpUser(app.baseUrl, i, runId));
    const frames = { received: 0 };
    const sockets = await Promise.all(users.map((user) => openSocket(app.baseUrl, user, frames)));
    const tables = ["users", "sessions", "spot_positions", "chat_messages"];
    const before = await countRows(tables);
    const written = { sessions: 0, spot: 0, chat: 0 };
    const list = actions(app.baseUrl, written);
    const wheel = list.flatMap((action) => Array(action.weight).fill(action));

    const stats = new Map(list.map((action) => [action.name, { sent: 0, status: new Map(), ms: [] }]));
    let inFlight = 0;
    let skipped = 0;
    let networkErrors = 0;
    const pending = new Set();
    const started = performance.now();
    console.log(
      `soak: ${RATE} requests/s for ${DURATION_MS / 1000} s against ${app.baseUrl} (${USERS} users, ${sockets.length} chat sockets)`,
    );
    for (let tick = 0; performance.now() - started < DURATION_MS; tick++) {
      const due = started + (tick * 1000) / RATE;
      if (due > performance.now()) await sleep(due - performance.now());
      const action = wheel[tick % wheel.length];
      const user = users[tick % users.length];
      if (inFlight >= MAX_IN_FLIGHT) {
        skipped += 1;
        continue;
      }
      const t0 = performance.now();
      const request = action.send(user);
      if (!request) continue;
      inFlight += 1;
      const stat = stats.get(action.name);
      stat.sent += 1;
      const job = request
        .then(async (res) => {
          stat.ms.push(performance.now() - t0);
          stat.status.set(res.status, (stat.status.get(res.status) ?? 0) + 1);
          await action.done?.(res, user);
          if (!res.bodyUsed) await res.arrayBuffer();
        })
        .catch(() => (networkErrors += 1))
        .finally(() => {
          inFlight -= 1;
          pending.delete(job);
        });
      pending.add(job);
    }
    await Promise.all(pending);
    const elapsed = (performance.now() - started) / 1000;
    await sleep(1000);
    const after = await countRows(tables);
    for (const socket of sockets) socket.close(1000, "soak over");

    let sent = 0;
    let serverErrors = 0;
    for (const [name, stat] of stats) {
      sent += stat.sent;
      const fives = [...stat.status].filter(([code]) => code >= 500).reduce((sum, [, n]) => sum + n, 0);
      serverErrors += fives;
      const codes = [...stat.status]
        .sort(([a], [b]) => a - b)
        .map(([code, n]) => `${code}×${n}`)
        .join(" ");
      const sorted = [...stat.ms].sort((a, b) => a - b);
      record(
        `soak ${name} p99 (p50) [${codes}]`,
        `${(percentile(sorted, 99) ?? NaN).toFixed(1)} (${(percentile(sorted, 50) ?? NaN).toFixed(1)})`,
        "ms",
      );
    }
    record("soak machine load average (1 min) at the end", loadavg()[0].toFixed(1), "", undefined, undefined);
    record(
      "soak requests sent",
      `${sent} in ${elapsed.toFixed(1)} s (${(sent / elapsed).toFixed(1)}/s), ${skipped} skipped at ${MAX_IN_FLIGHT} in flight`,
      "",
    );
    record(
      "soak 5xx answers and network errors",
      `${serverErrors} + ${networkErrors}`,
      "",
      "0",
      serverErrors === 0 && networkErrors === 0,
    );
    const expectedFrames = written.chat * sockets.length;
    record(
      "soak chat new_message frames delivered",
      `${frames.received}/${expectedFrames}`,
      "",
      "every socket, every message",
      frames.received === expectedFrames,
    );
    const rows = [
      ["users", 0],
      ["sessions", written.sessions],
      ["spot_positions", written.spot],
      ["chat_messages", written.chat],
    ];
    for (const [table, change] of rows) {
      const ok = after[table] - before[table] === change;
      record(
        `soak ${table} rows before → after`,
        `${before[table]} → ${after[table]}`,
        "",
        `${change >= 0 ? "+" : ""}${change} written`,
        ok,
      );
    }
  } finally {
    app.stop();
    rmSync(app.stateDir, { recursive: true, force: true });
  }
}

await soak().catch((err) =>
  record("soak did not complete", err instanceof Error ? err.message : String(err), "", "completes", false),
);
process.exitCode = summary() ? 1 : 0;
