// `npm test`: build the SPA once (the worker serves it and the browser tests drive it), check that the worker
// would deploy (wrangler deploy --dry-run: config, bindings, bundle; nothing is uploaded), type-check both
// halves as `npm run typecheck` does (the build has just written the route tree that `npm run typecheck`
// generates itself), then run every vitest project.
import { join } from "node:path";
import { bin, projectEnv, root, run } from "./lib.mjs";

// First the linter (`npm run lint`): the quickest check.
await run(bin("biome"), ["lint", "."]);
await run(bin("vite"), ["build", "--logLevel", "warn"]);
await run(bin("wrangler"), ["deploy", "--dry-run", "--outdir", join(root, ".tmp", "deploy-dry-run")], {
  env: projectEnv({ CI: "true", WRANGLER_SEND_METRICS: "false", WRANGLER_LOG: "warn" }),
});
await run(bin("tsc"), ["-p", "tsconfig.worker.json"]);
await run(bin("tsc"), ["-p", "tsconfig.web.json"]);
await run(bin("vitest"), ["run", ...process.argv.slice(2)]);
