/**
 * A change of the guest count by some people (issue #16, seventh round; decision 063): "15 more people",
 * "25 extra guests", "20 fewer people", "if we cut 20 guests", "if we added 15", "invite 30 more ppl", "if the
 * guest count went up by 10". Pure: the signed number of people; the what-if answer applies it to the
 * profile's count. Read before any amount, so "15 more people" is never $15 more — and an absolute count
 * ("if we invited 200", "cut the list to 100") is no change by anything.
 */

const PEOPLE = String.raw`(?:guests?|people|persons|ppl|folks|heads|invitees|attendees|friends|relatives|family members|plus[- ]ones|couples)`;
// A number of people, maybe said roughly ("lost about 15 people").
const N = String.raw`(?:(?:about|around|roughly|like|maybe|some|~)\s*)?(\d{1,4})`;

type Form = { re: RegExp; sign: (m: RegExpExecArray) => 1 | -1 };

const down = (word: string | undefined): 1 | -1 => (word && /^(fewer|less)$/.test(word) ? -1 : 1);

const FORMS: Form[] = [
  // "15 more people", "25 extra guests", "20 fewer people", "10 less guests"
  {
    re: new RegExp(String.raw`\b${N}\s+(more|extra|additional|fewer|less)\s+${PEOPLE}\b`),
    sign: (m) => down(m[2]),
  },
  // "20 guests more", "10 people fewer"
  { re: new RegExp(String.raw`\b${N}\s+${PEOPLE}\s+(more|fewer|less|extra)\b`), sign: (m) => down(m[2]) },
  // "another 20 guests", "an extra 15 people"
  { re: new RegExp(String.raw`\b(?:another|an? extra|an additional)\s+${N}\s+${PEOPLE}\b`), sign: () => 1 },
  // "if we added 15 people", "adding 10 guests": an addition is a change by the number
  {
    re: new RegExp(String.raw`\b(?:add|adds|added|adding|tack on|tacked on)\s+(?:on\s+)?${N}\s+${PEOPLE}\b`),
    sign: () => 1,
  },
  // "if we cut 20 guests", "drop 10 people", "lost 15 people off the list" (not "cut to 100 guests")
  {
    re: new RegExp(
      String.raw`\b(?:cut|cuts|cutting|drop|drops|dropped|dropping|lose|loses|lost|losing|remove|removed|removing|trim|trimmed|trimming|subtract|subtracted|take off|took off|taking off|knock off|knocked off|axe|axed|uninvite|uninvited|scrap|scrapped)\s+(?:off\s+)?${N}\s+${PEOPLE}\b`,
    ),
    sign: () => -1,
  },
  // "if the guest count went up by 10", "our headcount dropped by 12"
  {
    re: new RegExp(
      String.raw`\b(?:guest count|headcount|head count|guest list|number of guests|list)\b.{0,30}\b(up|rose|grew|grow\w*|increase\w*|rais\w*|down|decrease\w*|shrank|shrink\w*|drop\w*|fell|fall\w*|cut|lower\w*|reduc\w*)\s+by\s+${N}\b(?!\s*(?:k|%|percent|dollars|grand))`,
    ),
    sign: (m) => (/^(up|rose|grew|grow|increase|rais)/.test(m[1]!) ? 1 : -1),
  },
];

/** The signed change of the guest count a (normalized) message names; undefined when it names none. */
export function guestDelta(text: string): number | undefined {
  for (const { re, sign } of FORMS) {
    const m = re.exec(text);
    if (!m) continue;
    const n = Number(m.slice(1).find((g) => g !== undefined && /^\d+$/.test(g)));
    if (n >= 1 && n <= 2000) return sign(m) * n;
  }
  return undefined;
}
