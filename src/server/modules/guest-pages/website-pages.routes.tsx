import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { localToday } from "@shared/rules/wedding-countdown";
import { token } from "@shared/schemas/strings";
import type { Db } from "../../db/client";
import type { Viewer } from "@shared/schemas/account";
import {
  checkWebsitePassword,
  isUnlocked,
  loadSiteBySlug,
  UNLOCK_COOKIE,
  unlockToken,
  type PublicSite,
} from "../wedding-websites/wedding-websites.service";
import type { GuestAssets } from "./guest-assets";
import { guestDocument } from "./guest-document";
import { formatLongDate } from "./website-format";
import { acceptFormPosts, isFromOurPages, sendPage } from "./guest-forms";
import { PasswordGate, SiteNotFound, WebsitePage } from "./website-page";

const slugParams = z.object({ slug: token(60) });
const WRONG_PASSWORD = "That password isn't right. Check your invitation and try again.";

/**
 * The public wedding website, /w/{slug} (issue #12, docs/decisions/029): server-rendered, private until
 * published, behind the couple's password when they set one; `?preview=1` shows the owning couple the
 * draft (framed by the builder, so only that answer allows framing by our own origin).
 */
export const websitePageRoutes: FastifyPluginAsyncZod<{
  db: Db;
  /** The signed-in viewer of a page request (outside /api the session guard does not run). */
  viewerOf: (headers: FastifyRequest["headers"]) => Promise<Viewer | null>;
  assets: GuestAssets;
  authSecret: string;
  trustedOrigins: readonly string[];
  secureCookies: boolean;
  pagesPerMinute: number;
  unlocksPerMinute: number;
}> = async (app, opts) => {
  const { db, assets } = opts;
  const trusted = new Set(opts.trustedOrigins);
  acceptFormPosts(app);

  const notFoundPage = () =>
    guestDocument({ title: "Wedding website not found", page: "message", body: <SiteNotFound />, assets });
  const gatePage = (site: PublicSite, error?: string) =>
    guestDocument({
      title: site.title,
      page: "website",
      theme: site.theme,
      body: <PasswordGate slug={site.slug} title={site.title} error={error} />,
      assets,
    });

  app.get(
    "/w/:slug",
    {
      config: { public: true, rateLimit: { max: opts.pagesPerMinute, timeWindow: "1 minute" } },
      schema: {
        tags: ["guest pages"],
        summary: "A couple's published wedding website (HTML); ?preview=1 shows the owner the draft",
        params: slugParams,
        querystring: z.object({ preview: z.string().max(8).optional() }),
        produces: ["text/html"],
        // An address typed with capitals (from a printed card) moves to its lower-case form.
        response: { 301: z.null().describe("The same page at its lower-case address") },
      },
    },
    async (req, reply) => {
      // Addresses are lower case; one typed with capitals (from a printed card) still arrives.
      const lower = req.params.slug.toLowerCase();
      if (lower !== req.params.slug) {
        const query = req.query.preview !== undefined ? "?preview=1" : "";
        return reply.redirect(`/w/${encodeURIComponent(lower)}${query}`, 301);
      }
      const site = await loadSiteBySlug(db, req.params.slug);
      let preview: "draft" | "published" | null = null;
      if (site && req.query.preview !== undefined) {
        const viewer = await opts.viewerOf(req.headers);
        if (viewer?.id === site.coupleId) preview = site.isPublished ? "published" : "draft";
      }
      if (!site || (!site.isPublished && !preview)) return sendPage(reply, 404, notFoundPage());
      if (preview) {
        // The builder frames this answer; every other page keeps frame-ancestors 'none' (app.ts).
        const csp = reply.getHeader("content-security-policy");
        if (typeof csp === "string")
          reply.header(
            "content-security-policy",
            csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
          );
        reply.header("x-frame-options", "SAMEORIGIN");
      } else if (
        site.passwordHash &&
        !isUnlocked(opts.authSecret, site.slug, site.passwordHash, req.cookies[UNLOCK_COOKIE])
      )
        return sendPage(reply, 200, gatePage(site));
      const { weddingDate, city } = site.couple;
      const isOpen = !preview && !site.passwordHash;
      const html = guestDocument({
        title: site.title,
        description:
          [site.title, weddingDate ? formatLongDate(weddingDate) : null, city].filter(Boolean).join(" · ") ||
          undefined,
        page: "website",
        theme: site.theme,
        body: <WebsitePage site={site} today={localToday()} preview={preview} />,
        assets,
        noindex: !isOpen,
      });
      return sendPage(reply, 200, html, isOpen ? "public, max-age=0, s-maxage=60" : "private, no-store");
    },
  );

  app.post(
    "/w/:slug/unlock",
    {
      config: { public: true, rateLimit: { max: opts.unlocksPerMinute, timeWindow: "1 minute" } },
      schema: {
        tags: ["guest pages"],
        summary: "The visitors' password (form post): sets the unlock cookie and returns to the website",
        params: slugParams,
        body: z.object({ password: z.string().max(200).optional() }).optional(),
        produces: ["text/html"],
        response: {
          303: z.null().describe("Back to the website, unlocked (or open anyway)"),
          401: z.null().describe("A wrong password: the password page again"),
        },
      },
    },
    async (req, reply) => {
      const site = await loadSiteBySlug(db, req.params.slug);
      if (!site?.isPublished) return sendPage(reply, 404, notFoundPage());
      if (!site.passwordHash) return reply.redirect(`/w/${site.slug}`, 303);
      if (!isFromOurPages(req, trusted))
        return sendPage(
          reply,
          403,
          gatePage(site, "Please open the website again and enter the password there."),
        );
      const password = req.body?.password ?? "";
      if (!password || !(await checkWebsitePassword(password, site.passwordHash)))
        return sendPage(reply, 401, gatePage(site, WRONG_PASSWORD));
      reply.setCookie(UNLOCK_COOKIE, unlockToken(opts.authSecret, site.slug, site.passwordHash), {
        path: `/w/${site.slug}`,
        httpOnly: true,
        sameSite: "lax",
        secure: opts.secureCookies,
        maxAge: 60 * 60 * 24 * 30,
      });
      return reply.redirect(`/w/${site.slug}`, 303);
    },
  );
};
