import { and, asc, eq, isNull } from "drizzle-orm";
import { PDFDocument, rgb, StandardFonts, type PDFFont } from "pdf-lib";
import QRCode from "qrcode";
import type { Household } from "@shared/schemas/guests";
import type { Viewer } from "@shared/schemas/account";
import { coupleScope, type AccessLevel } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { user } from "../../db/schema/auth";
import { households } from "../../db/schema/guests";
import { coupleProfiles } from "../../db/schema/profiles";
import { AppError } from "../../errors";
import type { GuestListNews } from "./guest-list-bus";
import { readHouseholds } from "./guest-reads";
import { newRsvpToken } from "./guests.service";

/**
 * The couple's side of the RSVP links (issue #12): a household's QR code (SVG, PNG), the printable
 * sheet of RSVP cards (PDF) and replacing a household's link. Scoped by the access rule: another
 * couple's household answers 404 like a missing one.
 */

const HOUSEHOLD_MISSING = "Household not found.";

type HouseholdRow = typeof households.$inferSelect;

async function ownHousehold(
  db: Db,
  viewer: Viewer | null,
  id: string,
  level: AccessLevel,
): Promise<HouseholdRow> {
  const scope = await coupleScope(db, viewer, {
    what: "The guest list",
    missing: HOUSEHOLD_MISSING,
    need: { area: "guests", level },
  });
  const [home] = await db
    .select()
    .from(households)
    .where(and(eq(households.id, id), eq(households.coupleId, scope.coupleId), isNull(households.deletedAt)));
  if (!home) throw new AppError("NOT_FOUND", HOUSEHOLD_MISSING);
  return home;
}

export const rsvpUrl = (publicUrl: string, token: string) => `${publicUrl}/rsvp/${token}`;

/** A file name from a household's name: "Chris & Sam Lee" → "rsvp-chris-sam-lee". */
export function fileNameOf(name: string): string {
  const slug = name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);
  return `rsvp-${slug || "household"}`;
}

/** The household's QR code: SVG (crisp at any print size) or a 600 px PNG. */
export async function householdQr(
  db: Db,
  viewer: Viewer | null,
  id: string,
  publicUrl: string,
  format: "svg" | "png",
): Promise<{ body: string | Buffer; fileName: string }> {
  const home = await ownHousehold(db, viewer, id, "view");
  if (home.tokenRevokedAt)
    throw new AppError("NOT_FOUND", "This household has no RSVP link. Issue a new one first.");
  const url = rsvpUrl(publicUrl, home.rsvpToken);
  const fileName = `${fileNameOf(home.name)}.${format}`;
  if (format === "svg")
    return {
      body: await QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 2 }),
      fileName,
    };
  return {
    body: await QRCode.toBuffer(url, { type: "png", errorCorrectionLevel: "M", margin: 2, width: 600 }),
    fileName,
  };
}

/**
 * Text pdf-lib's standard fonts can draw (WinAnsi): accents they lack are folded ("Łukasz" → "Lukasz"),
 * anything else becomes "?", so a name never breaks the sheet.
 */
export function printable(font: PDFFont, text: string): string {
  const chars = new Set(font.getCharacterSet());
  return [...text]
    .map((c) => {
      if (chars.has(c.codePointAt(0)!)) return c;
      const folded = c.normalize("NFD").replace(/\p{M}/gu, "");
      const fallback: Record<string, string> = { ł: "l", Ł: "L", ø: "o", Ø: "O", đ: "d", Đ: "D", ı: "i" };
      const out = fallback[c] ?? folded;
      return [...out].every((x) => chars.has(x.codePointAt(0)!)) ? out : "?";
    })
    .join("");
}

function fitText(
  font: PDFFont,
  text: string,
  size: number,
  maxWidth: number,
): { text: string; size: number } {
  let s = size;
  while (s > 8 && font.widthOfTextAtSize(text, s) > maxWidth) s -= 0.5;
  if (font.widthOfTextAtSize(text, s) <= maxWidth) return { text, size: s };
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, s) > maxWidth) cut = cut.slice(0, -1);
  return { text: `${cut}…`, size: s };
}

const LETTER = { width: 612, height: 792 };
const CARDS_PER_PAGE = 4;

/**
 * The printable sheet: US Letter, four cards a page (2 × 2, cut along the dashed lines), each with the
 * household's name, the couple's names, "Scan to RSVP", the QR code and the link written out.
 */
