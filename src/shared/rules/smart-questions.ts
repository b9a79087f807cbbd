import type { VendorCategorySlug } from "../catalog";

/**
 * Smart questions (issue #15): what to ask each kind of vendor, chosen for the couple's situation. The
 * built-in engine is this rule — pure and deterministic — so "chosen by June's engine" means the same
 * facts always give the same questions in the same order. Its wording follows June's guide
 * (server/modules/june/knowledge/guides/vendor-questions.md); keep the two consistent.
 */

export type QuestionCategory = VendorCategorySlug | "venues";
export type Season = "winter" | "spring" | "summer" | "fall";
export type BudgetFeel = "tight" | "generous";

/** The couple's situation, from their profile, budget and saved venues; every fact may be unknown. */
export type QuestionSituation = {
  guestCount: number | null;
  /** "YYYY-MM-DD"; the season comes from it (else from `season`). */
  weddingDate: string | null;
  season?: Season | null;
  /** Styles of the couple's saved venues (barn, garden, rooftop…). */
  venueStyles: string[];
  /** Whether any saved venue is outdoor (or both). */
  outdoor: boolean;
  /** Total budget in cents; with the guest count it says tight or generous. */
  budgetCents: number | null;
  cityId: string | null;
};

export type QuestionWhen = {
  minGuests?: number;
  maxGuests?: number;
  seasons?: Season[];
  outdoor?: true;
  venueStyles?: string[];
  budget?: BudgetFeel;
  cities?: string[];
};

export type BankQuestion = {
  key: string;
  text: string;
  /** Omitted: always asked. */
  when?: QuestionWhen;
  /** Built from the situation when the question is chosen for a condition. */
  why?: (s: Facts) => string;
};

export type SmartQuestion = { key: string; text: string; why: string | null; always: boolean };

type Facts = {
  guests: number | null;
  season: Season | null;
  styles: string[];
  outdoor: boolean;
  budget: BudgetFeel | null;
  perGuestDollars: number | null;
  city: string | null;
};

const cityNames: Record<string, string> = {
  cleveland: "Cleveland",
  columbus: "Columbus",
  nashville: "Nashville",
  cincinnati: "Cincinnati",
};

/** Below this a guest's share of the budget is tight; at or above GENEROUS it is generous (USD). */
export const TIGHT_PER_GUEST = 250;
export const GENEROUS_PER_GUEST = 500;

/** The season of a "YYYY-MM-DD" date (northern hemisphere: Dec–Feb winter …); null when not a date. */
export function seasonOf(date: string | null): Season | null {
  const m = date ? /^\d{4}-(\d{2})-\d{2}$/.exec(date) : null;
  if (!m) return null;
  const month = Number(m[1]);
  if (month < 1 || month > 12) return null;
  if (month === 12 || month <= 2) return "winter";
  if (month <= 5) return "spring";
  if (month <= 8) return "summer";
  return "fall";
}

/** Tight or generous per guest; null without both a budget and a guest count, or in between. */
export function budgetFeel(budgetCents: number | null, guestCount: number | null): BudgetFeel | null {
  const per = perGuest(budgetCents, guestCount);
  if (per === null) return null;
  if (per < TIGHT_PER_GUEST) return "tight";
  if (per >= GENEROUS_PER_GUEST) return "generous";
  return null;
}

function perGuest(budgetCents: number | null, guestCount: number | null): number | null {
  if (!budgetCents || budgetCents <= 0 || !guestCount || guestCount <= 0) return null;
  return Math.round(budgetCents / 100 / guestCount);
}

function factsOf(s: QuestionSituation): Facts {
  return {
    guests: s.guestCount && s.guestCount > 0 ? s.guestCount : null,
    season: seasonOf(s.weddingDate) ?? s.season ?? null,
    styles: s.venueStyles,
    outdoor: s.outdoor,
    budget: budgetFeel(s.budgetCents, s.guestCount),
    perGuestDollars: perGuest(s.budgetCents, s.guestCount),
    city: s.cityId,
  };
}

