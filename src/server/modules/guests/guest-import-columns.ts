import type { GuestSide, GuestType, ImportColumn, RsvpStatus } from "@shared/schemas/guests";

/**
 * How the importer reads a spreadsheet someone else made (issue #12): headers guessed to columns by
 * name and common synonyms (whatever the case, spacing or punctuation), and cell values with friendly
 * synonyms ("yes" → attending, "bridesmaid" → wedding party, a partner's first name → their side).
 */

/** "E-mail Address" → "emailaddress", "+1" → "plus1". */
export function headerKey(header: string): string {
  return header
    .toLowerCase()
    .replace(/\+/g, "plus")
    .replace(/[^a-z0-9]/g, "");
}

const HEADER_SYNONYMS: Record<ImportColumn, readonly string[]> = {
  household: [
    "household",
    "householdname",
    "party",
    "partyname",
    "group",
    "groupname",
    "invitation",
    "invitationname",
    "addressedto",
  ],
  name: [
    "name",
    "fullname",
    "guest",
    "guestname",
    "firstname",
    "first",
    "givenname",
    "forename",
    "lastname",
    "last",
    "surname",
    "familyname",
    "middlename",
  ],
  email: ["email", "emailaddress", "mail", "emails"],
  phone: ["phone", "phonenumber", "mobile", "mobilenumber", "cell", "cellphone", "telephone", "tel"],
  guest_type: ["guesttype", "type", "relationship", "category", "role"],
  side: ["side", "guestof", "whoseguest", "partnerside"],
  rsvp_status: ["rsvpstatus", "rsvp", "status", "response", "reply", "attending"],
  meal_choice: ["mealchoice", "meal", "entree", "menu", "menuchoice", "food", "dinner"],
  dietary_notes: [
    "dietarynotes",
    "dietary",
    "diet",
    "dietaryrestrictions",
    "dietaryrequirements",
    "allergies",
    "allergy",
  ],
  tags: ["tags", "tag", "labels", "label"],
  notes: ["notes", "note", "comments", "comment"],
  plus_ones: [
    "plusones",
    "plusone",
    "plus1",
    "plusonesallowed",
    "plusoneallowed",
    "additionalguests",
    "extraguests",
  ],
  events: ["events", "event", "invitedto", "invitedevents", "invitations"],
  address: ["address", "streetaddress", "mailingaddress", "street", "address1", "addressline1"],
  postcode: ["postcode", "postalcode", "zip", "zipcode", "zippostal", "postal"],
};

const columnOfKey = new Map<string, ImportColumn>();
for (const [column, keys] of Object.entries(HEADER_SYNONYMS) as [ImportColumn, readonly string[]][])
  for (const k of keys) columnOfKey.set(k, column);

/** The column a header fills, or "ignore". */
export function guessColumn(header: string): ImportColumn | "ignore" {
  return columnOfKey.get(headerKey(header)) ?? "ignore";
}

/** Where a name part goes when several headers fill the name: first names first, last names last. */
export function namePartRank(header: string): number {
  const k = headerKey(header);
  if (/^(first|given|fore)/.test(k)) return 0;
  if (/^(last|sur|family)/.test(k)) return 2;
  return 1;
}

/** Lower case, single spaces, no punctuation at the ends: the form values are compared in. */
export function valueKey(value: string): string {
  return value
    .toLowerCase()
    .replace(/[_\-’']/g, " ")
    .replace(/\s+/g, " ")
    .replace(/^[^a-z0-9+]+|[^a-z0-9+?]+$/g, "")
    .trim();
}

const GUEST_TYPE_SYNONYMS: Record<GuestType, readonly string[]> = {
  family: ["family", "relative", "relatives", "fam"],
  friend: [
    "friend",
    "friends",
    "guest",
    "colleague",
    "coworker",
    "co worker",
    "work",
    "neighbor",
    "neighbour",
  ],
  wedding_party: [
    "wedding party",
    "weddingparty",
    "bridal party",
    "bridesmaid",
    "groomsman",
    "groomsmen",
    "best man",
    "maid of honor",
    "maid of honour",
    "matron of honor",
    "flower girl",
    "ring bearer",
    "officiant",
  ],
  plus_one: ["plus one", "plusone", "plus 1", "+1", "date", "partner"],
  child: ["child", "children", "kid", "kids", "baby", "minor"],
  vendor: ["vendor", "supplier", "staff", "vendors"],
};
const guestTypeOf = new Map<string, GuestType>();
for (const [t, words] of Object.entries(GUEST_TYPE_SYNONYMS) as [GuestType, readonly string[]][])
  for (const w of words) guestTypeOf.set(w, t);

/** A guest type from a cell; "" → friend; null when not recognised. */
export function parseGuestType(cell: string): GuestType | null {
  const k = valueKey(cell);
  if (k === "") return "friend";
  return guestTypeOf.get(k) ?? null;
}

const RSVP_SYNONYMS: Record<RsvpStatus, readonly string[]> = {
  attending: [
    "attending",
    "attend",
    "yes",
    "y",
    "accepted",
    "accept",
    "accepts",
    "coming",
    "confirmed",
    "going",
    "will attend",
  ],
  declined: [
    "declined",
    "decline",
    "declines",
    "no",
    "n",
    "not attending",
    "not coming",
    "regrets",
    "regret",
    "cannot attend",
    "can t attend",
    "not going",
  ],
  pending: [
    "pending",
    "invited",
    "awaiting",
    "awaiting reply",
    "no response",
    "no reply",
    "unknown",
    "maybe",
    "?",
    "tbd",
    "not yet",
  ],
};
const rsvpOf = new Map<string, RsvpStatus>();
for (const [s, words] of Object.entries(RSVP_SYNONYMS) as [RsvpStatus, readonly string[]][])
  for (const w of words) rsvpOf.set(w, s);

/** An answer from a cell; "" → pending; null when not recognised. */
export function parseRsvpStatus(cell: string): RsvpStatus | null {
  const k = valueKey(cell);
  if (k === "") return "pending";
  return rsvpOf.get(k) ?? null;
}

/** A side from a cell ("partner 1", "1", "both", either partner's first name); "" → both; null otherwise. */
export function parseSide(cell: string, partners: { partner1: string; partner2: string }): GuestSide | null {
  const k = valueKey(cell)
    .replace(/ s$/, "")
    .replace(/ side$/, "");
  if (["", "both", "mutual", "shared", "either", "both sides", "us"].includes(k)) return "both";
  if (["partner1", "partner 1", "p1", "1", "first"].includes(k)) return "partner1";
  if (["partner2", "partner 2", "p2", "2", "second"].includes(k)) return "partner2";
  const first = (name: string) => valueKey(name).split(" ")[0] ?? "";
  const p1 = first(partners.partner1);
  const p2 = first(partners.partner2);
  const word = k.split(" ")[0] ?? "";
  if (p1 && (k === valueKey(partners.partner1) || word === p1)) return "partner1";
  if (p2 && (k === valueKey(partners.partner2) || word === p2)) return "partner2";
  return null;
}

/** Lists in one cell: "Ceremony; Reception", "family, college". */
export function splitList(cell: string): string[] {
  return cell
    .split(/[;,|]/)
    .map((s) => s.trim())
    .filter(Boolean);
}
