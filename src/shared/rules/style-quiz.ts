import { listingImagePaths, venueStyles, type VenueStyle } from "../marketplace-catalog";
import type { StyleQuizResult } from "../schemas/planning-quiz";

/**
 * The style quiz (issue #15, `/planning-quiz`): nine questions whose choices lean towards the
 * marketplace's venue styles, and the rule that turns answers into a result. Pure, shared: the page shows
 * the result at once, and the server scores the answers again before it saves them (it trusts no result
 * the browser sends).
 */

export type QuizChoice = {
  id: string;
  label: string;
  /** What the choice looks like, for everyone (and the image's alt text). */
  description: string;
  image?: string;
  weights: Partial<Record<VenueStyle, number>>;
};
export type QuizQuestion = { id: string; prompt: string; choices: QuizChoice[] };

const img = (style: VenueStyle, variant: 1 | 2 | 3) => listingImagePaths.venue(style, variant);

export const STYLE_QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  {
    id: "place",
    prompt: "Picture the place where you say your vows.",
    choices: [
      {
        id: "barn",
        label: "A timber barn",
        description: "Weathered beams, open doors and fields beyond.",
        image: img("barn", 1),
        weights: { barn: 3 },
      },
      {
        id: "ballroom",
        label: "A grand ballroom",
        description: "Chandeliers, a polished floor and a sweeping staircase.",
        image: img("ballroom", 1),
        weights: { ballroom: 3 },
      },
      {
        id: "garden",
        label: "A walled garden",
        description: "Roses, hedges and an aisle of petals under the sky.",
        image: img("garden", 1),
        weights: { garden: 3 },
      },
      {
        id: "rooftop",
        label: "A city rooftop",
        description: "The skyline behind you and the evening sky above.",
        image: img("rooftop", 1),
        weights: { rooftop: 3 },
      },
    ],
  },
  {
    id: "backdrop",
    prompt: "Pick a backdrop for your photos.",
    choices: [
      {
        id: "water",
        label: "Water at sunset",
        description: "A dock, a lake and the light going gold.",
        image: img("lakeside", 1),
        weights: { lakeside: 3 },
      },
      {
        id: "vines",
        label: "Rows of vines",
        description: "Rolling vineyard rows and a stone terrace.",
        image: img("vineyard", 1),
        weights: { vineyard: 3 },
      },
      {
        id: "stone",
        label: "Old stone and columns",
        description: "A landmark building with arches and a century of stories.",
        image: img("historic", 1),
        weights: { historic: 3 },
      },
      {
        id: "brick",
        label: "Brick and steel",
        description: "Exposed brick, tall factory windows and steel beams.",
        image: img("industrial", 1),
        weights: { industrial: 3 },
      },
    ],
  },
  {
    id: "light",
    prompt: "Which light do you want as the evening begins?",
    choices: [
      {
        id: "string",
        label: "String lights in the rafters",
        description: "Warm bulbs strung overhead, lanterns on the tables.",
        weights: { barn: 2, industrial: 1 },
      },
      {
        id: "chandeliers",
        label: "Chandeliers and candlelight",
        description: "Crystal, candelabras and a soft glow on every table.",
        weights: { ballroom: 2, historic: 1 },
      },
      {
        id: "golden",
        label: "Golden hour outdoors",
        description: "The sun low over the vines or the garden.",
        weights: { vineyard: 2, garden: 1 },
      },
      {
        id: "city",
        label: "City lights at dusk",
        description: "The skyline switching on around you.",
        weights: { rooftop: 2, industrial: 1 },
      },
      {
        id: "sunset",
        label: "Sunset on the water",
        description: "The lake turning pink, then lanterns along the shore.",
        weights: { lakeside: 2, garden: 1 },
      },
    ],
  },
  {
    id: "tables",
    prompt: "What is on the tables?",
    choices: [
      {
        id: "wildflowers",
        label: "Wildflowers in jars",
        description: "Loose, seasonal blooms on long wooden tables.",
        weights: { barn: 2, garden: 1 },
      },
      {
        id: "tall-white",
        label: "Tall white arrangements",
        description: "Towering white flowers, crystal and fine linen.",
        weights: { ballroom: 2, historic: 1 },
      },
      {
        id: "greenery",
        label: "Greenery and brass",
        description: "Trailing greens, geometric brass and candles.",
        weights: { industrial: 2, rooftop: 1 },
      },
      {
        id: "olive",
        label: "Olive branches and grapes",
        description: "Terracotta, olive sprigs and bowls of fruit.",
        weights: { vineyard: 2, garden: 1 },
      },
      {
        id: "hydrangeas",
        label: "Blue and white hydrangeas",
        description: "Fresh, airy blues like a summer by the lake.",
        weights: { lakeside: 2, garden: 1 },
      },
    ],
  },
  {
    id: "dress",
    prompt: "How dressed up are your guests?",
    choices: [
      {
        id: "black-tie",
        label: "Black tie",
        description: "Gowns and tuxedos, the full occasion.",
        weights: { ballroom: 2, historic: 1 },
      },
      {
        id: "cocktail",
        label: "Cocktail",
        description: "Sharp suits and cocktail dresses.",
        weights: { rooftop: 2, industrial: 1, historic: 1 },
      },
      {
        id: "garden-party",
        label: "Garden party",
        description: "Linen, florals and shoes that handle grass.",
        weights: { garden: 2, vineyard: 1, lakeside: 1 },
      },
      {
        id: "boots",
        label: "Boots welcome",
        description: "Relaxed and comfortable, dancing all night.",
        weights: { barn: 2, lakeside: 1 },
      },
    ],
  },
  {
    id: "food",
    prompt: "How do you feed everyone?",
    choices: [
      {
        id: "plated",
        label: "A plated dinner",
        description: "Several courses served at the table.",
        weights: { ballroom: 2, historic: 1 },
      },
      {
        id: "family",
        label: "Family-style feast",
        description: "Big platters passed along long tables.",
        weights: { barn: 2, vineyard: 2 },
      },
      {
        id: "small-plates",
        label: "Food stations and small plates",
        description: "Guests mingle from station to station.",
        weights: { industrial: 2, rooftop: 2 },
      },
      {
        id: "picnic",
        label: "A long lunch outdoors",
        description: "Salads, grills and lemonade under the trees.",
        weights: { garden: 2, lakeside: 2 },
      },
    ],
  },
  {
    id: "music",
    prompt: "What plays as the night gets going?",
    choices: [
      {
        id: "orchestra",
        label: "A string quartet, then a big band",
        description: "Classic, elegant and made for a first dance.",
        weights: { ballroom: 2, historic: 1 },
      },
      {
        id: "dj",
        label: "A DJ with the skyline behind",
        description: "The dance floor full until late.",
        weights: { rooftop: 2, industrial: 1 },
      },
      {
        id: "folk",
        label: "An acoustic folk band",
        description: "Fiddles, guitars and everyone singing along.",
        weights: { barn: 2, vineyard: 1 },
      },
      {
        id: "jazz",
        label: "A jazz trio on the terrace",
        description: "Easy music drifting over the water or the garden.",
        weights: { lakeside: 1, garden: 1, vineyard: 1 },
      },
    ],
  },
  {
    id: "season",
    prompt: "Which season feels like yours?",
    choices: [
      {
        id: "spring",
        label: "Spring",
        description: "Blossom, fresh greens and soft pastels.",
        weights: { garden: 2, historic: 1 },
      },
      {
        id: "summer",
        label: "Summer",
        description: "Long days, warm nights and time outside.",
        weights: { lakeside: 2, rooftop: 1 },
      },
      {
        id: "autumn",
        label: "Autumn",
        description: "Turning leaves, harvest colours and a crisp evening.",
        weights: { barn: 2, vineyard: 2 },
      },
      {
        id: "winter",
        label: "Winter",
        description: "Velvet, candles and a glamorous night in.",
        weights: { ballroom: 2, industrial: 1, historic: 1 },
      },
    ],
  },
  {
    id: "feeling",
    prompt: "What should your guests remember?",
    choices: [
      {
        id: "elegant",
        label: "Timeless elegance",
        description: "Everything considered, nothing out of place.",
        weights: { ballroom: 2, historic: 2 },
      },
      {
        id: "outdoorsy",
        label: "Fresh air and freedom",
        description: "Open sky, bare feet and a relaxed day.",
        weights: { garden: 2, lakeside: 2 },
      },
      {
        id: "homespun",
        label: "Warm and homespun",
        description: "Handmade touches and the feeling of home.",
        weights: { barn: 2, vineyard: 1 },
      },
      {
        id: "modern",
        label: "Modern and urban",
        description: "Clean lines, a great view and a party.",
        weights: { industrial: 2, rooftop: 2 },
      },
    ],
  },
];

