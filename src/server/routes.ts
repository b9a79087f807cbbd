/**
 * The feature routes and the single-page app, registered in order (split from app.ts). Order matters: a
 * route takes the parsers and hooks that exist when it is added, and the SPA's catch-all comes last.
 * buildApp makes the services first (database, mail, jobs, bus, the listing cache) and hands them over here.
 */
import path from "node:path";
import websocket from "@fastify/websocket";
import { accountRoutes } from "./modules/account/account.routes";
import { accountSecurityRoutes } from "./modules/account-security/account-security.routes";
import { adminRoutes } from "./modules/admin/admin.routes";
import { createHelpArticles } from "./modules/help-desk/help-articles";
import { helpDeskAdminRoutes } from "./modules/help-desk/help-desk-admin.routes";
import { helpDeskRoutes } from "./modules/help-desk/help-desk.routes";
import { claimRoutes } from "./modules/claims/claims.routes";
import { authRoutes } from "./modules/auth/auth.routes";
import { clientConfigRoutes } from "./modules/client-config/client-config.routes";
import { contactRoutes } from "./modules/contact/contact.routes";
import { couplePageRoutes } from "./modules/couple-pages/couple-pages.routes";
import { contributorRoutes } from "./modules/contributors/contributors.routes";
import { budgetSharingRoutes } from "./modules/budgets/budget-sharing.routes";
import { budgetRoutes } from "./modules/budgets/budget.routes";
import { budgetImportRoutes } from "./modules/budgets/budget-import.routes";
import { helpersWithArea } from "./modules/contributors/contributors.service";
import { devMailboxRoutes } from "./modules/dev-mailbox/dev-mailbox.routes";
import { healthRoutes } from "./modules/health/health.routes";
import { inquiryRoutes } from "./modules/inquiries/inquiries.routes";
import { conversationRoutes } from "./modules/conversations/conversations.routes";
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
import { ownerVenueRoutes } from "./modules/owner-venues/owner-venues.routes";
import { uploadRoutes } from "./modules/uploads/uploads.routes";
import { foundingRoutes } from "./modules/founding/founding.routes";
import { friendorRoutes } from "./modules/friendors/friendors.routes";
import { vendorListingRoutes } from "./modules/vendor-listing/vendor-listing.routes";
import { vendorRoutes } from "./modules/vendors/vendors.routes";
import { venueProfileRoutes } from "./modules/venue-profiles/venue-profiles.routes";
import { venueRoutes } from "./modules/venues/venues.routes";
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
import { createLookupGuard, createRedisLookupGuard } from "./modules/guests/lookup-guard";
import { rsvpRoutes } from "./modules/guests/rsvp.routes";
import { createRunSheetNews } from "./modules/run-sheets/run-sheet-news";
import { runSheetRoutes } from "./modules/run-sheets/run-sheets.routes";
import { createEngine } from "./providers/ai/engine";
import { createWriter } from "./providers/ai/writer/writer";
import { authBridge } from "./plugins/auth-bridge";
import { LIVE_MAX_FRAME, liveRoutes } from "./modules/live/live.routes";
import { readViewer } from "./plugins/session-guard";
import { loadPageRenderer } from "./plugins/page-render";
import { registerSpa } from "./plugins/spa";
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { JobRunner } from "./jobs/job-runner";
import type { Auth } from "./modules/auth/auth";
import type { GuestListBus } from "./modules/guests/guest-list-bus";
import type { ListingCache } from "./modules/listings/listing-cache";
import type { ViewCounter } from "./modules/listings/listing-views";
import type { Mailer } from "./providers/email/mailer";
import type { Storage } from "./providers/storage/storage";
import type { Bus } from "./realtime/bus";
import type { LiveHub } from "./realtime/live-hub";

