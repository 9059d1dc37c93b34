import { createServer, type Server } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { sessionCookie } from "#app/auth.server";
import { requestContext } from "#app/context";
import { MAX_FORM_BYTES } from "#app/forms.server";
import { IMPORT_EXPORT_PATH, MAX_UPLOAD_BYTES, MAX_UPLOAD_MB } from "#app/import-export";
import { MAX_UPLOAD_FORM_BYTES, PICTURE_FORM_PATHS } from "#app/uploads.server";
import { configFromEnv, openDatabase, type Database } from "#data/db";
import { horseActivityInMemory } from "#data/horse-activity";
import { pedigreeInMemoryIfRead } from "#data/pedigree/in-memory";
import { eraseAnsweredContacts } from "#data/requests";
import { purgeStaleLoginData } from "#data/sessions";
import { studRecordsInMemory } from "#data/stud-records";
import { upsertAdmin } from "#data/users";
import { DEFAULT_STABLE_NAME } from "#domain";
import * as texts from "#domain/texts";
import { seedDemoStud } from "#transfer/seed";
import { importStud, readStudFiles } from "#transfer/stud";
import { afterWrites } from "./after-writes";
import { servedImages } from "./images";
import { expensiveWorkLimits, LOAD_LIMITS, loadLimitsFromEnv, type LoadLimits } from "./load-limits";
import {
  databaseMonitor,
  outagePage,
  outageStatus,
  REQUEST_DEADLINE_MS,
  requestDeadline,
  STATEMENT_TIMEOUT_MS,
} from "./outage";
import { knownQueryOnly } from "./query-params";
import { errorResponses, pageRequestGuards } from "./request-guards";
import { responseCache } from "./response-cache";
import {
  hstsFromEnv,
  limitBodySize,
  noStoreForAdmin,
  requestLog,
  sameOriginPosts,
  rememberedTrust,
  securityHeaders,
  trustProxyFromEnv,
  type TrustProxy,
} from "./security";
import { seoRoutes } from "./seo";
import { gracefulShutdown, SHUTDOWN_LIMIT_MS, type Drain } from "./shutdown";
import { staticFiles } from "./static-files";

export interface AppOptions {
  database: Database;
  dev?: boolean;
  stableName?: string;
  log?: boolean;
  /** PUBLIC_URL: the origin shared links and the sitemap name; without it, each request's own. */
  publicUrl?: string;
  /** ALLOW_EXTERNAL_IMAGES=true: the CSP lets pictures load from other hosts (old data). */
  allowExternalImages?: boolean;
  /** Express's `trust proxy` (TRUST_PROXY); off by default. */
  trustProxy?: boolean | number | string;
  /** Strict-Transport-Security on https responses (with Secure cookies; HSTS=off switches it off). */
  hsts?: boolean;
  /** Production: marks responses `Connection: close` once the server drains (server/shutdown.ts). */
  drain?: Drain;
  /** Dev mode: Vite's middlewares and its freshly loaded server build. */
  viteMiddlewares?: express.RequestHandler;
  build?: () => Promise<ServerBuild>;
  /**
   * Reads what the horse pages hold in memory (the pedigree, the stud's records) at once, and again
   * as soon as a write is answered, instead of when the next visitor asks for a page and waits for
   * it (about 0.6 s on a stud of 10,000 horses). `start` sets it.
   */
  readAhead?: boolean;
  /** The limits on expensive work (server/load-limits.ts); `start` reads them from the environment. */
  loadLimits?: LoadLimits;
}

