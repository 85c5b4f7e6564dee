import { applyD1Migrations, env } from "cloudflare:test";

// Setup files run before each test file; applying is idempotent, so every file starts on the real schema.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
