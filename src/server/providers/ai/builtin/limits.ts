import { CATEGORY_WORD } from "./category-word";
import { ourCitiesIn } from "./entities";

/**
 * What June can't answer or can't do, recognised in any wording (issue #16, sixth round): questions for a
 * lawyer, a doctor or a tax professional (immigration and visas, pregnancy or health with alcohol, taxes and
 * deductions), watching a partner, other people's personal details reached by any description ("my sister
 * Emma's address", "the couple who booked Harbor Light"), and actions outside her tools (sending emails or
 * texts, booking a venue, paying or charging a card). Pure: answers/limits.ts says it plainly, with what
 * she can do instead.
 */

export type Limit =
  | "immigration"
  | "medicine"
  | "health"
  | "taxes"
  | "surveillance"
  | "others_data"
  | "travel"
  | "forecast"
  | "send_message"
  | "book"
  | "pay"
  | "delete_account"
  | "private_details"
  | "finance";

const PARTNER = String.raw`(fianc[eé]e?s?|partner|husband|wife|boyfriend|girlfriend|spouse|bride|groom|future (husband|wife))`;
const RELATIVE = String.raw`(sister|brother|mom|mum|mother|dad|father|aunt|uncle|cousin|friend|boss|coworker|co-worker|ex|neighbou?r|grandma|grandpa|grandmother|grandfather|niece|nephew|in-laws?|maid of honou?r|best man|bridesmaid|groomsman)`;

/** "Please / can you / june, …" before the verb of a request. */
const ASKING = String.raw`^(?:(?:please|pls|june|hey june|can you|could you|would you|will you|go ahead and|help me|i need you to|we need you to|ok|okay|also)[, ]+)*`;
const VENDOR = String.raw`(caterers?|photographers?|videographers?|florists?|djs?|bands?|planners?|coordinators?|venues?|officiants?|bakers?|bartenders?|vendors?|guests?|everyone|hair (and|&) makeup|makeup artists?|limo company)`;

