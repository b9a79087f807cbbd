import { PDFDocument, rgb, StandardFonts, type PDFFont } from "pdf-lib";
import type { RunSheet } from "@shared/schemas/run-sheets";
import { printable } from "../guests/guest-qr.service";

const LETTER = { width: 612, height: 792 };
const MARGIN = 54;

function fit(font: PDFFont, text: string, size: number, maxWidth: number): string {
  const t = printable(font, text);
  if (font.widthOfTextAtSize(t, size) <= maxWidth) return t;
  let cut = t;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}...`, size) > maxWidth) cut = cut.slice(0, -1);
  return `${cut}...`;
}

/**
 * The printable worksheet (issue #15): the sheet's entries in time order, one line each (time, what,
 * where, vendor), notes under their entry, a tick box per line for whoever runs the day; letter pages.
 */
export async function worksheetPdf(sheet: RunSheet): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${sheet.title} — run sheet`);
  pdf.setCreator("June Weddings");
  const serif = await pdf.embedFont(StandardFonts.TimesRoman);
  const sans = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.23, 0.18, 0.17);
  const muted = rgb(0.42, 0.37, 0.35);
  const line = rgb(0.85, 0.82, 0.79);
  let page = pdf.addPage([LETTER.width, LETTER.height]);
  let y = LETTER.height - MARGIN;
  page.drawText(fit(serif, sheet.title, 22, LETTER.width - 2 * MARGIN), {
    x: MARGIN,
    y,
    size: 22,
    font: serif,
    color: ink,
  });
  y -= 18;
  page.drawText(sheet.day ? `Day: ${sheet.day}` : "Day-of run sheet", {
    x: MARGIN,
    y,
    size: 10,
    font: sans,
    color: muted,
  });
  y -= 28;
  if (sheet.entries.length === 0) {
    page.drawText("No entries yet.", { x: MARGIN, y, size: 12, font: sans, color: ink });
  }
  const cols = {
    box: MARGIN,
    time: MARGIN + 18,
    title: MARGIN + 110,
    where: MARGIN + 330,
    vendor: MARGIN + 430,
  };
  for (const e of sheet.entries) {
    const rowHeight = e.notes ? 30 : 18;
    if (y - rowHeight < MARGIN) {
      page = pdf.addPage([LETTER.width, LETTER.height]);
      y = LETTER.height - MARGIN;
    }
    page.drawRectangle({ x: cols.box, y: y - 2, width: 9, height: 9, borderColor: muted, borderWidth: 0.7 });
    const time = e.endsAt ? `${e.startsAt}–${e.endsAt}` : e.startsAt;
    page.drawText(printable(bold, time.replace("–", "-")), {
      x: cols.time,
      y,
      size: 10,
      font: bold,
      color: ink,
    });
    page.drawText(fit(sans, e.title, 10, cols.where - cols.title - 8), {
      x: cols.title,
      y,
      size: 10,
      font: sans,
      color: ink,
    });
    page.drawText(fit(sans, e.location, 9, cols.vendor - cols.where - 8), {
      x: cols.where,
      y,
      size: 9,
      font: sans,
      color: muted,
    });
    page.drawText(fit(sans, e.vendorName, 9, LETTER.width - MARGIN - cols.vendor), {
      x: cols.vendor,
      y,
      size: 9,
      font: sans,
      color: muted,
    });
    if (e.notes) {
      const note = e.notes.replace(/\s+/g, " ");
      page.drawText(fit(sans, note, 8.5, LETTER.width - MARGIN - cols.title), {
        x: cols.title,
        y: y - 12,
        size: 8.5,
        font: sans,
        color: muted,
      });
    }
    y -= rowHeight;
    page.drawLine({
      start: { x: MARGIN, y: y + 6 },
      end: { x: LETTER.width - MARGIN, y: y + 6 },
      thickness: 0.4,
      color: line,
    });
  }
  return Buffer.from(await pdf.save());
}
