import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// The server build's entry is the Express app, so the app, its data layer and the
// HTTP concerns are one bundle with one database connection (docs/decisions/0001).
export default defineConfig({
  environments: {
    ssr: { build: { target: "node20", rollupOptions: { input: "./server/app.ts" } } },
  },
  plugins: [reactRouter()],
});