export function createApp(options: AppOptions) {
  const { database } = options;
  const dev = options.dev ?? false;
  const monitor = databaseMonitor(database);
  const heldPedigree = pedigreeInMemoryIfRead(database.db, () => database.dataVersion());
  const studRecords = studRecordsInMemory(database.db, () => database.dataVersion());
  const horseActivity = horseActivityInMemory(database.db, () => database.dataVersion());
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", options.trustProxy ?? false);
  // A function is taken as it is: the one Express compiled from the setting, its answers kept.
  app.set("trust proxy", rememberedTrust(app.get("trust proxy fn") as TrustProxy));
  if (options.log !== false) app.use(requestLog());
  if (options.drain) app.use(options.drain.middleware);
  if (options.readAhead) {
    // A failed read is logged where it fails (keptPerVersion); a page then reads from SQL.
    const readAhead = () => void Promise.all([heldPedigree(), studRecords(), horseActivity()]).catch(() => undefined);
    readAhead();
    app.use(afterWrites(readAhead));
  }
  app.use(securityHeaders({ dev, hsts: options.hsts, allowExternalImages: options.allowExternalImages }));
  app.use(noStoreForAdmin());
  // gzip level 4, not zlib's default 6: every page is compressed as it is sent (the response cache
  // keeps it uncompressed), and on a 33 KB horse page level 4 costs about 0.4× the CPU of level 6
  // for 3.6 % more bytes (docs/performance/log.md, 2026-11-28). Browsers asking for brotli get the
  // middleware's own fast brotli setting (quality 4).
  app.use(compression({ level: 4 }));
  const publicUrl = (req: express.Request) =>
    options.publicUrl?.replace(/\/+$/, "") ?? `${req.protocol}://${req.get("host") ?? "localhost"}`;
  app.use(servedImages(database.db));
  app.use(seoRoutes(database.db, { publicUrl }));

  // Browsers and crawlers ask for /favicon.ico whatever the page names: the site's icon is an SVG.
  app.get("/favicon.ico", (_req, res) => res.redirect(301, "/favicon.svg"));

  // Before the pages and the limits on expensive work: it never waits for a turn among them, and
  // only a database that does not answer makes it 503 (a busy process is not an outage).
  app.get("/healthz", async (_req, res) => {
    if (await monitor.answers(REQUEST_DEADLINE_MS)) res.status(200).json({ status: "ok", database: database.driver });
    else res.status(503).json({ status: "unavailable", database: database.driver });
  });

  if (options.viteMiddlewares) {
    app.use(options.viteMiddlewares);
  } else {
    app.use(staticFiles(path.resolve(process.env.BUILD_DIR ?? "build", "client")));
  }

  app.use(outageStatus(monitor));
  app.use(requestDeadline(monitor, outagePage()));
  app.use(pageRequestGuards(texts.faults));
  app.use(sameOriginPosts());
  // 200 kB for every form; the import page takes MAX_UPLOAD_MB (a backup with its pictures), the picture forms a 15 MB file.
  app.use(
    limitBodySize(MAX_FORM_BYTES, texts.validation.formTooLarge, [
      {
        path: IMPORT_EXPORT_PATH,
        maxBytes: MAX_UPLOAD_BYTES,
        message: texts.studTransfer.page.tooLarge(MAX_UPLOAD_MB),
      },
      ...PICTURE_FORM_PATHS.map((path) => ({
        path,
        maxBytes: MAX_UPLOAD_FORM_BYTES,
        message: texts.pictures.formTooLarge,
      })),
    ]),
  );
  const privatePaths = ["/admin", "/login", "/logout"];
  app.use(knownQueryOnly(privatePaths));
  if (!dev)
    app.use(
      responseCache({
        // Not asked while the database is known to be away; one that cannot be read tells the
        // monitor. Either way the page renders uncached, and the router answers 503 at once.
        version: () =>
          monitor.isDown()
            ? Promise.reject(new Error("database away"))
            : database.dataVersion().catch((error: unknown) => {
                monitor.report(error);
                throw error;
              }),
        sessionCookie: sessionCookie.name,
        privatePaths,
      }),
    );
  // After the cache: only its misses are limited.
  app.use(expensiveWorkLimits(options.loadLimits ?? LOAD_LIMITS));
  const stableName = options.stableName ?? DEFAULT_STABLE_NAME;
  const pages = (build: ServerBuild | (() => Promise<ServerBuild>)) =>
    createRequestHandler({
      build,
      mode: dev ? "development" : "production",
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(requestContext, {
          db: database.db,
          nonce: String(res.locals.nonce),
          stableName,
          clientIp: req.ip ?? "unknown",
          publicUrl: publicUrl(req),
          databaseDown: monitor.isDown,
          reportFailure(error) {
            const outage = monitor.report(error);
            if (outage) res.locals.outage = true;
            return outage;
          },
          metOutage: () => res.locals.outage === true,
          heldPedigree: () => heldPedigree(res.locals.dataVersion as number | undefined),
          dataVersion: res.locals.dataVersion as number | undefined,
          studRecords: () => studRecords(res.locals.dataVersion as number | undefined),
          horseActivity: () => horseActivity(res.locals.dataVersion as number | undefined),
        });
        return context;
      },
    });
  // Dev mode loads the build afresh for every request (hot reload). In production it is loaded
  // once: React Router derives its route tables from a build object once, but from a build
  // function on every request (about a millisecond per page).
  if (options.build) app.use(pages(options.build));
  else app.use(once(async () => pages((await import("virtual:react-router/server-build")) as ServerBuild)));
  app.use(errorResponses(texts.faults.badRequest));
  return app;
}

