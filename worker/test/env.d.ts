import type { D1Migration } from "cloudflare:test";
import type { Env as WorkerEnv } from "../env";

// An alias: `extends import("../env").Env` inside `declare global` silently resolved to nothing, so `env.DB` did not type-check.
type WorkerEnv = Env;

declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {
      TEST_MIGRATIONS: D1Migration[];
      FAKE_UPSTREAM_URL: string;
    }
  }
}
