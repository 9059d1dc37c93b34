// `npm start`: build when the sources are newer than the build, then serve.
// NODE_ENV=development serves through Vite instead (hot reload, no build).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const buildDir = process.env.BUILD_DIR ?? "build";
const serverBuild = path.resolve(buildDir, "server/index.js");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

if (process.env.NODE_ENV === "development") {
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  const { start } = await vite.ssrLoadModule("./server/app.ts");
  await start(process.env, {
    dev: true,
    viteMiddlewares: vite.middlewares,
    build: () => vite.ssrLoadModule("virtual:react-router/server-build"),
  });
} else {
  const sources = ["app", "data", "domain", "server", "public"].filter((dir) => existsSync(dir));
  const stale = !existsSync(serverBuild) || sources.some((dir) => newestMtime(dir) > statSync(serverBuild).mtimeMs);
  if (stale) {
    console.log("Bygger webbplatsen …");
    const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  process.env.NODE_ENV = "production";
  const { start } = await import(serverBuild);
  await start(process.env);
}