const guests = (f: Facts) => `You have ${f.guests} guests`;
const season = (f: Facts) => `Your wedding is in ${f.season}`;
const outdoorWhy = () => "Your saved venues include outdoor space";
const tight = (f: Facts) => `Your budget is about $${f.perGuestDollars} a guest`;
const generous = (f: Facts) => `Your budget is about $${f.perGuestDollars} a guest`;
const city = (f: Facts) => `You are marrying in ${cityNames[f.city ?? ""] ?? f.city}`;
const style = (f: Facts) => `You saved ${f.styles.join(", ")} venues`;

/** The question bank: per category, always-questions first, then the situational ones. Keys are stable. */
export const questionBank: Record<QuestionCategory, BankQuestion[]> = {
  venues: [
    { key: "venue-date-hold", text: "Is our date available, and how long can you hold it?" },
    {
      key: "venue-included",
      text: "What does the price include (tables, chairs, linens, setup, cleanup, coordinator)?",
    },
    { key: "venue-caterer", text: "Must we use your caterer or a list of preferred vendors?" },
    { key: "venue-curfew", text: "What time must music end and guests leave?" },
    {
      key: "venue-capacity",
      text: "What is the seated capacity with a dance floor?",
      when: { minGuests: 150 },
      why: (f) => `${guests(f)}: check the room seats everyone with a dance floor`,
    },
    {
      key: "venue-rain-plan",
      text: "What is the rain plan for outdoor areas?",
      when: { outdoor: true },
      why: () => `${outdoorWhy()}: ask where the wedding moves if it rains`,
    },
    {
      key: "venue-heating",
      text: "Is the space heated, and where do guests leave their coats?",
      when: { seasons: ["winter"] },
      why: (f) => `${season(f)}: ask about heating and a coat check`,
    },
    {
      key: "venue-cooling",
      text: "Is there air conditioning, or shade and fans outside?",
      when: { seasons: ["summer"] },
      why: (f) => `${season(f)}: ask how guests stay cool`,
    },
    {
      key: "venue-minimum-spend",
      text: "Is there a minimum spend, and what are the service charge and tax?",
      when: { budget: "tight" },
      why: (f) => `${tight(f)}: know every charge before you sign`,
    },
    {
      key: "venue-off-peak",
      text: "Do you offer lower prices on Fridays, Sundays or off-season dates?",
      when: { budget: "tight" },
      why: (f) => `${tight(f)}: an off-peak date can save a lot`,
    },
    {
      key: "venue-exclusive",
      text: "Is the venue ours alone that day, or are there other events?",
      when: { budget: "generous" },
      why: (f) => `${generous(f)}: ask for exclusive use`,
    },
    {
      key: "venue-accessible-parking",
      text: "Is the space accessible, and where do guests park?",
      when: { minGuests: 100 },
      why: (f) => `${guests(f)}: ask how many cars the lot holds`,
    },
    {
      key: "venue-barn-facilities",
      text: "Are there proper restrooms and power, or do we rent them?",
      when: { venueStyles: ["barn", "vineyard", "garden", "lakeside"] },
      why: (f) => `${style(f)}: rustic and open-air spaces often need rentals`,
    },
    {
      key: "venue-rooftop-limits",
      text: "Are there limits on noise, candles or guest numbers on the roof?",
      when: { venueStyles: ["rooftop"] },
      why: (f) => `${style(f)}: rooftops have building rules`,
    },
  ],
  photographers: [
    { key: "photo-galleries", text: "May we see two or three full wedding galleries, not just highlights?" },
    {
      key: "photo-coverage",
      text: "How many hours of coverage are included, and what does an extra hour cost?",
    },
    { key: "photo-who", text: "Who will actually photograph our wedding, and what happens if they are ill?" },
    { key: "photo-delivery", text: "How long until we receive the gallery, and in what form?" },
    {
      key: "photo-second-shooter",
      text: "Is a second shooter included?",
      when: { minGuests: 120 },
      why: (f) => `${guests(f)}: one photographer can miss moments in a big crowd`,
    },
    {
      key: "photo-group-shots",
      text: "How do you organise the family group photos, and how long do they take?",
      when: { minGuests: 150 },
      why: (f) => `${guests(f)}: plan the group photos so they don't take the whole cocktail hour`,
    },
    {
      key: "photo-low-light",
      text: "How do you shoot in low light, and do you bring your own lighting?",
      when: { seasons: ["winter", "fall"] },
      why: (f) => `${season(f)}: it gets dark early`,
    },
    {
      key: "photo-weather",
      text: "What is your plan for harsh sun or rain during outdoor portraits?",
      when: { outdoor: true },
      why: () => `${outdoorWhy()}: ask about light and weather`,
    },
    {
      key: "photo-smaller-package",
      text: "Is there a shorter package, or can we skip the album?",
      when: { budget: "tight" },
      why: (f) => `${tight(f)}: fewer hours can keep the quality you want`,
    },
    {
      key: "photo-printing-rights",
      text: "Do we get printing rights?",
      when: { budget: "generous" },
      why: (f) => `${generous(f)}: make sure heirloom prints and an album are possible`,
    },
    { key: "photo-backup", text: "What is your backup equipment plan?" },
  ],
  videographers: [
    { key: "video-films", text: "May we watch two full wedding films, not only trailers?" },
    { key: "video-deliverables", text: "What do we receive: a highlight film, a full edit, raw footage?" },
    { key: "video-delivery", text: "How long until we receive the films?" },
    {
      key: "video-audio",
      text: "How do you record the vows and toasts clearly?",
      when: { outdoor: true },
      why: () => `${outdoorWhy()}: wind can spoil the sound`,
    },
    {
      key: "video-second",
      text: "Will a second camera operator cover the guests?",
      when: { minGuests: 150 },
      why: (f) => `${guests(f)}: one camera cannot follow everyone`,
    },
    {
      key: "video-short",
      text: "Is there a shorter package with a highlight film only?",
      when: { budget: "tight" },
      why: (f) => `${tight(f)}: a highlight film alone costs less`,
    },
    {
      key: "video-drone",
      text: "Do you offer drone footage, and is it allowed at our venue?",
      when: { budget: "generous" },
      why: (f) => `${generous(f)}: aerial shots are an option`,
    },
  ],
  caterers: [
    {
      key: "cater-price",
      text: "What is the price per person, and what does it include (staff, rentals, cake cutting)?",
    },
    { key: "cater-tasting", text: "Is there a tasting, and is it free?" },
    { key: "cater-dietary", text: "How do you handle allergies and dietary needs?" },
    { key: "cater-final-count", text: "When is the final guest count due?" },
    {
      key: "cater-staff-ratio",
      text: "How many servers will there be per guest?",
      when: { minGuests: 120 },
      why: (f) => `${guests(f)}: ask about staff ratios`,
    },
    {
      key: "cater-service-charge",
      text: "Is the service charge a tip for staff?",
      when: { budget: "tight" },
      why: (f) => `${tight(f)}: the service charge can add 20% or more`,
    },
    {
      key: "cater-buffet",
      text: "Would a buffet or family-style meal cost less than plated?",
      when: { budget: "tight" },
      why: (f) => `${tight(f)}: the serving style changes the price`,
    },
    {
      key: "cater-outdoor-kitchen",
      text: "Do you need a kitchen on site, or can you cook in a tent?",
      when: { outdoor: true },
      why: () => `${outdoorWhy()}: the caterer may need a field kitchen`,
    },
    {
      key: "cater-seasonal-menu",
      text: "Which dishes are at their best in our season?",
      when: { seasons: ["spring", "summer", "fall", "winter"] },
      why: (f) => `${season(f)}: a seasonal menu tastes better and often costs less`,
    },
    {
      key: "cater-leftovers",
      text: "What happens to leftover food?",
      when: { minGuests: 80 },
      why: (f) => `${guests(f)}: there will be leftovers to plan for`,
    },
  ],
  djband: [
    { key: "music-video", text: "May we see a video of a recent wedding?" },
    { key: "music-mc", text: "Will you also act as the MC and make announcements?" },
    { key: "music-requests", text: "Do you take requests, and will you follow our do-not-play list?" },
    {
      key: "music-ceremony-sound",
      text: "Is a sound system for the ceremony and a wireless microphone for toasts included?",
      when: { outdoor: true },
      why: () => `${outdoorWhy()}: guests must hear the vows outside`,
    },
    {
      key: "music-large-room",
      text: "Is your sound system big enough for our guest count?",
      when: { minGuests: 150 },
      why: (f) => `${guests(f)}: a bigger room needs more speakers`,
    },
    {
      key: "music-space-power",
      text: "How much space and power do you need?",
      when: { venueStyles: ["barn", "garden", "vineyard", "lakeside", "rooftop"] },
      why: (f) => `${style(f)}: check the power before the day`,
    },
    {
      key: "music-band-breaks",
      text: "For bands: how long are the sets and breaks, and is there music during breaks?",
      when: { budget: "generous" },
      why: (f) => `${generous(f)}: a live band may fit your plans`,
    },
  ],
  florists: [
    { key: "flowers-venue", text: "Have you worked at our venue?" },
    { key: "flowers-minimum", text: "What is the minimum order?" },
    { key: "flowers-delivery", text: "Does the price include delivery, setup and teardown?" },
    {
      key: "flowers-seasonal",
      text: "Which flowers in our colours are in season on our date?",
      when: { seasons: ["winter", "spring", "summer", "fall"] },
      why: (f) => `${season(f)}: in-season flowers cost less and last longer`,
    },
    {
      key: "flowers-heat",
      text: "How will the flowers hold up in the heat?",
      when: { seasons: ["summer"], outdoor: true },
      why: (f) => `${season(f)} and outdoors: ask which flowers wilt`,
    },
    {
      key: "flowers-repurpose",
      text: "Can ceremony arrangements move to the reception?",
      when: { budget: "tight" },
      why: (f) => `${tight(f)}: using arrangements twice saves money`,
    },
    {
      key: "flowers-sample",
      text: "Can you show a sample centerpiece before the day?",
      when: { minGuests: 100 },
      why: (f) => `${guests(f)}: many tables means many centerpieces`,
    },
    {
      key: "flowers-substitute",
      text: "What happens if a flower is unavailable: who chooses the substitute?",
    },
  ],
  weddingplanners: [
    {
      key: "planner-services",
      text: "Do you offer full planning, partial planning or day-of coordination, and what does each include?",
    },
    { key: "planner-present", text: "Will you be at the wedding yourself?" },
    { key: "planner-commissions", text: "Do you take commissions from vendors you recommend?" },
    { key: "planner-communication", text: "How do you communicate, and how quickly do you reply?" },
    {
      key: "planner-weekend",
      text: "How many weddings do you take on the same weekend?",
      when: { seasons: ["summer", "fall"] },
      why: (f) => `${season(f)}: the busy season`,
    },
    {
      key: "planner-assistants",
      text: "How many assistants will work on the day?",
      when: { minGuests: 150 },
      why: (f) => `${guests(f)}: one planner cannot be everywhere`,
    },
    {
      key: "planner-day-of",
      text: "Is day-of coordination enough for us, and what would it cost?",
      when: { budget: "tight" },
      why: (f) => `${tight(f)}: day-of coordination costs far less than full planning`,
    },
    { key: "planner-timeline", text: "Can we see a sample day-of timeline?" },
  ],
  bakers: [
    { key: "cake-tasting", text: "Is there a tasting, and how many flavours can we try?" },
    { key: "cake-price", text: "How is the cake priced: per slice, per tier?" },
    { key: "cake-delivery", text: "Do you deliver and set up the cake, and is that extra?" },
    {
      key: "cake-servings",
      text: "How many tiers serve our guests, and can a sheet cake in the kitchen make up the rest?",
      when: { minGuests: 120 },
      why: (f) => `${guests(f)}: a display cake plus kitchen cake costs less`,
    },
    {
      key: "cake-heat",
      text: "How will the cake hold up in the heat?",
      when: { seasons: ["summer"] },
      why: (f) => `${season(f)}: buttercream can melt`,
    },
    {
      key: "cake-alternatives",
      text: "Do you offer cupcakes or a small cutting cake with dessert trays?",
      when: { budget: "tight" },
      why: (f) => `${tight(f)}: smaller cakes save money`,
    },
  ],
  hairmakeup: [
    { key: "beauty-trial", text: "Is a trial included, and when should we book it?" },
    { key: "beauty-people", text: "How many people can you style before the ceremony?" },
    { key: "beauty-travel", text: "Do you come to us, and is there a travel fee?" },
    {
      key: "beauty-lasting",
      text: "What keeps makeup in place through heat and dancing?",
      when: { seasons: ["summer"] },
      why: (f) => `${season(f)}: ask about long-wear products`,
    },
    {
      key: "beauty-outdoor",
      text: "Will the hair hold in wind and humidity?",
      when: { outdoor: true },
      why: () => `${outdoorWhy()}: wind and humidity undo hair`,
    },
    {
      key: "beauty-team",
      text: "Do you bring a second artist for a large party?",
      when: { minGuests: 150 },
      why: (f) => `${guests(f)}: a bigger wedding often means a bigger party to get ready`,
    },
  ],
  transportation: [
    { key: "transport-vehicles", text: "Which vehicles do you have, and may we see the one we will get?" },
    { key: "transport-minimum", text: "Is there a minimum number of hours, and what counts as overtime?" },
    { key: "transport-backup", text: "What happens if the vehicle breaks down?" },
    {
      key: "transport-shuttle",
      text: "Can you run a guest shuttle between the hotel and the venue?",
      when: { minGuests: 100 },
      why: (f) => `${guests(f)}: a shuttle keeps guests safe and on time`,
    },
    {
      key: "transport-snow",
      text: "How do you handle snow and ice on the roads?",
      when: { seasons: ["winter"] },
      why: (f) => `${season(f)}: plan for icy roads`,
    },
    {
      key: "transport-gratuity",
      text: "Is the driver's tip included in the price?",
      when: { budget: "tight" },
      why: (f) => `${tight(f)}: know every charge before you sign`,
    },
  ],
  officiants: [
    { key: "officiant-ceremony", text: "May we write our own ceremony, and will you help?" },
    { key: "officiant-license", text: "Will you file the marriage licence, and what do we need to bring?" },
    { key: "officiant-rehearsal", text: "Will you come to the rehearsal, and is that extra?" },
    {
      key: "officiant-microphone",
      text: "Do you bring a microphone, or use the venue's?",
      when: { outdoor: true },
      why: () => `${outdoorWhy()}: guests must hear the vows`,
    },
    {
      key: "officiant-local-rules",
      text: "Are you registered to marry couples here, and are there local rules?",
      when: { cities: ["nashville"] },
      why: (f) => `${city(f)}: Tennessee has its own rules for officiants`,
    },
  ],
  bartenders: [
    { key: "bar-licence", text: "Do you hold a liquor licence and liability insurance?" },
    { key: "bar-pricing", text: "Do you charge per drink, per guest or per hour?" },
    { key: "bar-ids", text: "How do you check IDs and stop serving someone who has had enough?" },
    {
      key: "bar-staff",
      text: "How many bartenders will there be for our guests?",
      when: { minGuests: 120 },
      why: (f) => `${guests(f)}: long lines at the bar slow the party`,
    },
    {
      key: "bar-beer-wine",
      text: "Can we serve beer, wine and one signature drink instead of a full bar?",
      when: { budget: "tight" },
      why: (f) => `${tight(f)}: a limited bar costs much less`,
    },
    {
      key: "bar-ice",
      text: "How do you keep drinks and ice cold outside?",
      when: { seasons: ["summer"], outdoor: true },
      why: (f) => `${season(f)} and outdoors: ice melts fast`,
    },
  ],
  decorators: [
    {
      key: "decor-portfolio",
      text: "May we see photos of weddings you decorated at our venue or similar ones?",
    },
    { key: "decor-included", text: "What is included: rentals, setup and teardown?" },
    { key: "decor-damage", text: "Who pays if a rented piece is damaged?" },
    {
      key: "decor-lighting",
      text: "Do you provide lighting, such as string lights or uplights?",
      when: { seasons: ["fall", "winter"] },
      why: (f) => `${season(f)}: it gets dark early`,
    },
    {
      key: "decor-wind",
      text: "How do you secure decor against wind outside?",
      when: { outdoor: true },
      why: () => `${outdoorWhy()}: decor must stay put`,
    },
    {
      key: "decor-reuse",
      text: "Can decor from the ceremony be reused at the reception?",
      when: { budget: "tight" },
      why: (f) => `${tight(f)}: using pieces twice saves money`,
    },
    {
      key: "decor-venue-style",
      text: "How would you dress our venue's style without hiding it?",
      when: { venueStyles: ["barn", "industrial", "historic", "ballroom"] },
      why: (f) => `${style(f)}: ask for ideas that suit the space`,
    },
  ],
};

