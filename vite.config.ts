import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { PRELOADED_ROUTES } from "./web/build/preloaded-routes.ts";
import { routePreload } from "./web/build/route-preload.ts";

/** drizzle-zod's zod, cut to what it calls (web/src/lib/zod-for-drizzle.ts says why); vitest's web tests use it too. */
export const zodForDrizzle = {
  find: /^zod\/v4$/,
  replacement: fileURLToPath(new URL("./web/src/lib/zod-for-drizzle.ts", import.meta.url)),
};

const workerUrl = `http://localhost:${process.env.WORKER_PORT ?? 8787}`;

export default defineConfig({
  root: "web",
  publicDir: "public",
  plugins: [
    tanstackRouter({
      target: "react",
      routesDirectory: "./src/routes",
      generatedRouteTree: "./src/routeTree.gen.ts",
      autoCodeSplitting: true,
      // The market at "/" is the landing page: its component ships in the entry chunk rather than behind a
      // second round trip (LCP); every other route stays split, its pending and error states in its component's
      // chunk (they are only needed with it, and kept out of the entry).
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) =>
          routeId === "/" ? [] : [["component", "pendingComponent", "errorComponent"], ["notFoundComponent"]],
      },
    }),
    react(),
    tailwindcss(),
    // A coin's page asks for its code and its first data from the HTML (web/build/route-preload.ts).
    routePreload(PRELOADED_ROUTES),
  ],
  resolve: { alias: [zodForDrizzle] },
  build: {
    outDir: "../dist",
    emptyOutDir: true,
    sourcemap: false,
    target: "es2022",
    modulePreload: {
      // The market list's code is fetched after the first paint; its dependencies load with it, not through
      // preload links, whose insertion (the first after the page's first paint) made a long task on a phone
      // (Lighthouse, median of 5: 94 with them, 97 without). Lazy routes keep theirs: they save round trips.
      resolveDependencies: (filename, deps) => (filename.includes("coin-list-view") ? [] : deps),
    },
    rolldownOptions: {
      output: {
        // Everything the first load runs (the entry's static imports) in one chunk: left to automatic
        // splitting it is 16 files shared with the lazy routes, each a round trip on a slow phone line.
        // The sortable column's button (market, ecosystem and ICP lists) rides with the list's coin parts: a chunk
        // of its own would add a file and ~300 B gzip to the JS loaded for "/". Zod, loaded by the lazy routes whose
        // forms check with schema/ (auth, advertise, news, portfolio), is one chunk, and the two tiny modules the
        // forms share another: every chunk's name is listed in the entry.
        codeSplitting: {
          groups: [
            { name: "app", tags: ["$initial"] },
            { name: "coin-parts", test: /features\/market\/coin-parts|components\/sort-button/ },
            { name: "schemas", test: /node_modules\/zod\/|domain\/ledger-constants/ },
            { name: "form-texts", test: /schema\/user-texts|lib\/field-errors/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // `npm run dev`: Vite serves the SPA with HMR and hands the API and chat socket to wrangler dev.
    // The worker checks Origin on writes, so the proxy presents the worker's own origin.
    proxy: {
      "/api": { target: workerUrl, changeOrigin: true, headers: { Origin: workerUrl } },
      "/ws": { target: workerUrl.replace("http", "ws"), ws: true, changeOrigin: true, headers: { Origin: workerUrl } },
    },
  },
});
