// `npm test`: build the SPA once (the worker serves it and the browser tests drive it), then run every vitest
// project and, beside them, check that the worker would deploy (wrangler deploy --dry-run: config, bindings,
// bundle; nothing is uploaded) and type-check both halves as `npm run typecheck` does (the build has just
// written the route tree that `npm run typecheck` generates itself). The checks run one after another while the
// tests run, at the lowest CPU priority (nice 19 where there is `nice`), so they only take what the tests leave
// idle. Their output is held and printed when each ends, so it does not cut into the test report. Fails if any
// step fails.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { bin, projectEnv, root, run } from "./lib.mjs";

const NICE = process.platform === "win32" ? null : "nice";

/**
 * Runs a command to completion at the lowest priority with its output held, then prints it; resolves to an
 * error message or null.
 */
function held(label, command, args, env = projectEnv()) {
  return new Promise((resolve) => {
    const started = Date.now();
    const [file, fileArgs] = NICE ? [NICE, ["-n", "19", command, ...args]] : [command, args];
    const child = spawn(file, fileArgs, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", (error) => resolve(`${label}: ${error.message}`));
    child.on("exit", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `\n[${label}] ${code === 0 ? "passed" : `FAILED (exit ${code})`} in ${seconds} s\n${output.trimEnd() ? `${output.trimEnd()}\n` : ""}`,
      );
      resolve(code === 0 ? null : `${label} exited with ${code}`);
    });
  });
}

async function checks() {
  const failures = [];
  const deployEnv = projectEnv({ CI: "true", WRANGLER_SEND_METRICS: "false", WRANGLER_LOG: "warn" });
  failures.push(
    await held(
      "wrangler deploy --dry-run",
      bin("wrangler"),
      ["deploy", "--dry-run", "--outdir", join(root, ".tmp", "deploy-dry-run")],
      deployEnv,
    ),
  );
  failures.push(await held("tsc -p tsconfig.worker.json", bin("tsc"), ["-p", "tsconfig.worker.json"]));
  failures.push(await held("tsc -p tsconfig.web.json", bin("tsc"), ["-p", "tsconfig.web.json"]));
  return failures.filter(Boolean);
}

// First the linter and the formatter's check (`npm run lint`): the quickest check.
await run(bin("biome"), ["check", "."]);
await run(bin("vite"), ["build", "--logLevel", "warn"]);
const [checkFailures, testFailure] = await Promise.all([
  checks(),
  run(bin("vitest"), ["run", ...process.argv.slice(2)]).then(
    () => null,
    (error) => error.message,
  ),
]);
const failures = [...checkFailures, ...(testFailure ? [testFailure] : [])];
if (failures.length) {
  console.error(`\nnpm test failed:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
