import { and, count, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { cities, cityById, vendorCategories, type CityId, type VendorCategorySlug } from "@shared/catalog";
import { venueStyles, type VenueStyle } from "@shared/marketplace-catalog";
import { countdownMood, daysUntil, localToday } from "@shared/rules/wedding-countdown";
import type { Db } from "../../db/client";
import { weddingBudgets } from "../../db/schema/budgets";
import { guests } from "../../db/schema/guests";
import { knowledgePassages } from "../../db/schema/june";
import { venues } from "../../db/schema/marketplace";
import { coupleProfiles } from "../../db/schema/profiles";
import { savedVenues } from "../../db/schema/saved-venues";
import { isVisible } from "../../modules/listings/listing-search";
import { searchVendors } from "../../modules/vendors/vendors.service";
import { searchVenues } from "../../modules/venues/venues.service";
import type { AnyTool, Tool, ToolIO, ToolName } from "./types";

/**
 * The nine tools every engine gets, bound to ONE couple when created: no input names a user or couple,
 * so neither the model nor text injected into a listing can reach anyone else's data. Reads use the
 * public marketplace search (published, not hidden) and the couple's own rows; the one write
 * (save_venue) only proposes — the couple confirms in the chat and the June module commits it.
 */

/** Results per search handed to a model (enough to choose from, small enough for a prompt). */
export const TOOL_SEARCH_LIMIT = 5;
/** Saved venues a tool returns (spec: 5 in the couple's context). */
export const TOOL_SAVED_VENUES_LIMIT = 5;
/** Planning-guide passages per lookup. */
export const TOOL_GUIDE_PASSAGES = 3;

type ToolOf<K extends ToolName> = Tool<ToolIO[K]["input"], ToolIO[K]["output"]> & { name: K };

const noInput = z.object({}) as unknown as z.ZodType<Record<string, never>>;
const shortText = (max: number) => z.string().trim().max(max);
const usd = z.number().int().min(0).max(1_000_000);

/** "Cleveland", "cleveland", "Cleveland, OH" → "cleveland"; anything else → undefined. */
export function cityIdOf(value: string | undefined): CityId | undefined {
  if (!value) return undefined;
  const v = value.trim().toLowerCase();
  return cities.find(
    (c) =>
      c.id === v ||
      c.name.toLowerCase() === v ||
      c.displayName.toLowerCase() === v ||
      v.startsWith(`${c.id},`),
  )?.id;
}

/** "Barn", "barns", "rustic barn" → "barn"; otherwise undefined. */
export function styleOf(value: string | undefined): VenueStyle | undefined {
  if (!value) return undefined;
  const v = value.trim().toLowerCase();
  return venueStyles.find((s) => v === s || v === `${s}s` || v.split(/[\s,/-]+/).includes(s));
}

/** "florists", "Florist", "DJs & Bands", "dj", "photographer" → the category slug; otherwise undefined. */
export function categoryOf(value: string | undefined): VendorCategorySlug | undefined {
  if (!value) return undefined;
  const v = value.trim().toLowerCase();
  const singular = (s: string) => s.replace(/s$/, "");
  return vendorCategories.find(
    (c) =>
      c.slug === v ||
      c.name.toLowerCase() === v ||
      singular(c.slug) === singular(v) ||
      (c.slug === "djband" && /\b(dj|djs|band|bands)\b/.test(v)) ||
      (c.slug === "hairmakeup" && /\b(hair|makeup|make-up)\b/.test(v)) ||
      (c.slug === "weddingplanners" && /\bplanners?\b/.test(v)) ||
      (c.slug === "bakers" && /\b(cakes?|bakery|bakers?)\b/.test(v)) ||
      (c.slug === "bartenders" && /\b(bar|bartenders?|bartending)\b/.test(v)),
  )?.slug;
}

// Input schemas are built once (engines cache their JSON Schema by identity).
const searchVenuesInput = z.object({
  query: shortText(100).optional(),
  city: shortText(40).optional(),
  guests: z.number().int().min(1).max(5000).optional(),
  maxPrice: usd.optional(),
  style: shortText(40).optional(),
  setting: z.enum(["indoor", "outdoor"]).optional(),
});
const searchVendorsInput = z.object({
  query: shortText(100).optional(),
  city: shortText(40).optional(),
  category: shortText(40).optional(),
  maxPrice: usd.optional(),
});
const planningGuideInput = z.object({ topic: shortText(200).min(1) });
const saveVenueInput = z.object({ venueSlug: shortText(120).min(1) });

const cityLabel = (id: string | undefined) => (id ? (cityById(id)?.name ?? id) : undefined);
const money = (n: number) => `$${n.toLocaleString("en-US")}`;

/** Creates the tools for one couple (the signed-in user's id, taken from the session). */
export function createCoupleTools(db: Db, coupleId: string): AnyTool[] {
  const coupleProfile: ToolOf<"couple_profile"> = {
    name: "couple_profile",
    description:
      "The couple's own profile: partner names, wedding date (YYYY-MM-DD), expected guest count, city and style words.",
    input: noInput,
    kind: "read",
    async run() {
      const [p] = await db
        .select({
          partner1Name: coupleProfiles.partner1Name,
          partner2Name: coupleProfiles.partner2Name,
          weddingDate: coupleProfiles.weddingDate,
          guestCount: coupleProfiles.guestCount,
          cityId: coupleProfiles.cityId,
          weddingStyle: coupleProfiles.weddingStyle,
        })
        .from(coupleProfiles)
        .where(eq(coupleProfiles.id, coupleId));
      return (
        p ?? {
          partner1Name: "",
          partner2Name: "",
          weddingDate: null,
          guestCount: null,
          cityId: null,
          weddingStyle: "",
        }
      );
    },
    summarize: () => "Read your profile",
  };

  const searchVenuesTool: ToolOf<"search_venues"> = {
    name: "search_venues",
    description:
      "Search published wedding venues. All filters optional: query (free words), city (Cleveland, Columbus, Nashville or Cincinnati), guests (seated capacity at least), maxPrice (USD, starting price at most), style (barn, ballroom, garden, rooftop, vineyard, lakeside, historic, industrial), setting (indoor or outdoor).",
    input: searchVenuesInput,
    kind: "read",
    async run(input) {
      const style = styleOf(input.style);
      // A style word we do not list as a style still helps as a search word ("rustic").
      const q = [input.query, input.style && !style ? input.style : undefined].filter(Boolean).join(" ");
      const page = await searchVenues(db, {
        q: q || undefined,
        city: cityIdOf(input.city),
        guests: input.guests,
        maxPrice: input.maxPrice,
        style,
        setting: input.setting,
        sort: "relevance",
        page: 1,
        pageSize: TOOL_SEARCH_LIMIT,
      });
      return {
        total: page.total,
        results: page.items.map((v) => ({
          slug: v.slug,
          name: v.name,
          cityId: v.cityId,
          neighborhood: v.neighborhood,
          capacitySeated: v.capacitySeated,
          priceFrom: v.priceFrom,
          styles: v.styles,
          setting: v.setting,
        })),
      };
    },
    summarize(input, output) {
      const parts = [
        input.style ? `${input.style} venues` : "venues",
        cityLabel(cityIdOf(input.city)) ? `in ${cityLabel(cityIdOf(input.city))}` : undefined,
        input.guests ? `for ${input.guests} guests` : undefined,
        input.maxPrice !== undefined ? `under ${money(input.maxPrice)}` : undefined,
        input.query ? `matching “${input.query}”` : undefined,
      ].filter(Boolean);
      return `Searched ${parts.join(" ")} (${output.total} found)`;
    },
  };

  const searchVendorsTool: ToolOf<"search_vendors"> = {
    name: "search_vendors",
    description:
      "Search published wedding vendors. All filters optional: query (free words), city (Cleveland, Columbus, Nashville or Cincinnati), category (photographers, videographers, caterers, djband, florists, weddingplanners, bakers, hairmakeup, transportation, officiants, bartenders, decorators), maxPrice (USD, starting price at most).",
    input: searchVendorsInput,
    kind: "read",
    async run(input) {
      const category = categoryOf(input.category);
      const q = [input.query, input.category && !category ? input.category : undefined]
        .filter(Boolean)
        .join(" ");
      const page = await searchVendors(db, {
        q: q || undefined,
        city: cityIdOf(input.city),
        category,
        maxPrice: input.maxPrice,
        sort: "relevance",
        page: 1,
        pageSize: TOOL_SEARCH_LIMIT,
      });
      return {
        total: page.total,
        results: page.items.map((v) => ({
          slug: v.slug,
          businessName: v.businessName,
          categorySlug: v.categorySlug,
          cityId: v.cityId,
          priceFrom: v.priceFrom,
          tagline: v.tagline,
        })),
      };
    },
    summarize(input, output) {
      const category = categoryOf(input.category);
      const label = category
        ? vendorCategories.find((c) => c.slug === category)!.name.toLowerCase()
        : (input.category ?? "vendors");
      const city = cityLabel(cityIdOf(input.city));
      const parts = [
        label,
        city ? `in ${city}` : undefined,
        input.maxPrice !== undefined ? `under ${money(input.maxPrice)}` : undefined,
        input.query ? `matching “${input.query}”` : undefined,
      ].filter(Boolean);
      return `Searched ${parts.join(" ")} (${output.total} found)`;
    },
  };

  const budgetSummary: ToolOf<"budget_summary"> = {
    name: "budget_summary",
    description:
      "The couple's wedding budget: total, allocation per category (USD), allocated total and what is left unallocated. Zeros when no budget is set yet.",
    input: noInput,
    kind: "read",
    async run() {
      const [b] = await db
        .select({
          totalBudget: weddingBudgets.totalBudget,
          guestCount: weddingBudgets.guestCount,
          categoryAllocations: weddingBudgets.categoryAllocations,
        })
        .from(weddingBudgets)
        .where(eq(weddingBudgets.userId, coupleId));
      const allocated: Record<string, number> = {};
      for (const [k, v] of Object.entries(b?.categoryAllocations ?? {}))
        if (typeof v === "number" && Number.isFinite(v)) allocated[k] = v;
      const allocatedTotal = Object.values(allocated).reduce((a, n) => a + n, 0);
      const totalBudget = b?.totalBudget ?? 0;
      return {
        totalBudget,
        allocated,
        allocatedTotal,
        unallocated: totalBudget - allocatedTotal,
        guestCount: b?.guestCount ?? null,
      };
    },
    summarize: (_i, o) =>
      o.totalBudget > 0 ? `Checked your budget (${money(o.totalBudget)})` : "Checked your budget",
  };

  const guestStats: ToolOf<"guest_stats"> = {
    name: "guest_stats",
    description: "The couple's guest list counts: total, attending, pending and declined RSVPs.",
    input: noInput,
    kind: "read",
    async run() {
      const rows = await db
        .select({ status: guests.rsvpStatus, n: count() })
        .from(guests)
        .where(eq(guests.coupleId, coupleId))
        .groupBy(guests.rsvpStatus);
      const by = Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
      const attending = by.attending ?? 0;
      const pending = by.pending ?? 0;
      const declined = by.declined ?? 0;
      return { total: attending + pending + declined, attending, pending, declined };
    },
    summarize: (_i, o) => `Checked your guest list (${o.total} guests)`,
  };

  const savedVenuesTool: ToolOf<"saved_venues"> = {
    name: "saved_venues",
    description: `The venues the couple saved (newest first, at most ${TOOL_SAVED_VENUES_LIMIT}).`,
    input: noInput,
    kind: "read",
    async run() {
      const rows = await db
        .select({
          slug: venues.slug,
          name: venues.name,
          cityId: venues.cityId,
          styles: venues.styles,
          priceFrom: venues.priceFrom,
        })
        .from(savedVenues)
        .innerJoin(venues, eq(venues.id, savedVenues.venueId))
        .where(and(eq(savedVenues.userId, coupleId), isVisible(venues.isPublished, venues.isHidden)))
        .orderBy(desc(savedVenues.createdAt), venues.id)
        .limit(TOOL_SAVED_VENUES_LIMIT);
      return { venues: rows };
    },
    summarize: (_i, o) => `Looked at your saved venues (${o.venues.length})`,
  };

  const daysToWedding: ToolOf<"days_to_wedding"> = {
    name: "days_to_wedding",
    description:
      "Days from today to the couple's wedding date, with the countdown mood (plenty of time / getting exciting / final stretch). Nulls when no date is set.",
    input: noInput,
    kind: "read",
    async run() {
      const [p] = await db
        .select({ weddingDate: coupleProfiles.weddingDate })
        .from(coupleProfiles)
        .where(eq(coupleProfiles.id, coupleId));
      const weddingDate = p?.weddingDate ?? null;
      if (!weddingDate) return { weddingDate: null, days: null, mood: null };
      const days = daysUntil(weddingDate, localToday());
      return { weddingDate, days, mood: days > 0 ? countdownMood(days) : null };
    },
    summarize: (_i, o) =>
      o.days === null ? "Checked your wedding date" : `Counted the days to your wedding (${o.days})`,
  };

  const planningGuide: ToolOf<"planning_guide"> = {
    name: "planning_guide",
    description:
      "Look up the product's wedding planning guides (timeline, budgeting basics, etiquette, questions for vendors) by topic; returns the most relevant passages.",
    input: planningGuideInput,
    kind: "read",
    async run(input) {
      return { passages: await searchPassages(db, input.topic, TOOL_GUIDE_PASSAGES) };
    },
    summarize: (input, o) =>
      o.passages.length
        ? `Read the planning guide on “${input.topic}”`
        : `Found no guide on “${input.topic}”`,
  };

  const saveVenue: ToolOf<"save_venue"> = {
    name: "save_venue",
    description:
      "Propose saving a venue (by its slug from search results) to the couple's saved venues. Nothing is saved until the couple confirms in the chat; tell them to confirm.",
    input: saveVenueInput,
    kind: "write",
    async run(input) {
      const [v] = await db
        .select({
          slug: venues.slug,
          name: venues.name,
          saved: sql<boolean>`exists (select 1 from ${savedVenues} where ${savedVenues.userId} = ${coupleId} and ${savedVenues.venueId} = ${venues.id})`,
        })
        .from(venues)
        .where(
          and(eq(venues.slug, input.venueSlug.toLowerCase()), isVisible(venues.isPublished, venues.isHidden)),
        );
      if (!v) return { error: `No published venue has the slug "${input.venueSlug}".` };
      if (v.saved) return { error: `${v.name} is already in the couple's saved venues.` };
      return { action: { kind: "save_venue", venueSlug: v.slug, venueName: v.name } };
    },
    summarize: (input, o) =>
      "action" in o
        ? `Suggested saving ${o.action.venueName}`
        : `Could not suggest saving “${input.venueSlug}”`,
  };

  return [
    coupleProfile,
    searchVenuesTool,
    searchVendorsTool,
    budgetSummary,
    guestStats,
    savedVenuesTool,
    daysToWedding,
    planningGuide,
    saveVenue,
  ] as AnyTool[];
}

/**
 * Full-text retrieval over the knowledge base: `websearch_to_tsquery` (all words) ranked; when that finds
 * nothing, any of the words. Top `limit` passages.
 */
export async function searchPassages(
  db: Db,
  topic: string,
  limit: number,
): Promise<ToolIO["planning_guide"]["output"]["passages"]> {
  const run = (query: string) => {
    const tsq = sql`websearch_to_tsquery('english', ${query})`;
    return db
      .select({
        guideSlug: knowledgePassages.guideSlug,
        guideTitle: knowledgePassages.guideTitle,
        title: knowledgePassages.title,
        body: knowledgePassages.body,
      })
      .from(knowledgePassages)
      .where(sql`${knowledgePassages.search} @@ ${tsq}`)
      .orderBy(sql`ts_rank(${knowledgePassages.search}, ${tsq}) desc`, knowledgePassages.id)
      .limit(limit);
  };
  const all = await run(topic);
  if (all.length > 0) return all;
  const words = topic
    .toLowerCase()
    .split(/[^a-z0-9']+/)
    .filter((w) => w.length > 2 && w !== "or" && w !== "and");
  return words.length > 1 ? run(words.join(" or ")) : [];
}
