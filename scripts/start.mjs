// `npm start`: build when the sources are newer than the build, then serve.
// NODE_ENV=development serves through Vite instead (hot reload, no build).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const buildDir = process.env.BUILD_DIR ?? "build";
const serverBuild = path.resolve(buildDir, "server/index.js");

// The default PGlite directory lives under data/ but is not a source.
const databaseDir = path.resolve("data/pglite");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (path.resolve(full) === databaseDir) continue;
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** A bad stud file is the operator's mistake: say which file and what is wrong, without a stack. */
function failStart(error) {
  console.error(error?.name === "StudFileError" ? `\n✖ ${error.message}\n` : error);
  process.exit(1);
}

if (process.env.NODE_ENV === "development") {
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  const { start } = await vite.ssrLoadModule("./server/app.ts");
  await start(process.env, {
    dev: true,
    viteMiddlewares: vite.middlewares,
    build: () => vite.ssrLoadModule("virtual:react-router/server-build"),
  }).catch(failStart);
} else {
  const sources = ["app", "data", "transfer", "pictures", "domain", "server", "public"].filter((dir) =>
    existsSync(dir),
  );
  // SKIP_BUILD=1 serves the existing build as it is (e2e tests start extra servers
  // beside the Playwright one and must not rebuild under its feet).
  const stale =
    !existsSync(serverBuild) ||
    (process.env.SKIP_BUILD !== "1" && sources.some((dir) => newestMtime(dir) > statSync(serverBuild).mtimeMs));
  if (stale) {
    console.log("Bygger webbplatsen …");
    const result = spawnSync("npx", ["react-router", "build"], { stdio: ["inherit", "inherit", "pipe"] });
    // React Router's build hands Vite an option Vite calls deprecated (`envFile`); the project never
    // sets it and cannot change it, so that one line is left out. Every other line is passed on.
    const stderr = String(result.stderr ?? "")
      .split("\n")
      .filter((line) => !line.includes("`envFile` option is deprecated"))
      .join("\n");
    process.stderr.write(stderr);
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  process.env.NODE_ENV = "production";
  const { start } = await import(serverBuild);
  await start(process.env).catch(failStart);
}
