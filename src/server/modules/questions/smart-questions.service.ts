import { and, asc, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Viewer } from "@shared/schemas/account";
import type { QuestionNoteInput, QuestionNotes, SmartQuestions } from "@shared/schemas/questions";
import {
  budgetFeel,
  isQuestionKey,
  seasonOf,
  selectQuestions,
  type QuestionCategory,
  type Season,
} from "@shared/rules/smart-questions";
import { coupleScope } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { inquiries } from "../../db/schema/inquiries";
import { vendors, venues } from "../../db/schema/marketplace";
import { vendorQuestionNotes } from "../../db/schema/questions";
import { invalidFields } from "../../errors";
import { coupleHomeProfile } from "../account/couple-profile.service";
import { budgetOf } from "../budgets/budgets.service";
import { savedVenueTraits } from "../saved-venues/saved-venues.service";

/** Smart questions (issue #15): the couple's situation through the profile, budget and saved-venues services. */
export const askingVendors = { what: { message: "Only couple accounts have smart questions" } };

const seasons = new Set<string>(["winter", "spring", "summer", "fall"]);

export async function smartQuestionsFor(
  db: Db,
  viewer: Viewer,
  category: QuestionCategory,
): Promise<SmartQuestions> {
  const { coupleId } = await coupleScope(db, viewer, {
    ...askingVendors,
    need: { area: "vendors", level: "view" },
  });
  const [profile, budget, traits, suggested, noted] = await Promise.all([
    coupleHomeProfile(db, coupleId),
    budgetOf(db, coupleId),
    savedVenueTraits(db, coupleId),
    inquiredNames(db, coupleId, category),
    notedSubjects(db, coupleId, category),
  ]);
  const guestCount = profile?.guestCount ?? budget?.guestCount ?? null;
  const picked = profile?.weddingSeason && seasons.has(profile.weddingSeason) ? profile.weddingSeason : null;
  const situation = {
    guestCount,
    weddingDate: profile?.weddingDate ?? null,
    season: picked as Season | null,
    venueStyles: traits.styles,
    outdoor: traits.outdoor,
    budgetCents: budget && budget.totalBudget > 0 ? budget.totalBudget * 100 : null,
    cityId: profile?.cityId ?? null,
  };
  return {
    category,
    questions: selectQuestions(category, situation),
    situation: {
      guestCount,
      season: seasonOf(situation.weddingDate) ?? situation.season,
      outdoor: traits.outdoor,
      budget: budgetFeel(situation.budgetCents, guestCount),
      cityId: situation.cityId,
    },
    suggestedSubjects: suggested,
    notedSubjects: noted,
  };
}

/** The names of the listings the couple inquired with in the category (booked first, then newest). */
async function inquiredNames(db: Db, coupleId: string, category: QuestionCategory): Promise<string[]> {
  const booked = sql`case when ${inquiries.status} = 'booked' then 0 else 1 end`;
  const rows =
    category === "venues"
      ? await db
          .select({ name: venues.name })
          .from(inquiries)
          .innerJoin(venues, eq(venues.id, inquiries.venueId))
          .where(eq(inquiries.coupleId, coupleId))
          .orderBy(booked, desc(inquiries.createdAt))
          .limit(20)
      : await db
          .select({ name: vendors.businessName })
          .from(inquiries)
          .innerJoin(vendors, eq(vendors.id, inquiries.vendorId))
          .where(and(eq(inquiries.coupleId, coupleId), eq(vendors.categorySlug, category)))
          .orderBy(booked, desc(inquiries.createdAt))
          .limit(20);
  return [...new Set(rows.map((r) => r.name))];
}

async function notedSubjects(db: Db, coupleId: string, category: QuestionCategory): Promise<string[]> {
  const rows = await db
    .select({ subject: vendorQuestionNotes.subject })
    .from(vendorQuestionNotes)
    .where(
      and(
        eq(vendorQuestionNotes.coupleId, coupleId),
        eq(vendorQuestionNotes.categorySlug, category),
        isNotNull(vendorQuestionNotes.subject),
      ),
    )
    .orderBy(asc(vendorQuestionNotes.subject));
  const seen = new Map<string, string>();
  for (const r of rows) if (!seen.has(r.subject.toLowerCase())) seen.set(r.subject.toLowerCase(), r.subject);
  return [...seen.values()];
}

const sameSubject = (subject: string) => sql`lower(${vendorQuestionNotes.subject}) = lower(${subject})`;

/** The couple's notes for one vendor in a category (the subject matched without case). */
export async function questionNotes(
  db: Db,
  viewer: Viewer,
  category: QuestionCategory,
  subject: string,
): Promise<QuestionNotes> {
  const { coupleId } = await coupleScope(db, viewer, {
    ...askingVendors,
    need: { area: "vendors", level: "view" },
  });
  const rows = await db
    .select({
      questionKey: vendorQuestionNotes.questionKey,
      answer: vendorQuestionNotes.answer,
      updatedAt: vendorQuestionNotes.updatedAt,
    })
    .from(vendorQuestionNotes)
    .where(
      and(
        eq(vendorQuestionNotes.coupleId, coupleId),
        eq(vendorQuestionNotes.categorySlug, category),
        sameSubject(subject),
      ),
    )
    .orderBy(asc(vendorQuestionNotes.questionKey));
  return {
    subject,
    notes: rows.map((r) => ({ ...r, updatedAt: new Date(r.updatedAt).toISOString() })),
  };
}

/** Writes one note (an empty answer deletes it); answers the vendor's notes as they now stand. */
export async function saveQuestionNote(
  db: Db,
  viewer: Viewer,
  input: QuestionNoteInput,
): Promise<QuestionNotes> {
  const { coupleId } = await coupleScope(db, viewer, {
    ...askingVendors,
    need: { area: "vendors", level: "edit" },
  });
  if (!isQuestionKey(input.categorySlug, input.questionKey))
    throw invalidFields({ questionKey: "Not a question of this category." });
  const mine = and(
    eq(vendorQuestionNotes.coupleId, coupleId),
    eq(vendorQuestionNotes.categorySlug, input.categorySlug),
    sameSubject(input.subject),
    eq(vendorQuestionNotes.questionKey, input.questionKey),
  );
  if (input.answer === "") {
    await db.delete(vendorQuestionNotes).where(mine);
  } else {
    // The unique index is on lower(subject): update first, insert when there was nothing; a racing insert
    // of the same note loses quietly and the update runs once more.
    const update = () =>
      db
        .update(vendorQuestionNotes)
        .set({ answer: input.answer, updatedAt: sql`now()` })
        .where(mine)
        .returning({ id: vendorQuestionNotes.id });
    if ((await update()).length === 0) {
      const inserted = await db
        .insert(vendorQuestionNotes)
        .values({
          coupleId,
          categorySlug: input.categorySlug,
          subject: input.subject,
          questionKey: input.questionKey,
          answer: input.answer,
        })
        .onConflictDoNothing()
        .returning({ id: vendorQuestionNotes.id });
      if (inserted.length === 0) await update();
    }
  }
  return questionNotes(db, viewer, input.categorySlug, input.subject);
}
