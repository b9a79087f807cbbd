import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import { constants as zlibConstants } from "node:zlib";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import "./fastify-types";
import type { AccessLevel, CoupleArea } from "@shared/schemas/collaboration";
import type { Config } from "./config";
import { AppError } from "./errors";
import { securityHeadersPlugin, siteSecurityPolicy } from "./plugins/security-headers";
import { openDatabase, type Database } from "./db/client";
import { seedIfEmpty } from "./db/seed/seed-if-empty";
import { createAuth, type Auth } from "./modules/auth/auth";
import {
  BUDGET_REMINDERS_JOB,
  budgetRemindersHandler,
  budgetRemindersSchedule,
} from "./modules/budgets/budget-reminders.service";
import { helpersWithArea } from "./modules/contributors/contributors.service";
import {
  CHAT_DIGEST_JOB,
  chatDigestHandler,
  chatDigestSchedule,
} from "./modules/conversations/conversation-digest.service";
import { purgeDeletedGuests } from "./modules/guests/guest-bulk";
import { forgetSearchVocabulary } from "./modules/listings/search-vocabulary";
import { affectsListings, createListingCache, type ListingCache } from "./modules/listings/listing-cache";
import { createDetailRefresher, type DetailRefresher } from "./modules/listings/listing-details";
import { createViewCounter } from "./modules/listings/listing-views";
import { vendorDetailSource } from "./modules/vendors/vendors.service";
import { venueDetailSource } from "./modules/venues/venues.service";
import { createGuestListBus, type GuestListBus } from "./modules/guests/guest-list-bus";
import { registerErrorHandler } from "./plugins/error-handler";
import { finishOpenApiDocument, type RouteFacts } from "./plugins/openapi-document";
import { registerIdempotency } from "./plugins/idempotency";
import { registerCacheControl } from "./plugins/cache-control";
import { registerEncodedEtags } from "./plugins/http-cache";
import { createBus, type Bus } from "./realtime/bus";
import { createRedisClient } from "./realtime/redis-client";
import { shareListingInvalidation } from "./modules/listings/listing-cache-sync";
import { createLiveHub, type LiveHub } from "./realtime/live-hub";
import { registerInputGuard } from "./plugins/input-guard";
import { registerRequestOrigin } from "./plugins/request-origin";
import { registerSessionGuard } from "./plugins/session-guard";
import { createMailTransport } from "./providers/email/email-provider";
import type { Mailer } from "./providers/email/mailer";
import { createStorage } from "./providers/storage/storage-provider";
import { createOutboxMailer, MAIL_JOB, mailJobHandler } from "./providers/email/outbox-mailer";
import { CLEANUP_JOB, cleanupJobHandler, cleanupSchedule } from "./jobs/job-cleanup";
import { createJobRunner, type JobRunner, type RunnerOptions } from "./jobs/job-runner";
import { registerRoutes } from "./routes";

export type RouteInfo = RouteFacts & {
  isCoupleOwned: boolean;
  /** The area a couple-owned route opens to contributors (`config.coupleOwned.area`); null: couple only. */
  coupleArea: CoupleArea | "any" | null;
  /** The level a contributor needs there: `config.coupleOwned.level`, else "view" to read, "edit" to write. */
  coupleLevel: AccessLevel | null;
};
export type App = {
  app: FastifyInstance;
  database: Database;
  auth: Auth;
  /** The outbox: services' mail is stored and delivered by `jobs`. */
  mailer: Mailer;
  /** The job runner (mail delivery, scheduled jobs); tests may await `jobs.drain()`. */
  jobs: JobRunner;
  routes: RouteInfo[];
  /** Public listing answers kept in memory (writes through the API on any process clear it; direct database writes don't). */
  listingCache: ListingCache;
  /** Listing detail answers built ahead in the database (the bench awaits `settled()`). */
  listingDetails: DetailRefresher;
  /** The fan-out between app processes (realtime/bus.ts). */
  bus: Bus;
  /** The live channel's address book: `live.send(userIds, event)` reaches their open tabs on any process. */
  live: LiveHub;
  /** "This couple's guest list changed", on every process (modules/guests/guest-list-bus.ts). */
  guestList: GuestListBus;
};

const defaultClientDir = fileURLToPath(new URL("../../dist/client", import.meta.url));

export type BuildOptions = {
  config: Config;
  /** Reuse an open database (tests share one per file); otherwise one is opened from the config. */
  database?: Database;
  clientDir?: string;
  logger?: boolean;
  /** Share one bus between apps (tests of several "processes" in one); otherwise made from REDIS_URL. */
  bus?: Bus;
  /** Job runner timings (tests shorten the retry backoff). */
  jobs?: Partial<RunnerOptions>;
};

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes "trust the n addresses nearest the socket" (what
 * Express does with a number): Fastify 5 itself treats a number as "trust nothing".
 */
function trustProxyOption(setting: Config["TRUST_PROXY"]) {
  return typeof setting === "number" ? (_address: string, hop: number) => hop < setting : setting;
}

