import { ArrowRight, Check, Info, Minus } from "lucide-react";
import { Link } from "@client/lib/router-link";
import { ButtonLink } from "@client/components/ui/button";
import { cx } from "@client/components/ui/class-names";
import { MarketingHero } from "@client/components/marketing/marketing-blocks";
import { SectionIntro } from "@client/components/marketing/section-intro";
import { useVendorStart } from "./marketing-blocks";
import { comparison, NO_PAYMENTS_YET, tiers, type TierId } from "./pricing-tiers";

function Cell({ value }: { value: boolean | string }) {
  if (value === true)
    return (
      <>
        <Check className="mx-auto size-5 text-sage" aria-hidden />
        <span className="sr-only">Included</span>
      </>
    );
  if (value === false)
    return (
      <>
        <Minus className="mx-auto size-4 text-line" aria-hidden />
        <span className="sr-only">Not included</span>
      </>
    );
  return <span className="font-medium text-ink">{value}</span>;
}

const faqs = [
  {
    q: "Do I need a credit card to list?",
    a: "No. The listing is free, and we don't take payments at all yet.",
  },
  {
    q: "What happens when paid tiers open?",
    a: "We'll email you the final prices first. Your free listing stays as it is; upgrading is your choice, never automatic.",
  },
  {
    q: "Do you take a commission on bookings?",
    a: "No. Couples pay you directly, however you already work.",
  },
  {
    q: "I'm a Founding 50 vendor — what do I pay?",
    a: "Founders get a year of featured placement and keep the launch price of any paid tier for as long as they stay.",
  },
];

/** /vendor-pricing: the free listing, the planned paid tiers, and a comparison that fits a phone. */
export function VendorPricingPage() {
  const start = useVendorStart();
  const waitlist = (id: TierId) => `/contact?topic=vendors&tier=${id}`;
  return (
    <div>
      <MarketingHero
        eyebrow="Vendor pricing"
        title="Start free. Stay free, if you like."
        intro={
          <p>Your listing costs nothing, today and later. Paid tiers for extra visibility are coming.</p>
        }
      />

      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <p
          role="note"
          className="flex items-start gap-3 rounded-3xl border border-sage/30 bg-sage-light/60 px-5 py-4 text-body leading-relaxed text-ink sm:px-6"
        >
          <Info className="mt-0.5 size-5 shrink-0 text-sage" aria-hidden />
          <span>{NO_PAYMENTS_YET}</span>
        </p>

        <ul className="mt-10 grid gap-5 lg:grid-cols-3" aria-label="Tiers">
          {tiers.map((tier) => (
            <li
              key={tier.id}
              className={cx(
                "flex flex-col rounded-3xl border bg-white p-6 sm:p-8",
                tier.isAvailable
                  ? "border-rose/50 shadow-[0_18px_40px_-24px_rgba(159,74,91,0.45)]"
                  : "border-line",
              )}
            >
              <div className="flex items-center justify-between gap-3">
                <h2 className="text-3xl text-ink">{tier.name}</h2>
                <span
                  className={cx(
                    "rounded-full px-3 py-1 text-xs font-semibold",
                    tier.isAvailable ? "bg-rose text-white" : "bg-cream text-muted",
                  )}
                >
                  {tier.isAvailable ? "Available now" : "Coming later"}
                </span>
              </div>
              <p className="mt-4">
                <span className="font-serif text-5xl text-ink">{tier.price}</span>{" "}
                <span className="text-muted">{tier.cadence}</span>
              </p>
              <p className="mt-3 text-body text-muted">{tier.summary}</p>
              <ul className="mt-6 flex flex-1 flex-col gap-2.5 text-body text-ink">
                {tier.highlights.map((h) => (
                  <li key={h} className="flex gap-2.5">
                    <Check className="mt-0.5 size-4 shrink-0 text-sage" aria-hidden />
                    {h}
                  </li>
                ))}
              </ul>
              <div className="mt-8">
                {tier.isAvailable ? (
                  <ButtonLink to={start.to} className="w-full">
                    {start.label} <ArrowRight className="size-4" aria-hidden />
                  </ButtonLink>
                ) : (
                  <ButtonLink to={waitlist(tier.id)} variant="secondary" className="w-full">
                    Join the waitlist
                  </ButtonLink>
                )}
              </div>
            </li>
          ))}
        </ul>
      </div>

      <section aria-labelledby="compare-title" className="mx-auto max-w-4xl px-3 py-16 sm:px-8 lg:py-24">
        <div className="px-2 sm:px-0">
          <SectionIntro id="compare-title" eyebrow="Compare" title="What each tier includes" />
        </div>
        <div className="mt-10 overflow-hidden rounded-3xl border border-line bg-white">
          <table className="w-full table-fixed border-collapse text-sm sm:text-body">
            <caption className="sr-only">Features of the Listing, Featured and Pro tiers</caption>
            <colgroup>
              <col className="w-[40%] sm:w-[46%]" />
              <col />
              <col />
              <col />
            </colgroup>
            <thead>
              <tr className="bg-cream/60">
                <th scope="col" className="px-3 py-3 text-left font-medium text-muted sm:px-5">
                  Feature
                </th>
                {tiers.map((t) => (
                  <th key={t.id} scope="col" className="px-1 py-3 text-center font-semibold text-ink sm:px-3">
                    {t.name}
                    <span className="block text-xs font-normal text-muted">{t.price}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {comparison.map((row) => (
                <tr key={row.feature} className="border-t border-line">
                  <th scope="row" className="px-3 py-3 text-left font-normal text-ink sm:px-5">
                    {row.feature}
                  </th>
                  {tiers.map((t) => (
                    <td key={t.id} className="px-1 py-3 text-center sm:px-3">
                      <Cell value={row.values[t.id]} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-4 px-2 text-center text-sm text-muted sm:px-0">
          Featured and Pro prices are planned and may change before launch.
        </p>
      </section>

      <section aria-labelledby="pricing-faq" className="mx-auto max-w-3xl px-5 pb-16 sm:px-8 lg:pb-24">
        <h2 id="pricing-faq" className="text-3xl text-ink sm:text-4xl">
          Questions vendors ask
        </h2>
        <dl className="mt-6 divide-y divide-line rounded-3xl border border-line bg-white">
          {faqs.map((f) => (
            <div key={f.q} className="px-5 py-5 sm:px-7">
              <dt className="font-medium text-ink">{f.q}</dt>
              <dd className="mt-1.5 text-body leading-relaxed text-muted">{f.a}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-8 text-body text-muted">
          Want to lock in a launch price?{" "}
          <Link to="/founding-50" className="font-medium text-rose underline-offset-4 hover:underline">
            Apply to the Founding 50
          </Link>
          .
        </p>
      </section>
    </div>
  );
}
