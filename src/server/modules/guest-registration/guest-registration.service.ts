import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { registrationInfoSchema, registrationInputSchema } from "@shared/schemas/rsvp";
import type { Db } from "../../db/client";
import { guestListSettings } from "../../db/schema/guests";
import { coupleProfiles } from "../../db/schema/profiles";
import { weddingWebsites } from "../../db/schema/wedding-websites";
import { notFound } from "../../errors";
import { createHousehold, type GuestListNews } from "../guests/guests.service";

/**
 * Guest registration (issue #12): the couple shares `/guest-registration/{code}`; people give their
 * household's details, which land in the couple's "to review" list (source "registration", review
 * "pending": not counted until approved). A code that is unknown or whose registration is closed reads
 * the same: not found.
 */

export type RegistrationInfo = z.infer<typeof registrationInfoSchema>;
export type RegistrationInput = z.infer<typeof registrationInputSchema>;

export const REGISTRATION_NOT_FOUND = "This registration link is not open. Check the link with the couple.";

export type OpenRegistration = RegistrationInfo & {
  coupleId: string;
  /** The couple's website theme, so the page looks like their site. */
  theme: string;
};

/** The open registration behind `code`, or null. */
export async function openRegistration(db: Db, code: string): Promise<OpenRegistration | null> {
  const [row] = await db
    .select({
      coupleId: guestListSettings.coupleId,
      partner1: coupleProfiles.partner1Name,
      partner2: coupleProfiles.partner2Name,
      weddingDate: coupleProfiles.weddingDate,
      theme: weddingWebsites.theme,
    })
    .from(guestListSettings)
    .leftJoin(coupleProfiles, eq(coupleProfiles.id, guestListSettings.coupleId))
    .leftJoin(weddingWebsites, eq(weddingWebsites.coupleId, guestListSettings.coupleId))
    .where(
      and(
        inArray(guestListSettings.registrationCode, [code, code.toUpperCase()]),
        eq(guestListSettings.registrationOpen, true),
      ),
    );
  if (!row) return null;
  return {
    coupleId: row.coupleId,
    partner1: row.partner1 ?? "",
    partner2: row.partner2 ?? "",
    weddingDate: row.weddingDate ?? null,
    theme: row.theme ?? "garden",
  };
}

export async function registrationInfo(db: Db, code: string): Promise<RegistrationInfo> {
  const open = await openRegistration(db, code);
  if (!open) throw notFound(REGISTRATION_NOT_FOUND);
  return { partner1: open.partner1, partner2: open.partner2, weddingDate: open.weddingDate };
}

/** Adds the household for the couple's review; throws 404 when the code is not open. */
export async function register(
  db: Db,
  news: GuestListNews,
  code: string,
  input: RegistrationInput,
): Promise<{ householdId: string }> {
  const open = await openRegistration(db, code);
  if (!open) throw notFound(REGISTRATION_NOT_FOUND);
  const notes = input.note ? `Note from the registration: ${input.note}` : "";
  const { householdId } = await createHousehold(
    db,
    open.coupleId,
    {
      name: input.householdName,
      email: input.email,
      phone: input.phone,
      address: input.address,
      postcode: input.postcode,
      plusOnesAllowed: 0,
      notes,
      guests: input.guests.map((g, i) => ({
        name: g.name,
        // The first person is the one registering: their contact details.
        email: i === 0 ? input.email : "",
        phone: i === 0 ? input.phone : "",
        guestType: "friend",
        side: "both",
        mealChoice: "",
        dietaryNotes: g.dietaryNotes,
        tags: [],
        notes: "",
      })),
    },
    { source: "registration", reviewStatus: "pending" },
  );
  news.announce(open.coupleId);
  return { householdId };
}
