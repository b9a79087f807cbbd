import sharp from "sharp";

/**
 * The built-in engine's eyes (issue #4): an attached inspiration image → its dominant colours (k-means
 * over a downscaled copy), each named from a small wedding-colour table, and flowers in those colours by
 * season. No model: plain pixel statistics.
 */

export type Rgb = [number, number, number];
export type ColorFamily =
  "white" | "pink" | "red" | "orange" | "yellow" | "purple" | "blue" | "green" | "neutral";
export type Season = "spring" | "summer" | "autumn" | "winter";

type NamedColor = { name: string; hex: string; family: ColorFamily };

/** Wedding colour names people use, with a representative sRGB value each. */
export const NAMED_COLORS: NamedColor[] = [
  { name: "white", hex: "#ffffff", family: "white" },
  { name: "ivory", hex: "#f5efdc", family: "white" },
  { name: "champagne", hex: "#e8d5b5", family: "white" },
  { name: "blush", hex: "#f0c5c0", family: "pink" },
  { name: "pink", hex: "#f08cb0", family: "pink" },
  { name: "fuchsia", hex: "#d6246e", family: "pink" },
  { name: "mauve", hex: "#b784a7", family: "pink" },
  { name: "coral", hex: "#f27a5e", family: "orange" },
  { name: "peach", hex: "#f7b98b", family: "orange" },
  { name: "terracotta", hex: "#c4623f", family: "orange" },
  { name: "burnt orange", hex: "#cc5500", family: "orange" },
  { name: "orange", hex: "#f28c28", family: "orange" },
  { name: "gold", hex: "#d4af37", family: "yellow" },
  { name: "butter yellow", hex: "#f5d547", family: "yellow" },
  { name: "red", hex: "#c8102e", family: "red" },
  { name: "burgundy", hex: "#800020", family: "red" },
  { name: "plum", hex: "#5e2750", family: "purple" },
  { name: "lavender", hex: "#b9a6d6", family: "purple" },
  { name: "purple", hex: "#6b3fa0", family: "purple" },
  { name: "dusty blue", hex: "#8ba6bf", family: "blue" },
  { name: "sky blue", hex: "#87bfe8", family: "blue" },
  { name: "royal blue", hex: "#2c4fa3", family: "blue" },
  { name: "navy", hex: "#1f2a44", family: "blue" },
  { name: "teal", hex: "#1c7c7d", family: "blue" },
  { name: "emerald", hex: "#1f7a4d", family: "green" },
  { name: "sage", hex: "#9caf88", family: "green" },
  { name: "mint", hex: "#bde3c8", family: "green" },
  { name: "olive", hex: "#6b7133", family: "green" },
  { name: "forest green", hex: "#254d32", family: "green" },
  { name: "taupe", hex: "#a39485", family: "neutral" },
  { name: "chocolate", hex: "#5c3d2e", family: "neutral" },
  { name: "grey", hex: "#9a9a9a", family: "neutral" },
  { name: "charcoal", hex: "#3a3a3a", family: "neutral" },
  { name: "black", hex: "#111111", family: "neutral" },
];

