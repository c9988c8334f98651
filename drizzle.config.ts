import { defineConfig } from "drizzle-kit";

// Generates the SQL migrations in drizzle/ from the one schema; the server applies them at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema.ts",
  out: "./drizzle",
});
