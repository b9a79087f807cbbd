/**
 * What June can't answer or can't do, recognised in any wording (issue #16, sixth round): questions for a
 * lawyer, a doctor or a tax professional (immigration and visas, pregnancy or health with alcohol, taxes and
 * deductions), watching a partner, other people's personal details reached by any description ("my sister
 * Emma's address", "the couple who booked Harbor Light"), and actions outside her tools (sending emails or
 * texts, booking a venue, paying or charging a card). Pure: answers/limits.ts says it plainly, with what
 * she can do instead.
 */

export type Limit =
  "immigration" | "health" | "taxes" | "surveillance" | "others_data" | "send_message" | "book" | "pay";

const PARTNER = String.raw`(fianc[eé]e?s?|partner|husband|wife|boyfriend|girlfriend|spouse|bride|groom|future (husband|wife))`;
const RELATIVE = String.raw`(sister|brother|mom|mum|mother|dad|father|aunt|uncle|cousin|friend|boss|coworker|co-worker|ex|neighbou?r|grandma|grandpa|grandmother|grandfather|niece|nephew|in-laws?|maid of honou?r|best man|bridesmaid|groomsman)`;

const RULES: [Limit, RegExp][] = [
  [
    "immigration",
    /\b(visas?|green cards?|immigration|immigrat\w*|citizenship|naturali[sz]\w*|k-?1|uscis|residency permit|work permit|deport\w*)\b/,
  ],
  [
    "health",
    new RegExp(
      String.raw`\b(pregnan\w*|expecting a baby|breastfeed\w*|nursing|medication|meds|antibiotics|diabet\w*|sober|in recovery|heart condition)\b.{0,80}\b(alcohol|drink\w*|champagne|wine|beer|cocktails?|toast|booze|caffeine|shots?)\b|\b(alcohol|drink\w*|champagne|wine|beer|cocktails?|booze)\b.{0,60}\b(pregnan\w*|breastfeed\w*|medication|meds|antibiotics)\b`,
    ),
  ],
  [
    "taxes",
    /\b(deduct\w*|write (it|them|this|that|the \w+) off|write-?offs?|tax[- ]deductible|irs|(on|from|in) (our|my) taxes|tax (returns?|breaks?|credits?|benefits?|implications?)|gift tax|claim\b.{0,30}\bon (our |my )?taxes)\b/,
  ],
  [
    "surveillance",
    new RegExp(
      String.raw`\b(read|see|check|spy|track|monitor|snoop|access|hack|look through|go through|get into|log into|watch)\b.{0,40}\b${PARTNER}('?s)?\b.{0,30}\b(texts?|messages|phone|emails?|location|dms?|whatsapp|accounts?|instagram|browser|history|camera)\b|\b(spy(ing)? on|track(ing)? (his|her|their|my \w+'?s?) (location|phone)|without (him|her|them) knowing|secretly (read|track|record|follow|watch)|hidden camera|stalkerware|tracking app)\b`,
    ),
  ],
  [
    "others_data",
    new RegExp(
      String.raw`\b(the|that|which|what) (other )?(couples?|people|person|bride|groom|family|someone|somebody)( who| that)? (booked|reserved|saved|is getting married|are getting married|got married|have booked|has booked|are booking|toured)\b|\bwho (else )?(has |have |already )?(booked|reserved|saved|toured)\b|\b(my|our) ${RELATIVE}\b[a-z' ]{0,20}\b(address|phone( number)?|number|email|salary|income|social|birthday|where (she|he|they) lives?|(her|his|their) (own )?(budget|guest list|wedding budget))\b`,
    ),
  ],
  [
    "send_message",
    /^(?:(?:please|pls|june|can you|could you|would you|will you|go ahead and|help me)[, ]+)*(email|e-mail|text|sms|message|send (a |an )?(email|text|message|reminder|note|invite|invitation)s?|dm|call|phone|remind|notify|contact)\b(?! (me|us)\b| (info|details|information|number)\b)/,
  ],
  [
    "book",
    /^(?:(?:please|pls|june|can you|could you|would you|will you|go ahead and|help me)[, ]+)*(book|reserve|sign (the |a )?contract (with|for))\b(?! (a |the )?(tour|visit|tasting))/,
  ],
  [
    "pay",
    /^(?:(?:please|pls|june|can you|could you|would you|will you|go ahead and)[, ]+)*(pay|charge|transfer|venmo|zelle|wire|refund|send (the |a |our )?(money|payment|deposit|balance))\b|\b(charge|use) (my|our) (credit |debit )?card\b/,
  ],
];

/** The limit a (normalized) message runs into; undefined when June can answer it. */
export function limitOf(text: string): Limit | undefined {
  for (const [limit, re] of RULES) if (re.test(text)) return limit;
  return undefined;
}