export function hexToRgb(hex: string): Rgb {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function rgbToHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`;
}

/** sRGB → CIE Lab (D65), where Euclidean distance is close to how different colours look. */
export function rgbToLab([r, g, b]: Rgb): [number, number, number] {
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const [lr, lg, lb] = [lin(r), lin(g), lin(b)];
  const x = (lr * 0.4124 + lg * 0.3576 + lb * 0.1805) / 0.95047;
  const y = lr * 0.2126 + lg * 0.7152 + lb * 0.0722;
  const z = (lr * 0.0193 + lg * 0.1192 + lb * 0.9505) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

const namedLab = NAMED_COLORS.map((c) => ({ ...c, lab: rgbToLab(hexToRgb(c.hex)) }));

/** The nearest named colour (CIE76 distance in Lab). */
export function nameColor(rgb: Rgb): NamedColor {
  const lab = rgbToLab(rgb);
  let best = namedLab[0]!;
  let bestD = Infinity;
  for (const c of namedLab) {
    const d = (c.lab[0] - lab[0]) ** 2 + (c.lab[1] - lab[1]) ** 2 + (c.lab[2] - lab[2]) ** 2;
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  return { name: best.name, hex: best.hex, family: best.family };
}

export type DominantColor = { rgb: Rgb; hex: string; share: number; name: string; family: ColorFamily };

/**
 * k-means (k ≤ 5) over the pixels of a copy at most 64 px wide, seeded deterministically with the
 * farthest-point rule. Clusters that get the same name are merged. Biggest share first.
 */
export function dominantColors(pixels: Rgb[], k = 5): DominantColor[] {
  if (pixels.length === 0) return [];
  const dist = (a: Rgb, b: Rgb) => (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 + (a[2] - b[2]) ** 2;
  // Seeds: the mean, then repeatedly the pixel farthest from every seed so far.
  const mean: Rgb = [0, 1, 2].map((i) => pixels.reduce((s, p) => s + p[i]!, 0) / pixels.length) as Rgb;
  const centers: Rgb[] = [mean];
  while (centers.length < k) {
    let far = pixels[0]!;
    let farD = -1;
    for (const p of pixels) {
      const d = Math.min(...centers.map((c) => dist(p, c)));
      if (d > farD) {
        farD = d;
        far = p;
      }
    }
    if (farD < 100) break; // no colour left that differs visibly
    centers.push([...far]);
  }
  const assign = new Array<number>(pixels.length).fill(0);
  for (let iter = 0; iter < 12; iter++) {
    let moved = false;
    pixels.forEach((p, i) => {
      let best = 0;
      let bestD = Infinity;
      centers.forEach((c, j) => {
        const d = dist(p, c);
        if (d < bestD) {
          bestD = d;
          best = j;
        }
      });
      if (assign[i] !== best) moved = true;
      assign[i] = best;
    });
    const sums = centers.map(() => [0, 0, 0, 0]);
    pixels.forEach((p, i) => {
      const s = sums[assign[i]!]!;
      s[0]! += p[0];
      s[1]! += p[1];
      s[2]! += p[2];
      s[3]! += 1;
    });
    sums.forEach((s, j) => {
      if (s[3]! > 0) centers[j] = [s[0]! / s[3]!, s[1]! / s[3]!, s[2]! / s[3]!];
    });
    if (!moved && iter > 0) break;
  }
  const counts = centers.map(() => 0);
  for (const a of assign) counts[a]! += 1;
  const byName = new Map<string, DominantColor & { weight: number }>();
  centers.forEach((c, j) => {
    const n = counts[j]!;
    if (n === 0) return;
    const rgb = c.map((v) => Math.round(v)) as Rgb;
    const named = nameColor(rgb);
    const prev = byName.get(named.name);
    if (prev && prev.weight >= n) {
      prev.share += n;
      return;
    }
    byName.set(named.name, {
      rgb,
      hex: rgbToHex(rgb),
      share: n + (prev?.share ?? 0),
      name: named.name,
      family: named.family,
      weight: n,
    });
  });
  const all = [...byName.values()]
    .map(({ weight: _w, ...c }) => ({ ...c, share: Math.round((c.share / pixels.length) * 100) }))
    .sort((a, b) => b.share - a.share || a.name.localeCompare(b.name));
  // Under 3%: edges blended by the downscale, or specks — not part of the palette.
  const visible = all.filter((c) => c.share >= 3);
  return visible.length > 0 ? visible : all.slice(0, 1);
}

/** Decodes a data URL; undefined when it is not a base64 or percent-encoded data URL. */
export function decodeDataUrl(dataUrl: string): Buffer | undefined {
  const m = /^data:([^;,]*)((?:;[^;,]*)*),(.*)$/s.exec(dataUrl.trim());
  if (!m) return undefined;
  try {
    return /;base64/i.test(m[2]!)
      ? Buffer.from(m[3]!, "base64")
      : Buffer.from(decodeURIComponent(m[3]!), "utf8");
  } catch {
    return undefined;
  }
}

/** The image's dominant colours, or undefined when the image can't be read. */
export async function readImageColors(dataUrl: string): Promise<DominantColor[] | undefined> {
  const input = decodeDataUrl(dataUrl);
  if (!input || input.length === 0) return undefined;
  try {
    const { data, info } = await sharp(input, { limitInputPixels: 50_000_000, animated: false })
      .rotate()
      // Nearest-neighbour sampling keeps real pixel colours (a smoothing kernel invents blends at edges).
      .resize(64, 64, { fit: "inside", withoutEnlargement: true, kernel: "nearest" })
      .flatten({ background: "#ffffff" })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels: Rgb[] = [];
    for (let i = 0; i + 2 < data.length; i += info.channels)
      pixels.push([data[i]!, data[i + 1]!, data[i + 2]!]);
    const colors = dominantColors(pixels, 5);
    return colors.length > 0 ? colors : undefined;
  } catch {
    return undefined;
  }
}

export function seasonOf(month: number): Season {
  if (month >= 3 && month <= 5) return "spring";
  if (month >= 6 && month <= 8) return "summer";
  if (month >= 9 && month <= 11) return "autumn";
  return "winter";
}

/** Flowers (and foliage) that come in each colour family, by season in Ohio and Tennessee. */
export const FLOWERS: Record<ColorFamily, Record<Season, string[]>> = {
  white: {
    spring: ["peonies", "ranunculus", "tulips", "lily of the valley"],
    summer: ["garden roses", "hydrangeas", "gardenias", "lisianthus"],
    autumn: ["Café au Lait dahlias", "anemones", "spray roses"],
    winter: ["amaryllis", "hellebores", "anemones", "paperwhites"],
  },
  pink: {
    spring: ["peonies", "sweet peas", "ranunculus", "tulips"],
    summer: ["garden roses", "lisianthus", "dahlias", "zinnias"],
    autumn: ["dahlias", "spray roses", "celosia"],
    winter: ["hellebores", "spray roses", "carnations"],
  },
  red: {
    spring: ["ranunculus", "tulips", "anemones"],
    summer: ["dahlias", "garden roses", "zinnias"],
    autumn: ["dahlias", "celosia", "amaranthus"],
    winter: ["amaryllis", "roses", "hypericum berries"],
  },
  orange: {
    spring: ["tulips", "ranunculus", "poppies"],
    summer: ["zinnias", "marigolds", "lilies"],
    autumn: ["dahlias", "chrysanthemums", "marigolds"],
    winter: ["roses", "ranunculus", "protea"],
  },
  yellow: {
    spring: ["daffodils", "tulips", "ranunculus"],
    summer: ["sunflowers", "yarrow", "craspedia"],
    autumn: ["sunflowers", "chrysanthemums", "goldenrod"],
    winter: ["yellow roses", "mimosa", "craspedia"],
  },
  purple: {
    spring: ["lilacs", "hyacinths", "irises", "sweet peas"],
    summer: ["lavender", "lisianthus", "delphinium"],
    autumn: ["asters", "dahlias", "chrysanthemums"],
    winter: ["anemones", "hellebores", "tulips"],
  },
  blue: {
    spring: ["hyacinths", "grape hyacinths", "forget-me-nots"],
    summer: ["delphinium", "hydrangeas", "cornflowers"],
    autumn: ["thistle", "antique hydrangeas", "delphinium"],
    winter: ["sea holly (eryngium)", "thistle", "grape hyacinths"],
  },
  green: {
    spring: ["hellebores", "viburnum", "eucalyptus"],
    summer: ["bells of Ireland", "ferns", "eucalyptus"],
    autumn: ["seeded eucalyptus", "green amaranthus", "olive branches"],
    winter: ["cedar", "magnolia leaves", "eucalyptus"],
  },
  neutral: {
    spring: ["dusty miller", "bunny tail grass", "dried palms"],
    summer: ["pampas grass", "dusty miller", "wheat"],
    autumn: ["pampas grass", "dried grasses", "wheat"],
    winter: ["dusty miller", "dried grasses", "pine cones"],
  },
};
