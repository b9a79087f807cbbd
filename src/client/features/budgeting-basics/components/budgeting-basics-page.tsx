import { Lightbulb } from "lucide-react";
import { GuideSection, GuideSteps, type GuideStep } from "@client/components/layout/guide";
import { Page } from "@client/components/layout/page";
import { ButtonLink } from "@client/components/ui/button";

/**
 * `/planning/budgeting-basics` (issue #14): a calm guide to a wedding budget — typical shares with the
 * reasoning, per-guest costs, the costs people forget, deposits and payment schedules, tipping, and the
 * contingency. Its figures agree with June's knowledge base (server/modules/june/knowledge/guides/
 * budgeting-basics.md), so June and this page never contradict each other.
 */

/** The spec's sample total (the landing page's budget demo). */
const SAMPLE_TOTAL = 35_000;
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

const shares: { name: string; pct: number; why: string }[] = [
  {
    name: "Venue & catering",
    pct: 45,
    why: "Every guest eats, drinks and needs a seat, so this line grows with the list. It is also where prices are least negotiable.",
  },
  {
    name: "Photography & video",
    pct: 12,
    why: "The part of the day you keep. Pay for experience and the hours you need, not for extras you won't look at.",
  },
  {
    name: "Flowers & decor",
    pct: 9,
    why: "The most flexible line: seasonal, local flowers and reusing ceremony pieces stretch it a long way.",
  },
  { name: "Attire & beauty", pct: 8, why: "Outfits, alterations, hair and makeup for both of you." },
  {
    name: "Music & entertainment",
    pct: 7,
    why: "A DJ costs less than a band; both need hours for the ceremony too.",
  },
  {
    name: "Planner & coordination",
    pct: 4,
    why: "Even day-of coordination saves money by catching problems early.",
  },
  {
    name: "Officiant, favors & gifts",
    pct: 3,
    why: "Small items that add up: thank-you gifts, the officiant's fee.",
  },
  { name: "Stationery", pct: 2, why: "Save-the-dates, invitations, postage and the day-of paper." },
  { name: "Cake & desserts", pct: 2, why: "Priced per slice; a small display cake with sheet cake saves." },
  { name: "Transportation", pct: 2, why: "Getting the two of you, and sometimes guests, between places." },
  {
    name: "Contingency",
    pct: 6,
    why: "Kept apart for what nobody plans: overtime, a rain plan, late additions. See below.",
  },
];

const perGuest: { item: string; each: string }[] = [
  { item: "Dinner with service", each: "$60 – $150" },
  { item: "Bar package", each: "$20 – $45" },
  { item: "Chair, linens and place setting", each: "$8 – $20" },
  { item: "Cake slice", each: "$4 – $8" },
  { item: "Invitation, postage and favor", each: "$5 – $12" },
];

const hidden: { name: string; note: string }[] = [
  {
    name: "Service charges",
    note: "18 to 24 percent on catering and the bar. It pays the house, not the staff: it is not a tip.",
  },
  {
    name: "Sales tax",
    note: "Charged on food, drink and rentals, often on top of the service charge. Ask whether quotes include it.",
  },
  {
    name: "Gratuities",
    note: "Tips for the people who work the day (see the amounts below). Set them aside early.",
  },
  {
    name: "Overtime",
    note: "When the party runs late, the photographer, DJ, band and venue charge by the hour, usually at a higher rate.",
  },
  {
    name: "Delivery, setup and teardown",
    note: "Rentals, flowers and cakes often add a fee to bring, set up and collect them, more on Sundays and holidays.",
  },
  {
    name: "Alterations",
    note: "A wedding dress usually needs them, and they are rarely in the price: often a few hundred dollars.",
  },
  {
    name: "Postage",
    note: "Square or heavy invitations need extra postage, and the reply card needs a stamp of its own.",
  },
  {
    name: "Fees on the small print",
    note: "Cake-cutting, corkage, vendor meals, the marriage licence, permits for a park or a beach.",
  },
];

