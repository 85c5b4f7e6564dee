import type { D1Migration } from "cloudflare:test";
import type { Env as WorkerEnv } from "../env";

// An interface may only extend a plain name, so the worker's Env is imported under an alias
// (`extends import("../env").Env` is a silent error in a .d.ts under skipLibCheck, leaving env untyped).
declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {
      TEST_MIGRATIONS: D1Migration[];
      FAKE_UPSTREAM_URL: string;
    }
  }
}
declare module "cloudflare:test" {
  interface ProvidedEnv extends WorkerEnv {
    TEST_MIGRATIONS: D1Migration[];
    FAKE_UPSTREAM_URL: string;
  }
}