/** A handler made on the first request that needs it, then kept (a failure is tried again next time). */
function once(make: () => Promise<express.RequestHandler>): express.RequestHandler {
  let made: Promise<express.RequestHandler> | undefined;
  return (req, res, next) => {
    made ??= make().catch((error: unknown) => {
      made = undefined;
      throw error;
    });
    made.then((handler) => handler(req, res, next), next);
  };
}

/**
 * Opens the database, migrates, seeds, bootstraps the admin: everything `npm start` needs. All of it
 * runs under the startup lock, so instances that start at the same moment take turns (the later
 * ones find the migrations applied and the demo stud seeded).
 */
export async function prepareDatabase(env: NodeJS.ProcessEnv = process.env): Promise<Database> {
  const config = configFromEnv(env);
  const database = await openDatabase(config, { migrate: false });
  try {
    await database.withStartupLock(async () => {
      await database.migrate();
      if ((env.SEED ?? "demo") !== "none")
        await seedDemoStud(database.db, { stableName: env.STABLE_NAME ?? DEFAULT_STABLE_NAME });
      // Extra stud files (e2e fixtures, a stud of one's own): idempotent like the demo seed.
      if (env.SEED_FILE) {
        for (const { file, stud } of readStudFiles(env.SEED_FILE)) {
          const counts = await importStud(database.db, stud);
          console.log(JSON.stringify({ time: new Date().toISOString(), msg: "stud file imported", file, ...counts }));
        }
      }
      if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) await upsertAdmin(database.db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
      // Sessions and sign-in failures of earlier runs that no longer count.
      await purgeStaleLoginData(database.db);
      // Visitors' contact details past their time (docs/product.md, "Requests"); again every day (start).
      await eraseAnsweredContacts(database.db);
    });
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  if (config.driver !== "postgres") return database;
  // Migrations and seeding may take long; serving is held to the statement timeout, so a database
  // that stops answering costs a page seconds, not minutes (docs/operations.md).
  await database.close();
  return openDatabase({ ...config, statementTimeoutMs: STATEMENT_TIMEOUT_MS }, { migrate: false });
}

/** How often a running server erases requests' contact details past their time: daily. */
const ERASURE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * The most a request's line and headers may hold. The season plan's GET form names every chosen
 * mare with her goal in its address (about 100 bytes a mare): a stud of 300 mares asks about
 * 36 KB, past Node's default of 16 KB, which would answer 431 instead of the plan.
 */
const MAX_REQUEST_HEAD_BYTES = 64 * 1024;

/** The production entry: serve until SIGTERM/SIGINT, then finish in-flight requests and close. */
export async function start(env: NodeJS.ProcessEnv = process.env, extra: Partial<AppOptions> = {}) {
  const database = await prepareDatabase(env);
  const drain = gracefulShutdown(outagePage());
  const app = createApp({
    database,
    stableName: env.STABLE_NAME,
    publicUrl: env.PUBLIC_URL || undefined,
    allowExternalImages: env.ALLOW_EXTERNAL_IMAGES === "true",
    drain,
    trustProxy: trustProxyFromEnv(env),
    hsts: hstsFromEnv(env),
    readAhead: true,
    loadLimits: loadLimitsFromEnv(env),
    ...extra,
  });
  // The erasure of requests' contact details runs every day too, not only at start and in the inbox.
  const erasure = setInterval(() => {
    eraseAnsweredContacts(database.db).catch((error: unknown) =>
      console.error(JSON.stringify({ time: new Date().toISOString(), msg: "erasure failed", error: String(error) })),
    );
  }, ERASURE_INTERVAL_MS);
  erasure.unref();
  const port = Number(env.PORT ?? 3000);
  const server: Server = await new Promise((resolve) => {
    const listening = createServer({ maxHeaderSize: MAX_REQUEST_HEAD_BYTES }, app).listen(port, () =>
      resolve(listening),
    );
  });
  console.log(
    JSON.stringify({
      time: new Date().toISOString(),
      msg: "listening",
      url: `http://localhost:${port}`,
      database: database.driver,
    }),
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    clearInterval(erasure);
    console.log(JSON.stringify({ time: new Date().toISOString(), msg: "shutting down", signal }));
    setTimeout(() => process.exit(1), SHUTDOWN_LIMIT_MS).unref();
    await drain.drain(server);
    await database.close().catch(() => undefined);
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  return server;
}