export type StyleProfile = { label: string; adjective: string; description: string; keywords: string[] };

export const STYLE_PROFILES: Record<VenueStyle, StyleProfile> = {
  barn: {
    label: "Rustic romance",
    adjective: "rustic",
    description:
      "Timber beams, string lights and long farm tables: a warm, relaxed day full of handmade touches.",
    keywords: ["barn", "rustic", "string lights", "farm tables", "wildflowers"],
  },
  ballroom: {
    label: "Grand ballroom glamour",
    adjective: "glamorous",
    description:
      "Chandeliers, black tie and a plated dinner: a classic celebration where every detail shines.",
    keywords: ["ballroom", "black tie", "chandeliers", "candlelit", "elegant"],
  },
  garden: {
    label: "Garden romance",
    adjective: "garden",
    description: "Blooms, open sky and an aisle of petals: fresh, romantic and full of colour.",
    keywords: ["garden", "outdoor", "florals", "romantic", "spring"],
  },
  rooftop: {
    label: "City lights rooftop",
    adjective: "skyline",
    description:
      "The skyline at dusk, cocktails and a dance floor under the stars: modern and made for a party.",
    keywords: ["rooftop", "skyline", "cocktail", "modern", "city"],
  },
  vineyard: {
    label: "Golden-hour vineyard",
    adjective: "vineyard",
    description: "Rows of vines, a long feast and the sun going gold: relaxed, generous and warm.",
    keywords: ["vineyard", "winery", "golden hour", "family style", "harvest"],
  },
  lakeside: {
    label: "Lakeside breeze",
    adjective: "waterside",
    description: "Water, sunset and a relaxed summer party: light, airy and easy-going.",
    keywords: ["lakeside", "waterfront", "sunset", "summer", "relaxed"],
  },
  historic: {
    label: "Timeless heritage",
    adjective: "heritage",
    description: "A landmark with a past, stone and candlelight: elegant, storied and unhurried.",
    keywords: ["historic", "landmark", "classic", "candlelit", "timeless"],
  },
  industrial: {
    label: "Modern industrial",
    adjective: "industrial",
    description: "Exposed brick, steel and Edison bulbs: urban, creative and relaxed.",
    keywords: ["industrial", "loft", "exposed brick", "urban", "Edison bulbs"],
  },
};