const payments: GuideStep[] = [
  {
    title: "1. A retainer holds the date",
    body: "Most vendors ask for 25 to 50 percent when you sign, and it is usually non-refundable. Read the cancellation and date-change terms before you pay it.",
  },
  {
    title: "2. Payments in between",
    body: "Venues and caterers often split the rest in two or three payments, for example six months and one month before. Put every due date in your budget tracker the day you sign.",
  },
  {
    title: "3. The balance, shortly before",
    body: "Most balances fall due one to four weeks before the wedding, and the caterer's comes with your final guest count, 10 to 14 days out. That month needs the most cash: plan for it.",
  },
  {
    title: "4. Envelopes for the day",
    body: "Anything due on the day, and the tips, go in labelled envelopes that a trusted person hands out, so neither of you thinks about money at your own wedding.",
  },
];

const tips: { who: string; amount: string }[] = [
  { who: "Servers and bartenders", amount: "$20 – $50 each, or 15 – 20% of the bar bill" },
  { who: "DJ", amount: "$50 – $150" },
  { who: "Band", amount: "$25 – $50 per musician" },
  { who: "Hair and makeup", amount: "15 – 20% of the service" },
  { who: "Photographer and videographer assistants", amount: "$50 – $200 each" },
  { who: "Drivers", amount: "15 – 20% of the fare" },
  { who: "Delivery and setup crews", amount: "$10 – $20 per person" },
  { who: "Officiant", amount: "$50 – $100, or a donation to their place of worship" },
];

