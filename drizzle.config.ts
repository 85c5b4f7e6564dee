import { defineConfig } from "drizzle-kit";

// drizzle-kit loads every file of schema/: tests live elsewhere (a test file there would be run as a schema).
export default defineConfig({
  dialect: "sqlite",
  schema: "./schema",
  out: "./migrations",
});
