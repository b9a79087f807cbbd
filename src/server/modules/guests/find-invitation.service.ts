import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { findInvitationResultSchema, findInvitationSchema } from "@shared/schemas/rsvp";
import { isLastNameOf, nameMatchScore, NAME_MATCH_THRESHOLD, normalizeName } from "@shared/rules/name-match";
import type { Viewer } from "@shared/schemas/account";
import type { Db } from "../../db/client";
import { guests, households } from "../../db/schema/guests";
import { weddingWebsites } from "../../db/schema/wedding-websites";
import { AppError } from "../../errors";

/**
 * "Find your invitation" on a wedding website (issue #12, docs/decisions/028). A name alone never tells
 * anything: whatever matched (or nothing), the answer is the same request for a second fact. With the
 * fact (the household's or a guest's email, the postcode, or the last name of another person in the
 * party) a matching household answers its RSVP path; anything else answers one gentle not-found.
 */

export const SECOND_FACT_PROMPT =
  "To keep the guest list private, tell us one more thing: the email or postcode we have for you, or the last name of someone else in your party.";
export const NOT_FOUND_MESSAGE =
  "We couldn't match those details. Check the spelling, or use the link on your invitation.";

type FindInput = z.infer<typeof findInvitationSchema>;
export type FindResult = z.infer<typeof findInvitationResultSchema>;

/** The couple whose website `slug` is: published, or the signed-in couple's own (preview). */
async function coupleOfSite(db: Db, slug: string, viewer: Viewer | null): Promise<string> {
  const [site] = await db
    .select({ coupleId: weddingWebsites.coupleId, publishedAt: weddingWebsites.publishedAt })
    .from(weddingWebsites)
    .where(eq(weddingWebsites.slug, slug.toLowerCase()));
  if (!site || (!site.publishedAt && viewer?.id !== site.coupleId))
    throw new AppError("NOT_FOUND", "This wedding website isn't available.");
  return site.coupleId;
}

const emailForm = (v: string) => v.trim().toLowerCase();
const postcodeForm = (v: string) => v.toUpperCase().replace(/[^A-Z0-9]/g, "");

type Party = {
  id: string;
  name: string;
  email: string;
  postcode: string;
  rsvpToken: string;
  people: { name: string; email: string }[];
};

/** Whether `fact` is something only this party knows, for a guest who typed `typed`. */
export function factFits(party: Party, typed: string, fact: string): boolean {
  if (fact.includes("@")) {
    const email = emailForm(fact);
    return [party.email, ...party.people.map((p) => p.email)].some((e) => e && emailForm(e) === email);
  }
  const postcode = postcodeForm(fact);
  if (postcode.length >= 3 && party.postcode && postcodeForm(party.postcode) === postcode) return true;
  // Another person's last name: not one the guest typed (that would be no second fact at all).
  const typedWords = new Set(normalizeName(typed).split(" "));
  if (
    normalizeName(fact)
      .split(" ")
      .every((w) => typedWords.has(w))
  )
    return false;
  return party.people.some((p) => nameMatchScore(typed, p.name) === 0 && isLastNameOf(fact, p.name));
}

export async function findInvitation(db: Db, input: FindInput, viewer: Viewer | null): Promise<FindResult> {
  const coupleId = await coupleOfSite(db, input.slug, viewer);
  const fact = input.secondFact?.trim() ?? "";
  if (!fact) return { status: "need_fact", prompt: SECOND_FACT_PROMPT };
  const rows = await db
    .select({
      id: households.id,
      name: households.name,
      email: households.email,
      postcode: households.postcode,
      rsvpToken: households.rsvpToken,
      guestName: guests.name,
      guestEmail: guests.email,
      unnamed: guests.isUnnamedPlusOne,
    })
    .from(households)
    .innerJoin(guests, and(eq(guests.householdId, households.id), isNull(guests.deletedAt)))
    .where(
      and(
        eq(households.coupleId, coupleId),
        isNull(households.deletedAt),
        isNull(households.tokenRevokedAt),
        eq(households.reviewStatus, "approved"),
      ),
    );
  const parties = new Map<string, Party>();
  for (const r of rows) {
    const party = parties.get(r.id) ?? { ...r, people: [] };
    if (!r.unnamed) party.people.push({ name: r.guestName, email: r.guestEmail });
    parties.set(r.id, party);
  }
  const matches = [...parties.values()]
    .map((p) => ({ p, score: nameMatchScore(input.name, [p.name, ...p.people.map((x) => x.name)]) }))
    .filter((m) => m.score >= NAME_MATCH_THRESHOLD && factFits(m.p, input.name, fact))
    .sort((a, b) => b.score - a.score);
  const best = matches[0];
  if (!best) return { status: "not_found", message: NOT_FOUND_MESSAGE };
  return { status: "found", rsvpPath: `/rsvp/${best.p.rsvpToken}`, householdName: best.p.name };
}