export function BudgetingBasicsPage() {
  return (
    <Page
      eyebrow="Guide"
      title="Budgeting basics"
      intro="How couples usually split a wedding budget, what each guest really costs, the costs people forget, and how deposits and tips work — so the numbers hold no surprises."
    >
      <div className="flex flex-col gap-14 text-body leading-relaxed text-ink">
        <GuideSection id="guide-start" title="Start from what you can pay">
          <p className="text-muted">
            Add up your savings, what you can put aside each month until the date, and any family
            contributions confirmed in writing. That sum is your total. Set it before you tour venues, so you
            only fall for places you can afford, and decide which two or three things matter most to the two
            of you: those lines get more, the rest get less.
          </p>
        </GuideSection>

        <GuideSection id="guide-shares" title="Typical shares by category">
          <p className="mb-5 text-muted">
            A split that works for most weddings in Ohio and Tennessee, with what it means for a budget of{" "}
            {usd.format(SAMPLE_TOTAL)}. Move money between lines to match your priorities — if photos matter
            most, take it from decor, not from the contingency.
          </p>
          <ul className="flex flex-col divide-y divide-line rounded-2xl border border-line bg-white">
            {shares.map((s) => (
              <li key={s.name} className="px-5 py-4">
                <div className="flex items-baseline justify-between gap-4">
                  <h3 className="font-sans text-body font-semibold text-ink">{s.name}</h3>
                  <p className="shrink-0 text-ink lining-nums tabular-nums">
                    <span className="font-semibold">{s.pct}%</span>
                    <span className="text-muted"> · {usd.format((SAMPLE_TOTAL * s.pct) / 100)}</span>
                  </p>
                </div>
                <div className="mt-2 h-1.5 rounded-full bg-cream" aria-hidden>
                  <div
                    className="h-full rounded-full bg-rose/70"
                    style={{ width: `${(s.pct / 45) * 100}%` }}
                  />
                </div>
                <p className="mt-2 text-small text-muted">{s.why}</p>
              </li>
            ))}
          </ul>
        </GuideSection>

        <GuideSection id="guide-per-guest" title="How per-guest costs scale">
          <p className="text-muted">
            Some costs are fixed — the photographer costs the same for 60 guests or 160 — and some are paid
            per guest. A useful planning figure in Cleveland, Columbus, Cincinnati and Nashville is about $250
            per guest all-in, with most couples between $150 and $350. The per-guest lines are where the guest
            count works:
          </p>
          <table className="mt-5 w-full overflow-hidden rounded-2xl border border-line bg-white text-left">
            <caption className="sr-only">Typical costs per guest</caption>
            <thead className="bg-ivory text-small text-muted">
              <tr>
                <th scope="col" className="px-5 py-3 font-medium">
                  Per guest
                </th>
                <th scope="col" className="px-5 py-3 text-right font-medium">
                  Typical
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {perGuest.map((p) => (
                <tr key={p.item}>
                  <th scope="row" className="px-5 py-3 font-normal text-ink">
                    {p.item}
                  </th>
                  <td className="px-5 py-3 text-right text-ink lining-nums tabular-nums">{p.each}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-5 flex gap-3 rounded-2xl bg-sage-light/50 px-5 py-4 text-ink">
            <Lightbulb className="mt-1 size-5 shrink-0 text-sage" aria-hidden />
            <span>
              At about $140 per guest for these lines, inviting 90 instead of 120 saves around $4,200 — before
              the smaller room, fewer tables and fewer centerpieces it also brings. Trimming the list saves
              more than any other cut.
            </span>
          </p>
        </GuideSection>

        <GuideSection id="guide-hidden" title="Hidden costs people forget">
          <p className="mb-5 text-muted">
            Ask every vendor for an all-in quote in writing, and check it for these:
          </p>
          <dl className="grid gap-4 sm:grid-cols-2">
            {hidden.map((h) => (
              <div key={h.name} className="rounded-2xl bg-ivory p-5">
                <dt className="font-medium text-ink">{h.name}</dt>
                <dd className="mt-1 text-muted">{h.note}</dd>
              </div>
            ))}
          </dl>
        </GuideSection>

        <GuideSection id="guide-deposits" title="Deposits and payment schedules">
          <GuideSteps steps={payments} />
          <p className="mt-5 text-muted">
            Pay by a traceable method (a card gives you the most protection), and keep every receipt with its
            contract.
          </p>
        </GuideSection>

        <GuideSection id="guide-tipping" title="Tipping etiquette">
          <p className="mb-5 text-muted">
            Tips are appreciated, not owed. Owners who set their own prices are usually thanked with a glowing
            review rather than cash; the people who work for them are tipped. Typical amounts:
          </p>
          <dl className="divide-y divide-line rounded-2xl border border-line bg-white">
            {tips.map((t) => (
              <div
                key={t.who}
                className="flex flex-col gap-0.5 px-5 py-3.5 sm:flex-row sm:justify-between sm:gap-6"
              >
                <dt className="text-ink">{t.who}</dt>
                <dd className="text-muted sm:text-right">{t.amount}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-5 text-muted">
            Before you tip the catering staff, check the contract: a gratuity may already be included, and a
            service charge usually is not one.
          </p>
        </GuideSection>

        <GuideSection id="guide-contingency" title="Keep a contingency">
          <p className="text-muted">
            Set aside 5 to 10 percent of the total and give it a line of its own. It pays for what nobody
            plans: an extra hour of music, a tent when rain is forecast, the guests who reply late, a price
            that rose since the quote. Don't spend it early on upgrades — and if it is still there after the
            wedding, it is the start of your honeymoon fund.
          </p>
        </GuideSection>

        <section
          aria-labelledby="guide-next"
          className="rounded-3xl bg-gradient-to-br from-blush/70 via-cream to-sage-light/60 px-6 py-8 sm:px-10"
        >
          <h2 id="guide-next" className="text-title text-ink">
            Put it into practice
          </h2>
          <p className="mt-2 text-muted">
            The budget tracker starts from these shares for your city and guest count, keeps every line,
            payment and due date in one place, and shows what's left at a glance.
          </p>
          <ButtonLink to="/planning/budget-tracker" className="mt-5">
            Open the budget tracker
          </ButtonLink>
        </section>
      </div>
    </Page>
  );
}
