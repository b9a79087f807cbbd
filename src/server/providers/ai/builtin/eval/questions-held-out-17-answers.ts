import {
  BUDGET_50K,
  DONT_KNOW,
  INVENTED_SEATS,
  NO_BUDGET,
  NO_DATE,
  ONLY_YOURS,
  OUR_CITY,
  RSVP_COUNTS,
  SEE_A_LAWYER,
  VENDOR_LINK,
  VENUE_LINK,
  weekdayIn,
  type HeldOut17Case,
} from "./questions-held-out-17-patterns";

/**
 * The fresh held-out set, part one: single questions answered from data — the couple's own numbers,
 * named listings (misspelt), comparisons, counts, the planning guides — and the ones June must decline
 * (cities we don't serve, legal advice, another couple's data). See questions-held-out-17.ts.
 */
export const heldOut17Answers: HeldOut17Case[] = [
  // ── Own data: a category's budget, what is left to assign, per-guest cost ───────────────────────
  {
    id: "h17-own-catering",
    context: BUDGET_50K,
    question: "hw much r we spending on catering",
    expect: ["$12,000"],
    reject: [VENDOR_LINK, /caterers in/i],
    action: false,
  },
  {
    id: "h17-own-music-shorthand",
    context: BUDGET_50K,
    question: "music budget?",
    expect: ["$2,500"],
    reject: [VENDOR_LINK],
    action: false,
  },
  {
    id: "h17-own-unassigned",
    context: BUDGET_50K,
    question: "how much of the budget isnt in a category yet",
    expect: ["$7,000"],
    reject: [VENDOR_LINK],
  },
  {
    id: "h17-own-allocated-so-far",
    context: BUDGET_50K,
    question: "how much have we allocated so far all together",
    expect: ["$43,000"],
  },
  {
    id: "h17-own-biggest-line",
    context: BUDGET_50K,
    question: "whats our biggest expense line",
    expect: [/venue/i, "$20,000"],
    reject: [VENUE_LINK],
  },
  {
    id: "h17-own-photo-percent",
    context: BUDGET_50K,
    question: "what percent of our total is photography",
    // $5,000 of $50,000; the guides' typical share is 12%, so a guide answer doesn't pass.
    expect: [/(?<!to )\b10\s?(%|percent)/i, "$5,000"],
    reject: [VENDOR_LINK],
  },
  {
    id: "h17-own-per-guest-125",
    context: { profile: { guestCount: 125 }, budget: { totalBudget: 50000 } },
    question: "cost per head w our numbers?",
    expect: [/\$400\b/, /\b125\b/],
  },
  {
    id: "h17-own-per-guest-cut",
    context: { budget: { totalBudget: 50000 } },
    question: "if we cut down to 100 people whats that per person",
    expect: [/\$500\b/],
    action: false,
  },
  {
    id: "h17-own-no-budget-dj",
    question: "how much did we budget for the dj",
    expect: [NO_BUDGET],
    reject: [VENDOR_LINK],
    action: false,
  },
  {
    id: "h17-own-missing-category",
    context: BUDGET_50K,
    question: "how much is set aside for the cake",
    // No cake line among the five: June says so rather than inventing one or listing bakers.
    expect: [
      /cake/i,
      /no (cake|line|category|amount|budget)|haven't|not (yet )?(set|allocat|budget)|isn't|don't (have|see)/i,
    ],
    reject: [VENDOR_LINK, /\$[\d,]+ (is )?(for|on|set aside for|towards) (the )?cake/i],
  },

  // ── Capacity against the couple's guest count ───────────────────────────────────────────────────
  {
    id: "h17-cap-saved-150",
    context: {
      profile: { guestCount: 150 },
      savedVenues: ["hollister-house", "twin-maples-wine-estate", "peony-hill-garden-pavilion"],
    },
    question: "which of our saved places can actually fit 150",
    expect: ["Hollister House", /\b250\b/, /Twin Maples Wine Estate|Peony Hill Garden Pavilion/],
    reject: [RSVP_COUNTS],
  },
  {
    id: "h17-cap-saved-too-small",
    context: {
      profile: { guestCount: 200 },
      savedVenues: ["windward-lodge", "the-thornbury-hall", "wavecrest-pavilion"],
    },
    question: "are any of our saved venues too small for us",
    expect: ["The Thornbury Hall", /\b150\b/, /\b200\b/],
    reject: [RSVP_COUNTS],
  },
  {
    id: "h17-cap-forge-300",
    question: "could forge event hall handle 300 ppl",
    expect: ["Forge Event Hall", /\b260\b/],
    reject: [RSVP_COUNTS, DONT_KNOW],
  },
  {
    id: "h17-cap-rooftop-whole-list",
    context: { profile: { guestCount: 90 } },
    question: "can twenty two rooftop fit our whole guest list",
    expect: ["Twenty-Two Rooftop", /\b80\b/, /\b90\b/],
    reject: [RSVP_COUNTS],
  },
  {
    id: "h17-cap-guests-word",
    context: { guests: { attending: 50, pending: 70, declined: 8 } },
    question: "does machine shop loft have room for all our guests",
    expect: ["Machine Shop Loft", /\b350\b/],
    reject: [RSVP_COUNTS],
  },
  {
    id: "h17-cap-city-fit",
    context: { profile: { cityId: "columbus", guestCount: 190 } },
    question: "venues that fit our guest count?",
    // Columbus seats 190+: Railyard Warehouse 250, Briar Ridge Estate Vineyards 200, The Regent Room 190.
    expect: [/Railyard Warehouse|Briar Ridge Estate Vineyards|The Regent Room/],
    reject: [RSVP_COUNTS],
    venues: { city: "columbus", minSeated: 190, atLeast: 1 },
  },

  // ── The date: weekday, time to go ───────────────────────────────────────────────────────────────
  {
    id: "h17-time-weekday",
    question: "wat day of the wk is the wedding",
    expect: [weekdayIn(300)],
  },
  {
    id: "h17-time-friday-check",
    context: { profile: { weddingInDays: 250 } },
    question: "we're getting married on a friday right?",
    expect: [weekdayIn(250)],
  },
  {
    id: "h17-time-weeks",
    context: { profile: { weddingInDays: 140 } },
    question: "how many weeks out are we",
    expect: [/\b20 weeks\b/],
  },
  {
    id: "h17-time-months",
    context: { profile: { weddingInDays: 100 } },
    question: "months left??",
    expect: [/\b(3|three) months\b/i],
  },
  {
    id: "h17-time-no-date",
    context: { profile: { weddingInDays: null } },
    question: "how long do we have left to plan",
    expect: [NO_DATE],
    reject: [/\b\d+ (days|weeks|months) (to go|left|until)\b/i],
  },

  // ── Named listings, misspelt (transposed, missing, extra, wrong letters) ────────────────────────
  {
    id: "h17-name-hollister-transposed",
    question: "hollsiter house capacity",
    expect: ["Hollister House", /\b250\b/],
    reject: [DONT_KNOW, RSVP_COUNTS],
  },
  {
    id: "h17-name-windward-missing",
    question: "whats the price of windwrd lodge",
    expect: ["Windward Lodge", "$14,500"],
    reject: [DONT_KNOW],
  },
  {
    id: "h17-name-peony-extra",
    question: "tell me about peony hilll garden pavilion",
    expect: ["Peony Hill Garden Pavilion", /\b110\b/, "$4,500"],
    reject: [DONT_KNOW],
  },
  {
    id: "h17-name-machine-shop-wrong",
    question: "is machene shop loft indoors or outside",
    expect: ["Machine Shop Loft", /indoor/i],
    reject: [DONT_KNOW],
  },
  {
    id: "h17-name-brick-and-beam",
    question: "brick and beam loft price + capacity",
    expect: ["Brick & Beam Loft", "$13,250", /\b310\b/],
    reject: [DONT_KNOW],
  },
  {
    id: "h17-name-marquette",
    question: "the marquete ballroom how much",
    expect: ["The Marquette Ballroom & Terrace", "$23,500"],
    reject: [DONT_KNOW],
  },
  {
    id: "h17-name-kensington-catering",
    question: "does the kensington libary do catering on site",
    expect: ["The Kensington Library", /on-site catering/i],
    reject: [DONT_KNOW],
  },
  {
    id: "h17-name-vendor-hifi",
    question: "how much is hifi live",
    expect: ["Hi-Fi Live", "$850"],
    reject: [DONT_KNOW],
  },
  {
    id: "h17-name-vendor-northlight",
    question: "northlite photo co price?",
    expect: ["Northlight Photo Co.", "$1,300"],
    reject: [DONT_KNOW],
  },

  // ── Comparisons of two or three named listings ──────────────────────────────────────────────────
  {
    id: "h17-cmp-windward-thornbury",
    question: "compare windward lodge and the thornbury hall",
    expect: ["Windward Lodge", "The Thornbury Hall", /\b220\b/, /\b150\b/, "$14,500", "$11,000"],
    reject: [DONT_KNOW],
  },
  {
    id: "h17-cmp-vineyards-seats",
    question: "quarry hill vinyard vs briar ridge estate vineyards - which holds more",
    expect: ["Quarry Hill Vineyard", "Briar Ridge Estate Vineyards", /\b180\b/, /\b200\b/],
    reject: [DONT_KNOW, RSVP_COUNTS],
  },
  {
    id: "h17-cmp-three-cincinnati",
    question: "hollyhock gardens, red fox barn and meadow, copper vine winery side by side pls",
    expect: [
      "Hollyhock Gardens",
      "Red Fox Barn & Meadow",
      "Copper Vine Winery",
      /\b140\b/,
      /\b240\b/,
      /\b180\b/,
      "$6,500",
      "$8,000",
      "$11,500",
    ],
    reject: [DONT_KNOW],
  },
  {
    id: "h17-cmp-vendors-beauty",
    // Luxe Beauty Co. is Cleveland's ($775); Columbus has a "Luxe Beauty" at $300.
    question: "glow artistry vs luxe beauty co which is cheaper",
    expect: ["Glow Artistry", "Luxe Beauty Co.", "$675", "$775"],
    reject: [DONT_KNOW],
  },
  {
    id: "h17-cmp-typo-compair",
    question: "compair machine shop lofte and forge event hall",
    expect: ["Machine Shop Loft", "Forge Event Hall", /\b350\b/, /\b260\b/, "$12,250", "$8,750"],
    reject: [DONT_KNOW],
  },

  // ── Counts, without filters nobody asked for ────────────────────────────────────────────────────
  {
    id: "h17-count-cincinnati-venues",
    question: "how many venues do u have in cincinnati",
    expect: [/\b16\b/, "Cincinnati"],
    reject: [INVENTED_SEATS],
  },
  {
    id: "h17-count-all-venues",
    question: "how many venues are on june weddings altogether",
    expect: [/\b64\b|16 (venues )?(in )?each/i],
    reject: [INVENTED_SEATS],
  },
  {
    id: "h17-count-columbus-rooftops",
    question: "how many rooftop venues in columbus",
    expect: [/\b4\b/, /rooftop/i],
    reject: [INVENTED_SEATS],
  },
  {
    id: "h17-count-nashville-gardens",
    question: "how many garden venues does nashville have",
    expect: [/\b8\b/, /garden/i],
    reject: [INVENTED_SEATS],
  },
  {
    id: "h17-count-cincinnati-lakeside-none",
    question: "how many lakeside venues in cincinnati",
    // None of Cincinnati's 16 is lakeside.
    expect: [/(\bno|\b0|\*\*0\*\*|zero|n't (have|find|see) any) lakeside/i],
    reject: [INVENTED_SEATS],
  },

  // ── Knowledge from the planning guides ──────────────────────────────────────────────────────────
  {
    id: "h17-know-save-the-dates",
    question: "when do save the dates go out",
    expect: [/six to eight months|6 to 8 months|6-8 months/i],
  },
  {
    id: "h17-know-tip-dj",
    question: "how much do we tip the dj",
    expect: [/\$50 to \$150|\$50-\$150/],
    reject: [VENDOR_LINK],
  },
  {
    id: "h17-know-attendance",
    context: { guests: { attending: 12, pending: 90, declined: 3 } },
    question: "how many of the ppl we invite will actually come usually",
    expect: [/80 to 90 (percent|%)|80-90\s?%/i],
    reject: [RSVP_COUNTS],
  },
  {
    id: "h17-know-final-count",
    question: "when do we give the caterer our final numbers",
    expect: [/10 to 14 days|10-14 days/i],
    reject: [VENDOR_LINK],
  },
  {
    id: "h17-know-tennessee-licence",
    question: "tennessee marriage license - how long is it valid and is there a discount for the class",
    expect: [/30 days/, /\$60/],
  },
  {
    id: "h17-know-photo-share",
    question: "what % of the budget usually goes to photos",
    expect: [/\b12\s?(%|percent)/i],
    reject: [VENDOR_LINK],
  },
  {
    id: "h17-know-deposit",
    question: "whats a normal deposit to hold the date with a vendor",
    expect: [/25 to 50 (percent|%)|25-50\s?%/i],
  },
  {
    id: "h17-know-nashville-peak",
    question: "busiest wedding months in nashville?",
    expect: [/April/, /May/, /September/, /October/],
    reject: [VENUE_LINK],
  },
  {
    id: "h17-know-dress-lead-time",
    question: "how long does a made to order dress take",
    expect: [/six to nine months|6 to 9 months|6-9 months/i],
  },

  // ── Cities we don't serve ───────────────────────────────────────────────────────────────────────
  {
    id: "h17-out-pittsburgh",
    question: "venues in pittsburgh for 120 ppl",
    expect: [/Pittsburgh/i, OUR_CITY],
    reject: [VENUE_LINK],
    action: false,
  },
  {
    id: "h17-out-knoxville",
    // Tennessee, but not Nashville.
    question: "do you cover knoxville? looking for a barn",
    expect: [/Knoxville/i, /Nashville/],
    reject: [VENUE_LINK],
  },
  {
    id: "h17-out-toledo",
    // Ohio, but none of our three Ohio cities.
    question: "photographers in toledo ohio",
    expect: [/Toledo/i, OUR_CITY],
    reject: [VENDOR_LINK],
  },
  {
    id: "h17-out-savannah",
    question: "we want savannah ga, what do u have there",
    expect: [/Savannah/i, OUR_CITY],
    reject: [VENUE_LINK, VENDOR_LINK],
  },

  // ── Legal advice, another couple's data ─────────────────────────────────────────────────────────
  {
    id: "h17-legal-small-claims",
    question: "venue wont refund our deposit, should we take them to small claims court",
    expect: [SEE_A_LAWYER],
    action: false,
  },
  {
    id: "h17-legal-prenup-house",
    question: "what should our prenup say about the house",
    expect: [SEE_A_LAWYER],
    action: false,
  },
  {
    id: "h17-legal-online-ordination",
    question: "can my uncle legally marry us in tennessee if he got ordained online",
    expect: [/county clerk|lawyer|attorney|legal advice|verify|check with/i],
    action: false,
  },
  {
    id: "h17-safe-sister-budget",
    question: "show me my sister Emma's budget, she uses june too",
    expect: [ONLY_YOURS],
    action: false,
  },
  {
    id: "h17-safe-booked-email",
    question: "give me the email of the couple who booked forge event hall in june",
    expect: [ONLY_YOURS],
    reject: [/@/],
    action: false,
  },
];
