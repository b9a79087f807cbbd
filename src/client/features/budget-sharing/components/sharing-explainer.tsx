// Icons no other page uses, so this page adds no shared chunks to the route table (docs/decisions/035).
import { HandCoins, KeyRound, Layers, ScanEye, ScrollText, UsersRound } from "lucide-react";
import type { ComponentType } from "react";
import { ButtonLink } from "@client/components/ui/button";

type Point = { icon: ComponentType<{ className?: string }>; title: string; body: string };

const points: readonly Point[] = [
  {
    icon: ScanEye,
    title: "Family sees only what you share",
    body: "Invite a parent or anyone helping with the money. They get their own account and see the categories you choose — nothing else reaches their screen, not even your total.",
  },
  {
    icon: Layers,
    title: "None, view or edit, per category",
    body: "Share the whole budget, or just Flowers and Catering. For each category, decide whether they can only look or also add lines and payments.",
  },
  {
    icon: HandCoins,
    title: "Record who pays for what",
    body: "“Mom and Dad: Flowers, Catering.” A payer always sees what they fund, and payments can be assigned to them with a reminder by email a week before and on the day.",
  },
  {
    icon: ScrollText,
    title: "A history of every change",
    body: "Who changed what, and what it was before: amounts, dates, payers and who can see what. Nothing is edited behind your back.",
  },
  {
    icon: KeyRound,
    title: "Lock it when it's final",
    body: "Lock the budget and only the two of you can change it. Family members keep seeing their categories, read-only, until you unlock it.",
  },
];

/** /budget-permissions for a visitor (or an account that is not a couple's): what family sharing is. */
export function SharingExplainer({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="mx-auto max-w-5xl px-5 pb-20 pt-10 sm:px-8">
      <header className="grid gap-8 md:grid-cols-[1.2fr_1fr] md:items-center">
        <div>
          <p className="mb-3 text-xs font-semibold uppercase tracking-[0.2em] text-sage">
            Family budget sharing
          </p>
          <h1 className="text-display-sm text-ink md:text-display">
            Plan the money together, share only what you mean to
          </h1>
          <p className="mt-4 max-w-xl text-lead text-muted">
            Wedding budgets are a family affair. Let parents see — or help with — exactly the categories they
            care about, while the rest stays between the two of you.
          </p>
          {signedIn ? (
            <p className="mt-6 max-w-xl rounded-2xl bg-cream px-4 py-3 text-body text-ink">
              Budget sharing is set up by the couple. If a couple invited you, open the link in their
              invitation email; what they share with you appears on your dashboard.
            </p>
          ) : (
            <div className="mt-7 flex flex-wrap gap-3">
              <ButtonLink to="/signup/couple" size="lg">
                Start your budget — it's free
              </ButtonLink>
              <ButtonLink to="/login?next=%2Fbudget-permissions" size="lg" variant="secondary">
                Sign in
              </ButtonLink>
            </div>
          )}
        </div>
        <SampleCard />
      </header>

      <ul className="mt-16 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {points.map((p) => (
          <li key={p.title} className="rounded-3xl border border-line bg-white p-6">
            <span className="grid size-11 place-items-center rounded-2xl bg-blush/70 text-rose">
              <p.icon className="size-5" aria-hidden />
            </span>
            <h2 className="mt-4 text-title-sm text-ink">{p.title}</h2>
            <p className="mt-2 text-body leading-relaxed text-muted">{p.body}</p>
          </li>
        ))}
        <li className="flex flex-col justify-center rounded-3xl bg-sage-light/60 p-6">
          <UsersRound className="size-6 text-sage" aria-hidden />
          <p className="mt-3 text-body text-ink">
            Sharing uses the same invitations as the rest of your planning: one account per person, access you
            can change or take back at any time.
          </p>
        </li>
      </ul>
    </div>
  );
}

/** What a parent with two shared categories sees: a picture, not data. */
function SampleCard() {
  const rows = [
    { name: "Flowers", level: "Can view", amount: "$3,200.00" },
    { name: "Catering", level: "Can edit", amount: "$11,500.00" },
  ];
  return (
    <figure
      aria-label="Example: what Mom and Dad see"
      className="rounded-3xl border border-line bg-white p-6 shadow-[0_18px_40px_-24px_rgba(59,47,44,0.35)]"
    >
      <figcaption className="text-small font-medium uppercase tracking-[0.15em] text-muted">
        What Mom and Dad see
      </figcaption>
      <ul className="mt-4 flex flex-col divide-y divide-line">
        {rows.map((r) => (
          <li key={r.name} className="flex items-center justify-between gap-3 py-3">
            <span>
              <span className="block text-body font-medium text-ink">{r.name}</span>
              <span className="text-small text-sage">{r.level}</span>
            </span>
            <span className="text-body tabular-nums text-ink">{r.amount}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 flex items-center gap-2 text-small text-muted">
        <KeyRound className="size-4" aria-hidden /> Venue, music and 9 other categories stay private.
      </p>
    </figure>
  );
}
