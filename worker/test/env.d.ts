import type { D1Migration } from "cloudflare:test";
import type { Env } from "../env";

declare global {
  namespace Cloudflare {
    interface Env extends import("../env").Env {
      TEST_MIGRATIONS: D1Migration[];
      FAKE_UPSTREAM_URL: string;
    }
  }
}
declare module "cloudflare:test" {
  interface ProvidedEnv extends Env {
    TEST_MIGRATIONS: D1Migration[];
    FAKE_UPSTREAM_URL: string;
  }
}
