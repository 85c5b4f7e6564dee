import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  test: {
    // Every successful market refresh logs a line for operators; in the worker tests they only bury failures.
    onConsoleLog: (log) => !log.startsWith("market refresh of "),
    projects: [
      {
        // Worker tests run inside workerd against real D1 (migrations applied in setup) and real Durable Objects.
        plugins: [
          cloudflareTest(async ({ inject }) => ({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                SESSION_SECRET: "test-secret-0123456789abcdef0123456789abcdef",
                TEST_MIGRATIONS: await readD1Migrations(here("./migrations")),
                FAKE_UPSTREAM_URL: inject<string>("fakeUpstreamUrl"),
                // As in local runs (.dev.vars): ad payments are checked against the test ledger.
                PAYMENT_VERIFIER: "test-ledger",
                // A fixed Web Push (VAPID) key pair for the tests; npm start generates one into .dev.vars.
                VAPID_PUBLIC_KEY: "BG1QV0iYu5KztBNAoi-3gAl3ovYSLori8VYQK5SC8PXYuy45uNdMzvRK2ldNXwBwnEAoCLEFwD1C8Zes1-5kjso",
                VAPID_PRIVATE_KEY: "t0uD2SMyLEZviMyBxitZi4GOv6uXVhofn99XrjZ1MJM",
                VAPID_SUBJECT: "mailto:ops@coinfolio.test",
              },
            },
          })),
        ],
        test: {
          name: "worker",
          include: ["worker/**/*.test.ts", "durable-objects/**/*.test.ts"],
          setupFiles: ["./worker/test/apply-migrations.ts"],
          globalSetup: ["./worker/test/fake-upstream.ts"],
        },
      },
      {
        test: { name: "unit", environment: "node", include: ["domain/**/*.test.ts", "schema/**/*.test.ts", "scripts/**/*.test.ts"] },
      },
      {
        plugins: [react()],
        test: {
          name: "web",
          environment: "jsdom",
          include: ["web/**/*.test.tsx", "web/**/*.test.ts"],
          setupFiles: ["./web/test/setup.ts"],
        },
      },
      {
        test: {
          name: "e2e",
          environment: "node",
          include: ["e2e/**/*.test.ts"],
          globalSetup: ["./e2e/global-setup.ts"],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
