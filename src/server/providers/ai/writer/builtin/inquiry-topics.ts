/**
 * What a couple's message asks about (issue #18: a question about a rain plan got a generic reply), read
 * forgivingly: paraphrases ("what if it pours?"), misspellings ("wether", "parkng", "availible") and
 * several topics in one message. Pure; the reply composer answers each topic from the listing's facts.
 */

export const INQUIRY_TOPICS = ["rain", "price", "capacity", "availability", "parking", "catering"] as const;
export type InquiryTopic = (typeof INQUIRY_TOPICS)[number];

type TopicWords = {
  /** Whole words (a word of 5+ letters also matches with one typo). */
  words: string[];
  /** Phrases matched as written (lower case, spaces between words). */
  phrases: string[];
};

const words = (list: string) => list.split(" ");

const topicWords: Record<InquiryTopic, TopicWords> = {
  rain: {
    words: words(
      "rain rains rained raining rainy weather storm storms stormy pours pouring drizzle backup wet forecast",
    ),
    phrases: ["plan b", "back up plan", "bad weather", "if it rains", "indoor option", "indoor alternative"],
  },
  price: {
    words: words(
      "price prices pricing priced cost costs costing fee fees rate rates quote budget package packages expensive afford affordable rental deposit charge charges",
    ),
    phrases: ["how much", "what do you charge", "minimum spend"],
  },
  capacity: {
    words: words("capacity accommodate fit fits hold holds seat seats seating headcount size"),
    phrases: ["how many", "guest count", "big enough", "large enough", "max guests", "maximum guests"],
  },
  availability: {
    words: words("available availability open booked calendar date dates vacancy"),
    phrases: ["are you free", "free on", "free in", "free for", "is it free", "still have", "any openings"],
  },
  parking: {
    words: words("parking park parked valet cars garage shuttle"),
    phrases: ["parking lot", "where do guests park"],
  },
  catering: {
    words: words(
      "catering cater caterer caterers catered food menu menus meal meals dinner lunch chef kitchen vegan vegetarian gluten buffet tasting appetizers eat",
    ),
    phrases: ["outside caterer", "our own food", "bring our own"],
  },
};

/** Words that look one typo away from a topic word but are words of their own. */
const notTypos = new Set(
  words(
    "whether rather either prince prize prizes pride prime parting marking barking store stores hours dates rated gates quite water later means deals bunch punch hosts posts setting heating eating dental mental change changes charm parks spark sparks",
  ),
);

/** Optimal-string-alignment distance, stopping early past 1 (all we ask is "one typo or not"). */
function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const restA = a.slice(i + 1);
  const restB = b.slice(i + 1);
  if (a.length === b.length)
    return restA === restB || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

function matchesWord(token: string, word: string): boolean {
  if (token === word) return true;
  if (word.length < 5 || token.length < 5 || notTypos.has(token)) return false;
  return withinOneEdit(token, word);
}

/** The topics a message asks about, in the order of `INQUIRY_TOPICS`. */
export function inquiryTopics(message: string): InquiryTopic[] {
  const text = message.toLowerCase().replace(/[^a-z0-9$']+/g, " ");
  const tokens = text.split(" ").filter(Boolean);
  const padded = ` ${text} `;
  const found = INQUIRY_TOPICS.filter((topic) => {
    const { words, phrases } = topicWords[topic];
    return (
      phrases.some((p) => padded.includes(` ${p} `)) ||
      tokens.some((t) => words.some((w) => matchesWord(t, w)))
    );
  });
  const lower = message.toLowerCase();
  // "$" or a number with "k" is a price question even without the word; "150 people" one of capacity.
  if (/\$\s?\d|\b\d+k\b/.test(lower)) found.push("price");
  if (/\b\d{2,4}\s?(guests?|people|ppl|persons?)\b/.test(lower) && /\?/.test(lower)) found.push("capacity");
  return INQUIRY_TOPICS.filter((t) => found.includes(t));
}

/** Words that tell a listing's own fact (an amenity, a sentence of its description) is about a topic. */
export const topicFactPatterns: Record<
  Exclude<InquiryTopic, "price" | "capacity" | "availability">,
  RegExp
> = {
  rain: /\b(rain|weather|tent|marquee|canopy|covered|pavilion|indoor backup|plan b)\b/i,
  parking: /\b(park|parking|valet|shuttle|garage)\b/i,
  catering: /\b(cater\w*|food|menu\w*|kitchen|chef|meals?|dinner|buffet|bar service)\b/i,
};

/** The sentences of a description, trimmed. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 3);
}
