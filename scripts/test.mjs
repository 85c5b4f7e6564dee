// `npm test`: build the SPA once (the worker serves it and the browser tests drive it), type-check both
// halves, then run every vitest project.
import { bin, run } from "./lib.mjs";

await run(bin("vite"), ["build", "--logLevel", "warn"]);
await run(bin("tsc"), ["-p", "tsconfig.worker.json"]);
await run(bin("tsc"), ["-p", "tsconfig.web.json"]);
await run(bin("vitest"), ["run", ...process.argv.slice(2)]);