const RULES: [Limit, RegExp][] = [
  [
    "immigration",
    /\b(visas?|green cards?|immigration|immigrat\w*|citizenship|naturali[sz]\w*|k-?1|uscis|residency permit|work permit|deport\w*)\b/,
  ],
  // Medicine (seventh round, decision 063): doses, allergy treatment, medication — a doctor's or a
  // pharmacist's, never a vendor list, whatever trade the question names ("how much epinephrine should the
  // florist keep"). "When dose the caterer…" is a typo for "does", not a dose.
  [
    "medicine",
    /\b(what|which|right|safe|max(imum)?|correct|daily|much of a|usual|normal)\s+(doses?|dosage)\b|\bdosage\b|\bdoses? of\b|\b(how many|\d+\s?)(mg|milligrams?)\b|\b(epinephrine|epi-?pens?|adrenaline (shot|pen)s?|inhalers?|antihistamines?|benadryl|zyrtec|claritin|allegra|xanax|valium|ativan|klonopin|ibuprofen|advil|motrin|tylenol|acetaminophen|paracetamol|aspirin|antidepressants?|ssris?|beta[- ]blockers?|propranolol|prescriptions?|medications?|medicines?|meds|sleeping pills?|melatonin|antibiotics)\b|\b(allerg\w*|hay ?fever|asthma|anaphyla\w*|migraines?|hangovers?|panic attacks?|rash(es)?|hives|bee stings?)\b.{0,40}\b(treat\w*|remed\w*|take|taking|dose|pills?)\b|\b(treat\w*|cure|remed\w*)\b.{0,30}\b(allerg\w*|hay ?fever|asthma|migraines?|rash(es)?|hives|bee stings?)\b/,
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
  // Another account reached by an id or an email (seventh round): "the guest list for user 4821", "the
  // budget of jenny@x.com", "every couple's budget". Adding a guest with an email, or giving the couple's
  // own ("my email is …"), is no other account. (By a full name: personsPlan below.)
  [
    "others_data",
    new RegExp(
      String.raw`\b(users?|accounts?|members?|customers?|clients?|profiles?)\s*(?:(?:ids?|#|no\.?|numbers?)\s*#?\s*\d+|#?\s*\d{3,})\b|^(?!(?:please |can you |could you )*(?:add|put|invite|include)\b)(?!.*\b(?:my|our) (?:email|e-mail) (?:is|address)\b).*[\w.+-]+@[\w-]+\.[a-z]{2,}\b.*\b(budget|guest ?list|guests|rsvps?|venues|saved|plan|plans|account|details|info|spending|wedding)\b|^(?!(?:please |can you |could you )*(?:add|put|invite|include)\b)(?!.*\b(?:my|our) (?:email|e-mail) (?:is|address)\b).*\b(budget|guest ?list|guests|rsvps?|venues|saved|plan|plans|account|details|info|spending)\b.*[\w.+-]+@[\w-]+\.[a-z]{2,}\b|\b(every|all( the)?) (couples?|users?|accounts?|members?|customers?)('s|s')? (budgets?|guest ?lists?|guests|rsvps?|venues|saved|plans?|data|details|info|emails?|spending)\b`,
    ),
  ],
  // Travel and weather (seventh round): June books no flights, hotels or rides and has no forecast. "When
  // should we book a hotel block" is a question for the guides, not a booking.
  [
    "travel",
    new RegExp(
      String.raw`${ASKING}(book|reserve|order|get|find|buy|arrange|schedule|grab|rent|call)\b(?:\s+and\s+(?:book|reserve|pay for))?\s+(?:(?:us|me|them|our guests|my \w+|a|an|the|some|two|three|\d+|cheap|cheaper|nearby|good|round[- ]trip|one[- ]way|direct|return|block of)\s+){0,4}(flights?|plane tickets?|airfare|air tickets?|hotels?|hotel rooms?|motel|airbnb|rental cars?|car rentals?|uber|lyft|taxis?|cabs?|train tickets?|bus tickets?)\b`,
    ),
  ],
  [
    "forecast",
    /\b(weather )?forecast\b|\bwill it (rain|snow|storm|pour|be (sunny|hot|cold|warm|nice|rainy|windy|cloudy|humid|dry))\b|\b(is it|it's|its) (going to|gonna) (rain|snow|storm|pour|be (sunny|hot|cold|warm|nice|rainy|windy))\b|\bchance of (rain|snow|storms?)\b.{0,30}\b(on|this|next|tomorrow|for (our|the))\b|\bwhat('s| is| will)( the)? weather (be )?(like )?(on|this|next|tomorrow|for (our|the) (wedding|big day|day))\b|\bweather\b.{0,20}\b(going to|gonna|gon|will|'ll|gunna) be\b|\bweather\b.{0,30}\b(on|for) (our|the) (wedding ?day|big day|day of)\b|\b(weather|rain|temperature)\b.{0,25}\b(this|next) (weekend|week|saturday|sunday|friday)\b/,
  ],
  [
    "send_message",
    // "send the caterer a message", "tell the photographer that…", "let the dj know" (seventh round).
    new RegExp(
      String.raw`${ASKING}(send (the |our |my )?${VENDOR} (a |an )?(email|text|message|note|dm|reminder)s?|(tell|inform|notify|ask|remind) (the |our |my |all (of )?(our |the )?)?${VENDOR}\b(?! (cost|charge|usually|typically))|let (the |our |my |all (of )?(our |the )?)?${VENDOR} know|reach out to (the |our |my )?${VENDOR})\b`,
    ),
  ],
  [
    "send_message",
    /^(?:(?:please|pls|june|can you|could you|would you|will you|go ahead and|help me)[, ]+)*(email|e-mail|text|sms|message|send (a |an )?(email|text|message|reminder|note|invite|invitation)s?|dm|call|phone|remind|notify|contact)\b(?! (me|us)\b| (info|details|information|number)\b)/,
  ],
  // Ninth round: the account closed from the chat, a person's private details (an owner's home address), and
  // loans or credit cards (a financial adviser's) — each said plainly, never the generic fallback.
  [
    "delete_account",
    /\b(delete|delte|deleet|dlete|remove|close|cancel|deactivate|erase|wipe)\b.{0,25}\b(my|our|the|this)? ?(account|acount|accnt|acct|profile|login)\b(?! (page|settings))/,
  ],
  [
    "private_details",
    /\b(home|house|personal|private|cell|mobile) (address|phone( number)?|number|email)\b|\bwhere (does|do) (the )?(owner|owners|manager|photographer|florist|dj|planner|baker|caterer|officiant)\b.{0,40}\blive\b|\b(owner|owners|manager|staff|employee)('s|s')? (home|personal|private|cell|mobile)\b/,
  ],
  [
    "finance",
    /\b(loans?|borrow\w*|line of credit|credit lines?|(go|going|get|getting|go into|into) debt|\d+(\.\d+)?% apr|interest rates?|buy now,? pay later|klarna|afterpay|financ(e|ing) (the|our|my) wedding|credit cards?\b.{0,40}\b(should|best|points|rewards|miles|cash ?back|which|use|put)|(which|what|best) (credit |debit )?card\b)/,
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

/** "What venues did Hannah Price save", "how much is emily watson spending": a plan asked by a full name. */
const PERSON_PLAN =
  /\b(what|which|how much|how many)\b.{0,30}\b(did|does|is|are|has|have|was|were)\s+([a-z]+)\s+([a-z]+)\s+(save|saved|saving|spend|spending|spent|budget\w*|book|booked|booking|invit\w*|pay|paid|paying|pick|picked|chose|choose|choosing)\b/;
/** Words that are never a person's name here: pronouns, quantities, and what a plan is made of. */
const NOT_A_NAME = new Set(
  "we i you our my the they it june us she he a an this that there your their her his both all any each every these those most many some few typical average other normal real people couples folks guests vendors venues wedding weddings and or to for on in at of usually typically normally really actually still just already also even total overall whole day budget money cost costs".split(
    " ",
  ),
);
const isNameWord = (w: string) => !NOT_A_NAME.has(w) && !CATEGORY_WORD.test(w) && !ourCitiesIn(w).length;

/** Whether a (normalized) message asks another person's wedding plan by their full name (seventh round). */
function personsPlan(text: string): boolean {
  const m = PERSON_PLAN.exec(text);
  return !!m && isNameWord(m[3]!) && isNameWord(m[4]!);
}

/** The limit a (normalized) message runs into; undefined when June can answer it. */
export function limitOf(text: string): Limit | undefined {
  for (const [limit, re] of RULES) if (re.test(text)) return limit;
  return personsPlan(text) ? "others_data" : undefined;
}
