import { randomUUID } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { constants as zlibConstants } from "node:zlib";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import websocket from "@fastify/websocket";
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
import { accountRoutes } from "./modules/account/account.routes";
import { accountSecurityRoutes } from "./modules/account-security/account-security.routes";
import { adminRoutes } from "./modules/admin/admin.routes";
import { createHelpArticles } from "./modules/help-desk/help-articles";
import { helpDeskAdminRoutes } from "./modules/help-desk/help-desk-admin.routes";
import { helpDeskRoutes } from "./modules/help-desk/help-desk.routes";
import { claimRoutes } from "./modules/claims/claims.routes";
import { createAuth, type Auth } from "./modules/auth/auth";
import { authRoutes } from "./modules/auth/auth.routes";
import { clientConfigRoutes } from "./modules/client-config/client-config.routes";
import { contactRoutes } from "./modules/contact/contact.routes";
import { couplePageRoutes } from "./modules/couple-pages/couple-pages.routes";
import { contributorRoutes } from "./modules/contributors/contributors.routes";
import { budgetSharingRoutes } from "./modules/budgets/budget-sharing.routes";
import {
  BUDGET_REMINDERS_JOB,
  budgetRemindersHandler,
  budgetRemindersSchedule,
} from "./modules/budgets/budget-reminders.service";
import { budgetRoutes } from "./modules/budgets/budget.routes";
import { budgetImportRoutes } from "./modules/budgets/budget-import.routes";
import { helpersWithArea } from "./modules/contributors/contributors.service";
import { devMailboxRoutes } from "./modules/dev-mailbox/dev-mailbox.routes";
import { healthRoutes } from "./modules/health/health.routes";
import { inquiryRoutes } from "./modules/inquiries/inquiries.routes";
import { conversationRoutes } from "./modules/conversations/conversations.routes";
import {
  CHAT_DIGEST_JOB,
  chatDigestHandler,
  chatDigestSchedule,
} from "./modules/conversations/conversation-digest.service";
import { purgeDeletedGuests } from "./modules/guests/guest-bulk";
import { guestRoutes } from "./modules/guests/guests.routes";
import { guideRoutes } from "./modules/guides/guides.routes";
import { planningQuizRoutes } from "./modules/planning-quiz/planning-quiz.routes";
import { reviewRoutes } from "./modules/reviews/reviews.routes";
import { pollRoutes } from "./modules/polls/polls.routes";
import { savedVenueRoutes } from "./modules/saved-venues/saved-venues.routes";
import { questionRoutes } from "./modules/questions/questions.routes";
import { coupleDashboardRoutes } from "./modules/couple-dashboard/couple-dashboard.routes";
import { onboardingRoutes } from "./modules/onboarding/onboarding.routes";
import { tourRoutes } from "./modules/tours/tours.routes";
import { createTimelinePlanner } from "./modules/timeline/timeline-planner";
import { timelineRoutes } from "./modules/timeline/timeline.routes";
import { getListingPageData } from "./modules/listings/listing-page-data";
import { getListingPageMeta } from "./modules/listings/listing-pages.service";
import { forgetSearchVocabulary } from "./modules/listings/search-vocabulary";
import { affectsListings, createListingCache, type ListingCache } from "./modules/listings/listing-cache";
import { createDetailRefresher, type DetailRefresher } from "./modules/listings/listing-details";
import { createViewCounter } from "./modules/listings/listing-views";
import { ownerVenueRoutes } from "./modules/owner-venues/owner-venues.routes";
import { uploadRoutes } from "./modules/uploads/uploads.routes";
import { foundingRoutes } from "./modules/founding/founding.routes";
import { friendorRoutes } from "./modules/friendors/friendors.routes";
import { vendorListingRoutes } from "./modules/vendor-listing/vendor-listing.routes";
import { vendorRoutes } from "./modules/vendors/vendors.routes";
import { vendorDetailSource } from "./modules/vendors/vendors.service";
import { venueProfileRoutes } from "./modules/venue-profiles/venue-profiles.routes";
import { venueRoutes } from "./modules/venues/venues.routes";
import { venueDetailSource } from "./modules/venues/venues.service";
import { loadGuestAssets } from "./modules/guest-pages/guest-assets";
import { registrationPageRoutes } from "./modules/guest-pages/registration-pages.routes";
import { websitePageRoutes } from "./modules/guest-pages/website-pages.routes";
import { guestRegistrationRoutes } from "./modules/guest-registration/guest-registration.routes";
import { guestRegistrationReviewRoutes } from "./modules/guests/guest-registrations.routes";
import { weddingWebsiteRoutes } from "./modules/wedding-websites/wedding-websites.routes";
import { juneIntakeRoutes } from "./modules/june-intake/june-intake.routes";
import { knowledgeBase } from "./modules/june/knowledge/search-knowledge";
import { juneRoutes } from "./modules/june/june.routes";
import { graceRoutes } from "./modules/grace/grace.routes";
import { helpTicketCreateRoutes } from "./modules/help-tickets/help-tickets-create.routes";
import { createGraceAudio } from "./providers/ai/grace/audio";
import { createGraceEngine } from "./providers/ai/grace/grace-engine";
import { createSupportKnowledge } from "./providers/ai/grace/support-knowledge";
import { vendorAiRoutes } from "./modules/vendor-ai/vendor-ai.routes";
import { rsvpPageRoutes } from "./modules/guest-pages/rsvp-page.routes";
import { guestQrRoutes } from "./modules/guests/guest-qr.routes";
import { createGuestListBus, type GuestListBus } from "./modules/guests/guest-list-bus";
import { createLookupGuard, createRedisLookupGuard } from "./modules/guests/lookup-guard";
import { rsvpRoutes } from "./modules/guests/rsvp.routes";
import { createRunSheetNews } from "./modules/run-sheets/run-sheet-news";
import { runSheetRoutes } from "./modules/run-sheets/run-sheets.routes";
import { createEngine } from "./providers/ai/engine";
import { createWriter } from "./providers/ai/writer/writer";
import { authBridge } from "./plugins/auth-bridge";
import { registerErrorHandler } from "./plugins/error-handler";
import { finishOpenApiDocument, type RouteFacts } from "./plugins/openapi-document";
import { registerIdempotency } from "./plugins/idempotency";
import { registerCacheControl } from "./plugins/cache-control";
import { registerEncodedEtags } from "./plugins/http-cache";
import { createBus, type Bus } from "./realtime/bus";
import { createRedisClient } from "./realtime/redis-client";
import { shareListingInvalidation } from "./modules/listings/listing-cache-sync";
import { LIVE_MAX_FRAME, liveRoutes } from "./modules/live/live.routes";
import { createLiveHub, type LiveHub } from "./realtime/live-hub";
import { registerInputGuard } from "./plugins/input-guard";
import { registerRequestOrigin } from "./plugins/request-origin";
import { readViewer, registerSessionGuard } from "./plugins/session-guard";
import { loadPageRenderer } from "./plugins/page-render";
import { registerSpa } from "./plugins/spa";
import { createMailTransport } from "./providers/email/email-provider";
import type { Mailer } from "./providers/email/mailer";
import { createStorage } from "./providers/storage/storage-provider";
import { createOutboxMailer, MAIL_JOB, mailJobHandler } from "./providers/email/outbox-mailer";
import { CLEANUP_JOB, cleanupJobHandler, cleanupSchedule } from "./jobs/job-cleanup";
import { createJobRunner, type JobRunner, type RunnerOptions } from "./jobs/job-runner";

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
  await authBridge(app, { auth, perMinute: config.RATE_LIMIT_AUTH_PER_MINUTE });
  await app.register(authRoutes, { db: database.db, perMinute: config.RATE_LIMIT_AUTH_PER_MINUTE });
  await app.register(healthRoutes, { database });
  await app.register(websocket, { options: { maxPayload: LIVE_MAX_FRAME } });
  await app.register(liveRoutes, { live, connectsPerMinute: config.RATE_LIMIT_LIVE_PER_MINUTE });
  // The browser build: the SPA's files, and the guest pages' own bundle (modules/guest-pages).
  const clientDir = opts.clientDir ?? config.CLIENT_DIR ?? defaultClientDir;
  await app.register(accountRoutes, { db: database.db, writesPerMinute: config.RATE_LIMIT_WRITE_PER_MINUTE });
  await app.register(accountSecurityRoutes, {
    db: database.db,
    auth,
    writesPerMinute: config.RATE_LIMIT_WRITE_PER_MINUTE,
    exportsPerHour: config.RATE_LIMIT_EXPORT_PER_HOUR,
  });
  await app.register(contactRoutes, {
    db: database.db,
    mailer,
    operatorEmail: config.OPERATOR_EMAIL,
    writesPerMinute: config.RATE_LIMIT_WRITE_PER_MINUTE,
  });
  await app.register(clientConfigRoutes, { devMailbox: mailer.kind === "mailbox" });
  if (mailer.kind === "mailbox")
    // Queued mail is delivered before the mailbox is read, so a reader right after a request sees it.
    await app.register(devMailboxRoutes, { db: database.db, beforeRead: jobs.drain });
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
  await app.register(venueRoutes, { db: database.db, views, cache: listingCache });
  await app.register(juneRoutes, {
    db: database.db,
    guestList,
    storage,
    engine: createEngine(config, knowledgeBase(database.db)),
    writesPerMinute: config.RATE_LIMIT_WRITE_PER_MINUTE,
    messagesPerMinute: config.RATE_LIMIT_JUNE_PER_MINUTE,
  });
  await app.register(vendorAiRoutes, {
    db: database.db,
    writer: createWriter(config),
    publicUrl: config.publicUrl,
  });
  // Grace, the support assistant, and the tickets she opens (issue #17; docs/decisions/043). One support
  // knowledge base serves her and /help's articles.
  const supportKnowledge = createSupportKnowledge();
  await app.register(graceRoutes, {
    db: database.db,
    engine: createGraceEngine(config, supportKnowledge, (reason) =>
      app.log.warn({ reason }, "Grace fell back to the built-in engine"),
    ),
    audio: config.AI_AUDIO_BASE_URL
      ? createGraceAudio({
          endpoint: {
            baseURL: config.AI_AUDIO_BASE_URL,
            apiKey: config.AI_AUDIO_API_KEY ?? config.AI_API_KEY,
          },
          transcribeModel: config.AI_TRANSCRIBE_MODEL,
          speechModel: config.AI_SPEECH_MODEL,
          voice: config.AI_SPEECH_VOICE,
        })
      : null,
    perMinute: config.RATE_LIMIT_GRACE_PER_MINUTE,
  });
  await app.register(helpTicketCreateRoutes, {
    db: database.db,
    mailer,
    publicUrl: config.publicUrl,
    operatorEmail: config.OPERATOR_EMAIL,
    ticketsPerHour: config.RATE_LIMIT_HELP_TICKETS_PER_HOUR,
  });
  await app.register(juneIntakeRoutes, {
    db: database.db,
    mailer,
    publicUrl: config.publicUrl,
    operatorEmail: config.OPERATOR_EMAIL,
    writesPerMinute: config.RATE_LIMIT_WRITE_PER_MINUTE,
  });
  await app.register(tourRoutes, {
    db: database.db,
    mailer,
    publicUrl: config.publicUrl,
    writesPerMinute: config.RATE_LIMIT_WRITE_PER_MINUTE,
  });
  await app.register(vendorRoutes, { db: database.db, views, cache: listingCache });
  await app.register(claimRoutes, {
    db: database.db,
    mailer,
    operatorEmail: config.OPERATOR_EMAIL,
    publicUrl: config.publicUrl,
    writesPerMinute: config.RATE_LIMIT_WRITE_PER_MINUTE,
  });
  await app.register(adminRoutes, {
    db: database.db,
    mailer,
    publicUrl: config.publicUrl,
    writesPerMinute: config.RATE_LIMIT_WRITE_PER_MINUTE,
  });
  // The help desk (issue #17; docs/decisions/044): /help's articles and the user's own tickets, and the
  // operators' queue, users, audit log and test mail.
  await app.register(helpDeskRoutes, {
    db: database.db,
    articles: createHelpArticles(supportKnowledge),
    writesPerMinute: config.RATE_LIMIT_WRITE_PER_MINUTE,
  });
  await app.register(helpDeskAdminRoutes, {
    db: database.db,
    mailer,
    transport,
    publicUrl: config.publicUrl,
    writesPerMinute: config.RATE_LIMIT_WRITE_PER_MINUTE,
    testMailsPerHour: config.RATE_LIMIT_TEST_MAIL_PER_HOUR,
    sendVerification: (email) => auth.api.sendVerificationEmail({ body: { email } }),
  });
  // Verified reviews of venues and vendors (issue #13; docs/decisions/033).
  await app.register(reviewRoutes, { db: database.db, writesPerMinute: config.RATE_LIMIT_WRITE_PER_MINUTE });
  await app.register(vendorListingRoutes, {
    db: database.db,
    writesPerMinute: config.RATE_LIMIT_WRITE_PER_MINUTE,
  });
  await app.register(friendorRoutes, {
    db: database.db,
    writesPerMinute: config.RATE_LIMIT_WRITE_PER_MINUTE,
  });
  await app.register(foundingRoutes, {
    db: database.db,
    mailer,
    operatorEmail: config.OPERATOR_EMAIL,
    publicUrl: config.publicUrl,
    writesPerMinute: config.RATE_LIMIT_WRITE_PER_MINUTE,
  });
  await app.register(guestRoutes, {
    db: database.db,
    guestList,
    writesPerMinute: config.RATE_LIMIT_WRITE_PER_MINUTE,
  });
  await app.register(contributorRoutes, {
    db: database.db,
    mailer,
    live,
    publicUrl: config.publicUrl,
    writesPerMinute: config.RATE_LIMIT_WRITE_PER_MINUTE,
  });
  // Family budget sharing (issue #14): the couple's /budget-permissions.
  await app.register(budgetSharingRoutes, {
    db: database.db,
    live,
    writesPerMinute: config.RATE_LIMIT_WRITE_PER_MINUTE,
  });
  await app.register(budgetRoutes, { db: database.db, writesPerMinute: config.RATE_LIMIT_WRITE_PER_MINUTE });
  // Polls for the couple and their helpers (issue #15).
  await app.register(pollRoutes, {
    db: database.db,
    live,
    writesPerMinute: config.RATE_LIMIT_WRITE_PER_MINUTE,
  });
  await app.register(guideRoutes);
  await app.register(planningQuizRoutes, {
    db: database.db,
    writesPerMinute: config.RATE_LIMIT_WRITE_PER_MINUTE,
  });
  await app.register(budgetImportRoutes, {
    db: database.db,
    writesPerMinute: config.RATE_LIMIT_WRITE_PER_MINUTE,
  });
  await app.register(savedVenueRoutes, {
    db: database.db,
    writesPerMinute: config.RATE_LIMIT_WRITE_PER_MINUTE,
  });
  // The couple's dashboard and first-run flow (issue #14).
  await app.register(coupleDashboardRoutes, { db: database.db });
  // The master timeline (issue #15).
  await app.register(timelineRoutes, {
    db: database.db,
    planner: createTimelinePlanner(config, app.log),
    publicUrl: config.publicUrl,
    writesPerMinute: config.RATE_LIMIT_WRITE_PER_MINUTE,
  });
  await app.register(onboardingRoutes, {
    db: database.db,
    writesPerMinute: config.RATE_LIMIT_WRITE_PER_MINUTE,
  });
  await app.register(inquiryRoutes, {
    db: database.db,
    live,
    mailer,
    publicUrl: config.publicUrl,
    writesPerMinute: config.RATE_LIMIT_WRITE_PER_MINUTE,
  });
  await app.register(conversationRoutes, {
    db: database.db,
    live,
    mailer,
    publicUrl: config.publicUrl,
    writesPerMinute: config.RATE_LIMIT_WRITE_PER_MINUTE,
  });
  // Smart questions and the venue questionnaire (issue #15).
  await app.register(questionRoutes, {
    db: database.db,
    live,
    mailer,
    publicUrl: config.publicUrl,
    writesPerMinute: config.RATE_LIMIT_WRITE_PER_MINUTE,
  });
  await app.register(uploadRoutes, {
    db: database.db,
    storage,
    writesPerMinute: config.RATE_LIMIT_WRITE_PER_MINUTE,
  });
  await app.register(ownerVenueRoutes, {
    db: database.db,
    writesPerMinute: config.RATE_LIMIT_WRITE_PER_MINUTE,
  });
  await app.register(venueProfileRoutes, { db: database.db });
  // The contributor's weddings and the couple's page for its helpers and businesses (issue #13).
  await app.register(couplePageRoutes, { db: database.db });
  // Guests (issue #12): the public RSVP (pages and API) and the couple's QR codes and cards.
  const guestAssets = loadGuestAssets(clientDir);
  // Failed guesses per IP: 10 unknown RSVP tokens, or 8 find-your-invitation facts, per 15 minutes (decision 028).
  const lookupGuard = (name: string, max: number) =>
    redis
      ? createRedisLookupGuard(redis, {
          max,
          windowMs: 15 * 60_000,
          key: `${config.REDIS_PREFIX}lookup:${name}:`,
          log: app.log,
        })
      : createLookupGuard({ max, windowMs: 15 * 60_000 });
  const tokenGuard = lookupGuard("rsvp-token", 10);
  const findGuard = lookupGuard("find-invitation", 8);
  const rsvpDeps = { db: database.db, mailer, publicUrl: config.publicUrl, guestList };
  await app.register(rsvpRoutes, {
    ...rsvpDeps,
    tokenGuard,
    findGuard,
    writesPerMinute: config.RATE_LIMIT_WRITE_PER_MINUTE,
  });
  await app.register(rsvpPageRoutes, { ...rsvpDeps, assets: guestAssets, tokenGuard });
  // The day-of run sheet (issue #15): the couple's editor and the shared links (SSE fed by the bus).
  const runSheetNews = createRunSheetNews(bus);
  app.addHook("onClose", async () => runSheetNews.close());
  await app.register(runSheetRoutes, {
    db: database.db,
    news: runSheetNews,
    linkGuard: lookupGuard("run-sheet-link", config.RATE_LIMIT_LINK_MISSES_PER_15_MIN),
    onConfirmed: (coupleId, runSheetId) => {
      helpersWithArea(database.db, coupleId, "timeline")
        .then((ids) => live.send([coupleId, ...ids], { type: "run-sheet", coupleId, runSheetId }))
        .catch((err: unknown) => app.log.warn({ err, coupleId }, "run sheet news to the couple failed"));
    },
    writesPerMinute: config.RATE_LIMIT_WRITE_PER_MINUTE,
  });
  await app.register(guestQrRoutes, {
    db: database.db,
    guestList,
    publicUrl: config.publicUrl,
    writesPerMinute: config.RATE_LIMIT_WRITE_PER_MINUTE,
  });
  // Wedding websites and guest registration (issue #12): the builder's API, the couple's review of
  // registrations, and the server-rendered guest pages.
  await app.register(weddingWebsiteRoutes, {
    db: database.db,
    writesPerMinute: config.RATE_LIMIT_WRITE_PER_MINUTE,
  });
  await app.register(guestRegistrationReviewRoutes, {
    db: database.db,
    guestList,
    writesPerMinute: config.RATE_LIMIT_WRITE_PER_MINUTE,
  });
  await app.register(guestRegistrationRoutes, {
    db: database.db,
    guestList,
    readsPerMinute: 60,
    writesPerMinute: 10,
  });
  await app.register(websitePageRoutes, {
    db: database.db,
    viewerOf: (headers) =>
      readViewer(auth, headers, (err) => app.log.error({ err }, "session lookup failed")),
    assets: guestAssets,
    authSecret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    secureCookies: config.publicUrl.startsWith("https://"),
    pagesPerMinute: 120,
    unlocksPerMinute: 10,
  });
  await app.register(registrationPageRoutes, {
    db: database.db,
    guestList,
    assets: guestAssets,
    trustedOrigins: config.trustedOrigins,
    pagesPerMinute: 60,
    writesPerMinute: 10,
  });

  await registerSpa(app, {
    clientDir,
    // The client's server build sits beside it (`npm run build`: dist/client and dist/ssr).
    renderPage: await loadPageRenderer(path.join(clientDir, "..", "ssr"), app.log),
    publicUrl: config.publicUrl,
    resolveMeta: (pathname) => getListingPageMeta(database.db, pathname),
    resolveData: (pathname, query, cookies) =>
      getListingPageData(database.db, views, pathname, query, cookies.selectedCity),
  });
  // Every subscription above is live before the first request (a second process's news is not missed).
  await bus.ready();
  jobs.start();
  return { app, database, auth, mailer, jobs, routes, listingCache, listingDetails, bus, live, guestList };
}
