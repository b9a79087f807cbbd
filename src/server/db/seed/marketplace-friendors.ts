import { asc } from "drizzle-orm";
import { cityIds, type VendorCategorySlug } from "@shared/catalog";
import type { Db } from "../client";
import { vendorRecommendations } from "../schema/friendors";
import { vendors } from "../schema/marketplace";
import { demoVendorListing } from "./marketplace-seed";

/**
 * Demo friendors (issue #3): the demo vendor's listing is recommended by three Columbus vendors, and in
 * every city a planner, a florist and a photographer recommend a few vendors they "work with".
 * Deterministic (vendors picked by slug order, fixed notes) and loaded once: when the table already has
 * rows (a vendor withdrew a demo recommendation, say), nothing is added back.
 */
const notes = [
  "We've shared a dozen weddings and every one ran like clockwork. Couples adore them.",
  "Kind, calm and always ten minutes early. The first name we give our couples.",
  "Their work makes ours look better — we recommend them without a second thought.",
  "Flexible when plans change and generous with their time. A true team player.",
  "Every couple we've sent their way has thanked us for it.",
  "Beautiful work, clear pricing, and they answer emails the same day.",
];

/** Who recommends whom in each city: [recommender category, recommended category]. */
const cityPairs: [VendorCategorySlug, VendorCategorySlug][] = [
  ["weddingplanners", "florists"],
  ["weddingplanners", "caterers"],
  ["weddingplanners", "djband"],
  ["florists", "bakers"],
  ["photographers", "hairmakeup"],
];
/** Columbus vendors recommending the demo vendor's listing. */
const demoRecommenders: VendorCategorySlug[] = ["weddingplanners", "florists", "videographers"];

export async function seedFriendors(db: Db): Promise<void> {
  const [existing] = await db
    .select({ id: vendorRecommendations.recommenderId })
    .from(vendorRecommendations)
    .limit(1);
  if (existing) return;
  const rows = await db
    .select({
      id: vendors.id,
      cityId: vendors.cityId,
      categorySlug: vendors.categorySlug,
      ownerId: vendors.ownerId,
    })
    .from(vendors)
    .orderBy(asc(vendors.slug));
  const first = (cityId: string, category: string) =>
    rows.find((r) => r.cityId === cityId && r.categorySlug === category && !r.ownerId);
  const values: { recommenderId: string; recommendedId: string; note: string; createdAt: Date }[] = [];
  const add = (from: { id: string } | undefined, to: { id: string } | undefined) => {
    if (!from || !to || from.id === to.id) return;
    const n = values.length;
    // Fixed dates a day apart, so "newest first" is stable.
    values.push({
      recommenderId: from.id,
      recommendedId: to.id,
      note: notes[n % notes.length]!,
      createdAt: new Date(Date.UTC(2026, 0, 10 + n, 12)),
    });
  };
  const demo = rows.find((r) => r.ownerId === demoVendorListing.ownerId);
  for (const category of demoRecommenders) add(first(demoVendorListing.cityId, category), demo);
  for (const cityId of cityIds)
    for (const [from, to] of cityPairs) add(first(cityId, from), first(cityId, to));
  if (values.length > 0) await db.insert(vendorRecommendations).values(values).onConflictDoNothing();
}