/** Builds the whole server. main.ts listens on it; tests use app.inject() or listen on port 0. */
export async function buildApp(opts: BuildOptions): Promise<App> {
  const { config } = opts;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
            ...(process.stdout.isTTY && config.NODE_ENV === "development"
              ? { transport: { target: "pino-pretty" } }
              : {}),
          },
    // Honour an incoming request id (from a proxy) when it looks sane; otherwise make one.
    genReqId: (req) => {
      const incoming = req.headers["x-request-id"];
      return typeof incoming === "string" && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    // Off unless TRUST_PROXY names the proxy (decision 020): otherwise X-Forwarded-For picks req.ip.
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  // The route table, so a test can prove every non-public /api route refuses a caller without a session.
  const routes: RouteInfo[] = [];
  app.addHook("onRoute", (r) => {
    for (const method of [r.method].flat())
      routes.push({
        method,
        url: r.url,
        isPublic: r.config?.public === true,
        hasPathParams: /:[A-Za-z]/.test(r.url),
        rateLimited: r.config?.rateLimit !== undefined || r.config?.limited === true,
        produces: (r.schema as { produces?: string[] } | undefined)?.produces ?? [],
        conditional: r.config?.httpCache !== undefined,
        isCoupleOwned: r.config?.coupleOwned !== undefined && r.config.coupleOwned !== false,
        coupleArea: typeof r.config?.coupleOwned === "object" ? r.config.coupleOwned.area : null,
        coupleLevel:
          typeof r.config?.coupleOwned === "object"
            ? (r.config.coupleOwned.level ?? (method === "GET" ? "view" : "edit"))
            : null,
      });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (req, reply) => {
    reply.header("x-request-id", req.id);
  });

  const ownsDatabase = !opts.database;
  const database =
    opts.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolSize: config.DATABASE_POOL_SIZE,
      checkTransactions: config.NODE_ENV === "test",
    }));
  // The fan-out between app processes (Redis pub/sub with REDIS_URL, in-process otherwise) and the live
  // channel's address book on it (issue #13; docs/decisions/031).
  const bus = opts.bus ?? createBus(config.REDIS_URL, { prefix: config.REDIS_PREFIX, log: app.log });
  const live = createLiveHub(bus);
  // Counters every process must share (rate limits, the RSVP look-up guards) live in Redis when there is
  // one; otherwise in this process's memory (docs/decisions/032).
  const redis = config.REDIS_URL ? createRedisClient(config.REDIS_URL, app.log) : undefined;
  // A guest list change reaches the couple's own open list through GET /api/guests/live, and the tabs of
  // helpers who may see guests through the live channel (their list refetches; issue #13).
  const guestList = createGuestListBus(bus, {
    onAnnounce: (coupleId) => {
      helpersWithArea(database.db, coupleId, "guests")
        .then((ids) => live.send(ids, { type: "guest-list", coupleId }))
        .catch((err: unknown) => app.log.warn({ err, coupleId }, "guest list news to helpers failed"));
    },
  });
  const transport = createMailTransport(config, database.db);
  const storage = createStorage(config);
  const jobs = createJobRunner({
    db: database.db,
    handlers: {
      [MAIL_JOB]: mailJobHandler(transport),
      [CLEANUP_JOB]: cleanupJobHandler(database.db, [purgeDeletedGuests]),
      // Offline mail of conversations, batched (issue #13; docs/decisions/034).
      [CHAT_DIGEST_JOB]: chatDigestHandler({
        db: database.db,
        mailer: () => mailer,
        publicUrl: config.publicUrl,
        delayMs: config.CHAT_DIGEST_DELAY_MS,
      }),
      // Payment reminders, each once however many processes run (issue #14; docs/decisions/037).
      [BUDGET_REMINDERS_JOB]: budgetRemindersHandler({
        db: database.db,
        mailer: () => mailer,
        publicUrl: config.publicUrl,
      }),
    },
    schedules: [
      cleanupSchedule,
      chatDigestSchedule(config.CHAT_DIGEST_EVERY_MS),
      budgetRemindersSchedule(config.BUDGET_REMINDERS_EVERY_MS),
    ],
    log: app.log,
    // The development mailbox is read by people (and tests) right after a request: poll more often.
    options: { pollMs: transport.kind === "mailbox" ? 250 : 1000, ...opts.jobs },
  });
  let queuedInTransaction = false;
  const mailer = createOutboxMailer({
    db: database.db,
    transport,
    onQueued: jobs.kick,
    onQueuedInTransaction: () => (queuedInTransaction = true),
  });
  // Mail queued inside a transaction is visible once it commits, at the latest when the response leaves.
  app.addHook("onResponse", async () => {
    if (!queuedInTransaction) return;
    queuedInTransaction = false;
    jobs.kick();
  });
  const auth = createAuth({ config, db: database.db, mailer, log: app.log });
  if (config.SEED_DEMO || ownsDatabase)
    // Two processes starting on one database take turns (the seed reads, then inserts what is missing).
    await database.withStartupLock(() =>
      seedIfEmpty(database.db, {
        demo: config.SEED_DEMO,
        // A known admin password must never exist in production (demo-accounts.ts).
        demoAdmin: config.NODE_ENV !== "production",
      }),
    );

  app.addHook("onClose", async () => {
    // Running deliveries finish first; what is still queued stays in the table for the next start.
    await jobs.close();
    await mailer.close();
    await storage.close();
    guestList.close();
    if (!opts.bus) await bus.close();
    await redis?.quit().catch(() => {});
    if (ownsDatabase) await database.close();
  });

  registerErrorHandler(app);
  // Before any route is registered: routes copy the parsers and hooks that exist when they are added.
  registerInputGuard(app);
  registerRequestOrigin(app, { trustedOrigins: config.trustedOrigins });
  registerCacheControl(app);
  await app.register(cookie);
  // JSON answers and pages compressed on the fly (built assets are precompressed on disk); brotli at
  // quality 4 costs little CPU and still beats gzip. Hijacked streams (June's SSE) are not touched.
  await app.register(compress, {
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // After compress: a brotli- or gzip-coded answer's ETag names its coding (plugins/http-cache.ts).
  registerEncodedEtags(app);
  await app.register(securityHeadersPlugin, siteSecurityPolicy(config.publicUrl));
  await app.register(rateLimit, {
    global: false,
    // Shared by every process (one INCR per request); a Redis outage lets requests through rather than
    // failing them, logged by the client (decision 032).
    ...(redis ? { redis, nameSpace: `${config.REDIS_PREFIX}rate:`, skipOnError: true } : {}),
    keyGenerator: (req) => req.ip ?? "unknown",
    // Thrown by the plugin; AppError carries the code and message through the one error handler.
    errorResponseBuilder: (_req, ctx) =>
      new AppError(
        "RATE_LIMITED",
        `Too many requests. Please wait ${Math.ceil(ctx.ttl / 1000)} seconds and try again.`,
      ),
  });
  await app.register(swagger, {
    openapi: {
      // 3.1: schemas are JSON Schema 2020-12, so a field that can be null says so (decision 046).
      openapi: "3.1.0",
      info: {
        title: "June Weddings API",
        version: "0.1.0",
        description: "The product's JSON API. Auth endpoints (better-auth) live under /api/auth.",
      },
      components: {
        securitySchemes: { session: { type: "apiKey", in: "cookie", name: "better-auth.session_token" } },
      },
    },
    transform: jsonSchemaTransform,
    // Sessions, error answers and non-JSON content types, derived from the route table (decision 046).
    transformObject: (doc) =>
      "openapiObject" in doc ? finishOpenApiDocument(doc.openapiObject, routes) : doc.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });

  registerSessionGuard(app, auth);
  registerIdempotency(app, database.db);

  // The listing services, which the listing routes and the server-rendered listing pages share.
  // Listing page views, counted in memory and written in batches (listing-views.ts); the last batch on close.
  const views = createViewCounter(database.db, { flushMs: 5000, log: app.log });
  app.addHook("onClose", () => views.close());
  // Listing detail answers built ahead, so a first visit reads one row (issue #21, decision 059).
  const listingDetails = createDetailRefresher(database.db, [venueDetailSource, vendorDetailSource], {
    log: app.log,
  });
  app.addHook("onClose", () => listingDetails.close());
  // Public listing answers kept in memory; a successful write that can change a listing clears them.
  const listingCache = createListingCache({
    enabled: config.LISTING_CACHE === "on",
    // A listing hidden or removed elsewhere answers 404 on refresh: expected, not worth a warning.
    onRefreshError: (err) => {
      if (!(err instanceof AppError)) app.log.warn({ err }, "listing answer refresh failed");
    },
    // The search vocabulary in memory follows the listings too (decision 053), and the answers built
    // ahead are checked again (decision 059; the triggers already made the changed city's stale).
    onInvalidate: () => {
      forgetSearchVocabulary(database.db);
      listingDetails.kick();
    },
  });
  // Cleared here at once, and on every other process through the bus (listing-cache-sync.ts).
  const invalidateListings = shareListingInvalidation(bus, listingCache);
  app.addHook("onResponse", async (req, reply) => {
    if (reply.statusCode < 400 && affectsListings(req.method, req.url)) invalidateListings();
  });

  // Every feature route, then the single-page app (routes.ts).
  await registerRoutes(app, {
    config,
    database,
    auth,
    mailer,
    transport,
    storage,
    jobs,
    bus,
    live,
    guestList,
    redis,
    views,
    listingCache,
    clientDir: opts.clientDir ?? config.CLIENT_DIR ?? defaultClientDir,
  });
  // Every subscription above is live before the first request (a second process's news is not missed).
  await bus.ready();
  jobs.start();
  return { app, database, auth, mailer, jobs, routes, listingCache, listingDetails, bus, live, guestList };
}
