import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./data/schema.ts",
  out: "./data/migrations",
});
