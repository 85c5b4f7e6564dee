// Writes web/src/routeTree.gen.ts, the TanStack Router route tree that web/src/main.tsx imports, without a
// build: it resolves the Vite config, whose router plugin generates the tree when the config is resolved
// (the same plugin and options as `vite build` and `npm run dev`, so the file is exactly what they write).
// `npm run typecheck` and `npm test` run it first, so tsc works on a fresh clone (the file is git-ignored;
// see "Generated route tree" in docs/decisions.md).
import { join } from "node:path";
import { resolveConfig } from "vite";
import { root } from "./lib.mjs";

await resolveConfig({ configFile: join(root, "vite.config.ts"), logLevel: "warn" }, "build", "production");
