import { defineConfig } from "drizzle-kit";

// `npm run db:generate` turns schema changes into a new versioned SQL migration.
export default defineConfig({
  dialect: "postgresql",
  schema: "./api/db/schema/index.ts",
  out: "./api/db/migrations",
});