export const questionCategories = Object.keys(questionBank) as QuestionCategory[];

/** Whether every condition of `when` holds for the facts; an unknown fact never matches. */
function matches(when: QuestionWhen, f: Facts): number {
  let score = 0;
  if (when.minGuests !== undefined) {
    if (f.guests === null || f.guests < when.minGuests) return -1;
    score += 1;
  }
  if (when.maxGuests !== undefined) {
    if (f.guests === null || f.guests > when.maxGuests) return -1;
    score += 1;
  }
  if (when.seasons) {
    if (!f.season || !when.seasons.includes(f.season)) return -1;
    // A question for one season is more telling than one for any season.
    score += when.seasons.length === 1 ? 2 : 1;
  }
  if (when.outdoor) {
    if (!f.outdoor) return -1;
    score += 2;
  }
  if (when.venueStyles) {
    if (!f.styles.some((s) => when.venueStyles!.includes(s))) return -1;
    score += 1;
  }
  if (when.budget) {
    if (f.budget !== when.budget) return -1;
    score += 2;
  }
  if (when.cities) {
    if (!f.city || !when.cities.includes(f.city)) return -1;
    score += 2;
  }
  return score;
}

/**
 * The questions for one category and situation: the situational ones that match first, most telling
 * first (more conditions met ranks higher; ties keep the bank's order), then the always-questions in
 * the bank's order. Deterministic.
 */
export function selectQuestions(category: QuestionCategory, situation: QuestionSituation): SmartQuestion[] {
  const bank = questionBank[category];
  const f = factsOf(situation);
  const matched: { q: BankQuestion; score: number; at: number }[] = [];
  bank.forEach((q, at) => {
    if (!q.when) return;
    const score = matches(q.when, f);
    if (score > 0) matched.push({ q, score, at });
  });
  matched.sort((a, b) => b.score - a.score || a.at - b.at);
  return [
    ...matched.map(({ q }) => ({ key: q.key, text: q.text, why: q.why ? q.why(f) : null, always: false })),
    ...bank.filter((q) => !q.when).map((q) => ({ key: q.key, text: q.text, why: null, always: true })),
  ];
}

/** Every key of a category's bank (a note's key must be one of these). */
export function isQuestionKey(category: QuestionCategory, key: string): boolean {
  return questionBank[category].some((q) => q.key === key);
}
