import { capitalize, cityName, list, plain, usd } from "../format";
import { FLOWERS, readImageColors, seasonOf, type DominantColor } from "../palette";
import type { AnswerContext } from "./context";

/** An attached inspiration image → palette, flowers in its colours for the couple's season, local florists. */

const NEUTRAL_FAMILIES = new Set(["white", "neutral"]);

export async function imageAnswer(ctx: AnswerContext, dataUrl: string): Promise<string> {
  const colors = await readImageColors(dataUrl);
  if (!colors) {
    return "I couldn't read that image — the file may be damaged or in a format I can't open. Could you try a JPEG or PNG?";
  }
  const profile = await ctx.tools.profile();
  const month = profile?.weddingDate ? Number(profile.weddingDate.slice(5, 7)) : new Date().getUTCMonth() + 1;
  const season = seasonOf(month);
  const seasonNote = profile?.weddingDate
    ? `your ${season} wedding`
    : `a ${season} wedding (add your date for a better match)`;

  const parts = [
    `**The colours in your image:** ${colors.map((c) => `${c.name} (${c.share}%, ${c.hex})`).join(", ")}.`,
    paletteAdvice(colors),
  ];

  // Flowers per colour family, once per family, in the order of the palette.
  const families: DominantColor[] = [];
  for (const c of colors) if (!families.some((f) => f.family === c.family)) families.push(c);
  const flowerLines = families.map((c) => {
    const names = colors.filter((x) => x.family === c.family).map((x) => x.name);
    const note = c.family === "neutral" ? " (for texture)" : c.family === "green" ? " (foliage)" : "";
    return `- ${capitalize(list(names))}${note}: ${list(FLOWERS[c.family][season])}`;
  });
  parts.push(`**Flowers in these colours for ${seasonNote}:**\n${flowerLines.join("\n")}`);

  const city = profile?.cityId ?? undefined;
  const florists = await ctx.tools.call(
    "search_vendors",
    city ? { category: "florists", city } : { category: "florists" },
  );
  if (florists && florists.results.length > 0) {
    const lines = florists.results
      .slice(0, 3)
      .map(
        (v) =>
          `- **[${plain(v.businessName)}](/vendor/${v.slug})** — ${cityName(v.cityId)} · from ${usd(v.priceFrom)}`,
      );
    parts.push(
      `**Florists${city ? ` in ${cityName(city)}` : ""} who can bring it to life:**\n${lines.join("\n")}`,
      "Show them this image and ask which of these flowers are in season on your date.",
    );
  }
  return parts.join("\n\n");
}

function paletteAdvice(colors: DominantColor[]): string {
  const accents = colors.filter((c) => !NEUTRAL_FAMILIES.has(c.family));
  const neutrals = colors.filter((c) => NEUTRAL_FAMILIES.has(c.family));
  if (accents.length === 0) {
    return `**Suggested palette:** a soft neutral scheme — ${list(neutrals.map((c) => c.name))}. Add one accent (sage greenery or blush) so it doesn't look flat in photos.`;
  }
  const [main, ...rest] = accents;
  const accentText = rest.length ? `, accent with ${list(rest.map((c) => c.name))}` : "";
  const groundText = neutrals.length
    ? ` and ground it with ${list(neutrals.map((c) => c.name))}`
    : " and add ivory or white as a calm neutral";
  const usage = rest.length
    ? "Use the main colour for bridesmaid dresses or linens, and the accents in flowers and stationery."
    : `Use ${main!.name} for bridesmaid dresses, linens or greenery, and the neutral for stationery and candles.`;
  return `**Suggested palette:** lead with ${main!.name}${accentText}${groundText}. ${usage}`;
}