export async function qrSheetPdf(db: Db, viewer: Viewer | null, publicUrl: string): Promise<Buffer> {
  const scope = await coupleScope(db, viewer, {
    what: "The guest list",
    need: { area: "guests", level: "view" },
  });
  const [homes, [couple]] = await Promise.all([
    db
      .select({ name: households.name, rsvpToken: households.rsvpToken })
      .from(households)
      .where(
        and(
          eq(households.coupleId, scope.coupleId),
          isNull(households.deletedAt),
          isNull(households.tokenRevokedAt),
          eq(households.reviewStatus, "approved"),
        ),
      )
      .orderBy(asc(households.name), asc(households.id)),
    db
      .select({ name: user.name, p1: coupleProfiles.partner1Name, p2: coupleProfiles.partner2Name })
      .from(user)
      .leftJoin(coupleProfiles, eq(coupleProfiles.id, user.id))
      .where(eq(user.id, scope.coupleId)),
  ]);
  const coupleLine = [couple?.p1 || couple?.name || "", couple?.p2 ?? ""].filter(Boolean).join(" & ");
  const pdf = await PDFDocument.create();
  pdf.setTitle(`RSVP cards — ${coupleLine || "our wedding"}`);
  pdf.setCreator("June Weddings");
  const serif = await pdf.embedFont(StandardFonts.TimesRoman);
  const serifItalic = await pdf.embedFont(StandardFonts.TimesRomanItalic);
  const sans = await pdf.embedFont(StandardFonts.Helvetica);
  const ink = rgb(0.23, 0.18, 0.17);
  const muted = rgb(0.42, 0.37, 0.35);
  const accent = rgb(0.62, 0.29, 0.36);
  const cardW = LETTER.width / 2;
  const cardH = LETTER.height / 2;

  if (homes.length === 0) {
    const page = pdf.addPage([LETTER.width, LETTER.height]);
    page.drawText("No households on your guest list yet.", {
      x: 72,
      y: 700,
      size: 16,
      font: serif,
      color: ink,
    });
  }
  for (let i = 0; i < homes.length; i++) {
    const page =
      i % CARDS_PER_PAGE === 0
        ? pdf.addPage([LETTER.width, LETTER.height])
        : pdf.getPage(pdf.getPageCount() - 1);
    if (i % CARDS_PER_PAGE === 0) {
      const dash = { thickness: 0.5, color: rgb(0.8, 0.76, 0.73), dashArray: [4, 4] };
      page.drawLine({ start: { x: cardW, y: 0 }, end: { x: cardW, y: LETTER.height }, ...dash });
      page.drawLine({ start: { x: 0, y: cardH }, end: { x: LETTER.width, y: cardH }, ...dash });
    }
    const home = homes[i]!;
    const slot = i % CARDS_PER_PAGE;
    const left = (slot % 2) * cardW;
    const top = LETTER.height - Math.floor(slot / 2) * cardH;
    const cx = left + cardW / 2;
    const url = rsvpUrl(publicUrl, home.rsvpToken);
    const centered = (text: string, y: number, font: PDFFont, size: number, color = ink) => {
      const fit = fitText(font, printable(font, text), size, cardW - 48);
      page.drawText(fit.text, {
        x: cx - font.widthOfTextAtSize(fit.text, fit.size) / 2,
        y,
        size: fit.size,
        font,
        color,
      });
    };
    centered(home.name, top - 52, serif, 20);
    if (coupleLine) centered(`${coupleLine} are getting married`, top - 74, serifItalic, 12, muted);
    centered("Scan to RSVP", top - 104, sans, 11, accent);
    // A few pixels per module is enough: PDF images are drawn without smoothing, so modules stay sharp
    // at any print size, and a 2,000-household sheet renders in seconds, not minutes.
    const png = await QRCode.toBuffer(url, { type: "png", errorCorrectionLevel: "M", margin: 1, scale: 4 });
    const image = await pdf.embedPng(png);
    const size = 180;
    page.drawImage(image, { x: cx - size / 2, y: top - 116 - size, width: size, height: size });
    centered("or open", top - 316, sans, 9, muted);
    centered(url.replace(/^https?:\/\//, ""), top - 332, sans, 9, ink);
  }
  return Buffer.from(await pdf.save());
}

/** Replaces the household's RSVP link: the old token stops working at once, the new one is returned. */
export async function replaceRsvpToken(
  db: Db,
  news: GuestListNews,
  viewer: Viewer | null,
  id: string,
): Promise<Household> {
  const home = await ownHousehold(db, viewer, id, "edit");
  const [updated] = await db
    .update(households)
    .set({ rsvpToken: newRsvpToken(), tokenRevokedAt: null, updatedAt: new Date() })
    .where(eq(households.id, home.id))
    .returning();
  news.announce(home.coupleId);
  return (await readHouseholds(db, updated!.coupleId, { ids: [updated!.id] }))[0]!;
}
