// `npm run dev`: wrangler dev for the API on WORKER_PORT (8787) and Vite with HMR on 5173 proxying to it.
import { spawn } from "node:child_process";
import { bin, ensureDevVars, migrateLocal, projectEnv, root, wranglerDevArgs } from "./lib.mjs";

ensureDevVars();
await migrateLocal();
const workerPort = process.env.WORKER_PORT ?? "8787";
const children = [
  spawn(
    bin("wrangler"),
    ["dev", "--port", workerPort, "--show-interactive-dev-session=false", ...wranglerDevArgs(process.argv.slice(2))],
    { cwd: root, stdio: "inherit", env: projectEnv() },
  ),
  spawn(bin("vite"), [], { cwd: root, stdio: "inherit", env: projectEnv({ WORKER_PORT: workerPort }) }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", stop);