/** The server as buildApp makes it: schemas are zod (fastify-type-provider-zod). */
export type AppServer = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What the routes are built from: the services buildApp made, one of each per process. */
export type RouteContext = {
  config: Config;
  database: Database;
  auth: Auth;
  /** The outbox: mail is stored with the request's writes and delivered by `jobs`. */
  mailer: Mailer;
  /** The configured transport itself, for the operators' test mail only. */
  transport: Mailer;
  storage: Storage;
  jobs: JobRunner;
  bus: Bus;
  live: LiveHub;
  guestList: GuestListBus;
  /** Shared counters (the look-up guards) when REDIS_URL is set; this process's memory otherwise. */
  redis: Redis | undefined;
  views: ViewCounter;
  listingCache: ListingCache;
  /** The browser build: the SPA's files, and the guest pages' own bundle (modules/guest-pages). */
  clientDir: string;
};

export async function registerRoutes(app: AppServer, context: RouteContext): Promise<void> {
  const { config, database, auth, mailer, transport, storage, jobs, bus, live, guestList, redis } = context;
  const { views, listingCache, clientDir } = context;
  const db = database.db;
  // What most routes take: the database and the writes a visitor may make a minute; and what mail needs.
  const writes = { db, writesPerMinute: config.RATE_LIMIT_WRITE_PER_MINUTE };
  const mail = { mailer, publicUrl: config.publicUrl };
  await authBridge(app, { auth, perMinute: config.RATE_LIMIT_AUTH_PER_MINUTE });
  await app.register(authRoutes, { db, perMinute: config.RATE_LIMIT_AUTH_PER_MINUTE });
  await app.register(healthRoutes, { database });
  await app.register(websocket, { options: { maxPayload: LIVE_MAX_FRAME } });
  await app.register(liveRoutes, { live, connectsPerMinute: config.RATE_LIMIT_LIVE_PER_MINUTE });
  await app.register(accountRoutes, writes);
  await app.register(accountSecurityRoutes, {
    ...writes,
    auth,
    exportsPerHour: config.RATE_LIMIT_EXPORT_PER_HOUR,
  });
  await app.register(contactRoutes, {
    ...writes,
    mailer,
    operatorEmail: config.OPERATOR_EMAIL,
  });
  await app.register(clientConfigRoutes, { devMailbox: mailer.kind === "mailbox" });
  if (mailer.kind === "mailbox")
    // Queued mail is delivered before the mailbox is read, so a reader right after a request sees it.
    await app.register(devMailboxRoutes, { db, beforeRead: jobs.drain });
  await app.register(venueRoutes, { db, views, cache: listingCache });
  await app.register(juneRoutes, {
    ...writes,
    guestList,
    storage,
    engine: createEngine(config, knowledgeBase(db)),
    messagesPerMinute: config.RATE_LIMIT_JUNE_PER_MINUTE,
  });
  await app.register(vendorAiRoutes, {
    db,
    writer: createWriter(config),
    publicUrl: config.publicUrl,
  });
  // Grace, the support assistant, and the tickets she opens (issue #17; docs/decisions/043). One support
  // knowledge base serves her and /help's articles.
  const supportKnowledge = createSupportKnowledge();
  await app.register(graceRoutes, {
    db,
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
    ...mail,
    db,
    operatorEmail: config.OPERATOR_EMAIL,
    ticketsPerHour: config.RATE_LIMIT_HELP_TICKETS_PER_HOUR,
  });
  await app.register(juneIntakeRoutes, {
    ...writes,
    ...mail,
    operatorEmail: config.OPERATOR_EMAIL,
  });
  await app.register(tourRoutes, {
    ...writes,
    ...mail,
  });
  await app.register(vendorRoutes, { db, views, cache: listingCache });
  await app.register(claimRoutes, {
    ...writes,
    ...mail,
    operatorEmail: config.OPERATOR_EMAIL,
  });
  await app.register(adminRoutes, {
    ...writes,
    ...mail,
  });
  // The help desk (issue #17; docs/decisions/044): /help's articles and the user's own tickets, and the
  // operators' queue, users, audit log and test mail.
  await app.register(helpDeskRoutes, {
    ...writes,
    articles: createHelpArticles(supportKnowledge),
  });
  await app.register(helpDeskAdminRoutes, {
    ...writes,
    ...mail,
    transport,
    testMailsPerHour: config.RATE_LIMIT_TEST_MAIL_PER_HOUR,
    sendVerification: (email) => auth.api.sendVerificationEmail({ body: { email } }),
  });
  // Verified reviews of venues and vendors (issue #13; docs/decisions/033).
  await app.register(reviewRoutes, writes);
  await app.register(vendorListingRoutes, writes);
  await app.register(friendorRoutes, writes);
  await app.register(foundingRoutes, {
    ...writes,
    ...mail,
    operatorEmail: config.OPERATOR_EMAIL,
  });
  await app.register(guestRoutes, {
    ...writes,
    guestList,
  });
  await app.register(contributorRoutes, {
    ...writes,
    ...mail,
    live,
  });
  // Family budget sharing (issue #14): the couple's /budget-permissions.
  await app.register(budgetSharingRoutes, {
    ...writes,
    live,
  });
  await app.register(budgetRoutes, writes);
  // Polls for the couple and their helpers (issue #15).
  await app.register(pollRoutes, {
    ...writes,
    live,
  });
  await app.register(guideRoutes);
  await app.register(planningQuizRoutes, writes);
  await app.register(budgetImportRoutes, writes);
  await app.register(savedVenueRoutes, writes);
  // The couple's dashboard and first-run flow (issue #14).
  await app.register(coupleDashboardRoutes, { db });
  // The master timeline (issue #15).
  await app.register(timelineRoutes, {
    ...writes,
    planner: createTimelinePlanner(config, app.log),
    publicUrl: config.publicUrl,
  });
  await app.register(onboardingRoutes, writes);
  await app.register(inquiryRoutes, {
    ...writes,
    ...mail,
    live,
  });
  await app.register(conversationRoutes, {
    ...writes,
    ...mail,
    live,
  });
  // Smart questions and the venue questionnaire (issue #15).
  await app.register(questionRoutes, {
    ...writes,
    ...mail,
    live,
  });
  await app.register(uploadRoutes, {
    ...writes,
    storage,
  });
  await app.register(ownerVenueRoutes, writes);
  await app.register(venueProfileRoutes, { db });
  // The contributor's weddings and the couple's page for its helpers and businesses (issue #13).
  await app.register(couplePageRoutes, { db });
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
  const rsvpDeps = { db, ...mail, guestList };
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
    ...writes,
    news: runSheetNews,
    linkGuard: lookupGuard("run-sheet-link", config.RATE_LIMIT_LINK_MISSES_PER_15_MIN),
    onConfirmed: (coupleId, runSheetId) => {
      helpersWithArea(db, coupleId, "timeline")
        .then((ids) => live.send([coupleId, ...ids], { type: "run-sheet", coupleId, runSheetId }))
        .catch((err: unknown) => app.log.warn({ err, coupleId }, "run sheet news to the couple failed"));
    },
  });
  await app.register(guestQrRoutes, {
    ...writes,
    guestList,
    publicUrl: config.publicUrl,
  });
  // Wedding websites and guest registration (issue #12): the builder's API, the couple's review of
  // registrations, and the server-rendered guest pages.
  await app.register(weddingWebsiteRoutes, writes);
  await app.register(guestRegistrationReviewRoutes, {
    ...writes,
    guestList,
  });
  await app.register(guestRegistrationRoutes, {
    db,
    guestList,
    readsPerMinute: 60,
    writesPerMinute: 10,
  });
  await app.register(websitePageRoutes, {
    db,
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
    db,
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
    resolveMeta: (pathname) => getListingPageMeta(db, pathname),
    resolveData: (pathname, query, cookies) =>
      getListingPageData(db, views, pathname, query, cookies.selectedCity),
  });
}
