import { z } from "zod";
import { line, optionalWebsite, text, token } from "./strings";

/**
 * Wedding websites (issue #12): the builder at /planning/wedding-websites edits one document per couple;
 * the public site is server-rendered at /w/{slug}. Private by default: nothing is public until the
 * couple publishes. Routes:
 *
 *   GET  /api/wedding-website            → weddingWebsiteSchema (the couple's; a draft is made on first read)
 *   PUT  /api/wedding-website            weddingWebsiteInputSchema → weddingWebsiteSchema
 *   POST /api/wedding-website/publish    publishSchema → weddingWebsiteSchema
 *   PUT  /api/wedding-website/password   websitePasswordSchema → weddingWebsiteSchema
 *   GET  /api/wedding-website/slug?slug= → slugAvailabilitySchema (the builder's "address is free" feedback)
 *   GET  /w/{slug}                       the public page (HTML); `?preview=1` shows the owner the draft
 *   POST /w/{slug}/unlock                form post with the visitor password → cookie, redirect to /w/{slug}
 */

export const WEBSITE_THEMES = ["garden", "classic", "modern", "coastal", "midnight"] as const;
export type WebsiteTheme = (typeof WEBSITE_THEMES)[number];
export const WEBSITE_THEME_LABELS: Record<WebsiteTheme, string> = {
  garden: "Garden",
  classic: "Classic",
  modern: "Modern",
  coastal: "Coastal",
  midnight: "Midnight",
};

const link = z.object({ label: line({ max: 80 }).min(1, "Name the link."), url: optionalWebsite() });

export const websiteSectionsSchema = z.object({
  story: z.object({ enabled: z.boolean(), heading: line({ max: 120 }), body: text({ max: 5000 }) }),
  /** The events come from the guest list (guest_events); this is the text above them. */
  schedule: z.object({ enabled: z.boolean(), intro: text({ max: 1000 }) }),
  travel: z.object({
    enabled: z.boolean(),
    body: text({ max: 3000 }),
    hotels: z
      .array(
        z.object({
          name: line({ max: 120 }).min(1, "Name the hotel."),
          url: optionalWebsite(),
          note: line({ max: 300 }),
        }),
      )
      .max(10),
  }),
  registry: z.object({ enabled: z.boolean(), intro: text({ max: 1000 }), links: z.array(link).max(10) }),
  faq: z.object({
    enabled: z.boolean(),
    items: z
      .array(
        z.object({ question: line({ max: 200 }).min(1, "Write the question."), answer: text({ max: 2000 }) }),
      )
      .max(30),
  }),
  /** Upload ids from POST /api/uploads (served at /uploads/{id}.webp). */
  photos: z.object({ enabled: z.boolean(), uploadIds: z.array(token(64)).max(24) }),
  /** "Find your invitation" (RSVP entry). */
  rsvp: z.object({ enabled: z.boolean() }),
});
export type WebsiteSections = z.infer<typeof websiteSectionsSchema>;

export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$/;

export const weddingWebsiteSchema = z.object({
  slug: z.string(),
  /** The public path, "/w/{slug}". */
  path: z.string(),
  theme: z.enum(WEBSITE_THEMES),
  title: z.string(),
  sections: websiteSectionsSchema,
  hasPassword: z.boolean(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type WeddingWebsite = z.infer<typeof weddingWebsiteSchema>;

export const weddingWebsiteInputSchema = z.object({
  slug: line({ max: 40 }).regex(SLUG_PATTERN, "Use 3–40 lowercase letters, digits and dashes."),
  theme: z.enum(WEBSITE_THEMES),
  title: line({ max: 120 }),
  sections: websiteSectionsSchema,
});

export const publishSchema = z.object({ published: z.boolean() });
export const websitePasswordSchema = z.object({
  /** null removes the password. */
  password: line({ max: 100 }).min(4, "Use at least 4 characters.").nullable(),
});

export const slugQuerySchema = z.object({ slug: token(60) });
/** Whether an address is free; `message` says why not (taken, or not a valid address). */
export const slugAvailabilitySchema = z.object({
  slug: z.string(),
  available: z.boolean(),
  message: z.string(),
});
export type SlugAvailability = z.infer<typeof slugAvailabilitySchema>;