/** A second style this close to the first (share of its score) makes a named blend. */
export const BLEND_SHARE = 0.85;

export type QuizAnswers = Record<string, string>;

/** Problems with the answers: a question not answered, or a choice that is not one of its choices. */
export function missingAnswers(answers: QuizAnswers): string[] {
  return STYLE_QUIZ_QUESTIONS.filter((q) => !q.choices.some((c) => c.id === answers[q.id])).map((q) => q.id);
}

/** The scores per venue style (every style present, 0 when no choice leaned to it). */
export function styleScores(answers: QuizAnswers): Record<VenueStyle, number> {
  const scores = Object.fromEntries(venueStyles.map((s) => [s, 0])) as Record<VenueStyle, number>;
  for (const q of STYLE_QUIZ_QUESTIONS) {
    const choice = q.choices.find((c) => c.id === answers[q.id]);
    for (const [style, w] of Object.entries(choice?.weights ?? {})) scores[style as VenueStyle] += w;
  }
  return scores;
}

/**
 * The result: the highest-scoring venue style (ties go to the earlier style in the marketplace's list);
 * when the runner-up scores at least BLEND_SHARE of it, a named blend ("Garden romance with a rustic
 * touch") whose keywords add the runner-up's first two. `style` stays the first style, so a venue search
 * can use it as is.
 */
export function scoreStyleQuiz(answers: QuizAnswers, takenAt: string): StyleQuizResult {
  const scores = styleScores(answers);
  const ranked = [...venueStyles].sort((a, b) => scores[b] - scores[a]);
  const [first, second] = ranked as [VenueStyle, VenueStyle];
  const main = STYLE_PROFILES[first];
  const isBlend = scores[first] > 0 && scores[second] >= scores[first] * BLEND_SHARE;
  if (!isBlend)
    return {
      style: first,
      label: main.label,
      keywords: main.keywords,
      description: main.description,
      blendWith: null,
      takenAt,
    };
  const other = STYLE_PROFILES[second];
  return {
    style: first,
    label: `${main.label} with a ${other.adjective} touch`,
    keywords: [...main.keywords, ...other.keywords.slice(0, 2).filter((k) => !main.keywords.includes(k))],
    description: `${main.description} With a ${other.adjective} side: ${other.keywords.slice(0, 2).join(" and ")}.`,
    blendWith: second,
    takenAt,
  };
}
