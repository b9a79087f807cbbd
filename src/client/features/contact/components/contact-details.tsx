import { Link } from "@client/lib/router-link";
import { contact } from "@shared/catalog";

/** The side panel next to the form: direct email and phone, and self-serve places to look first. */
export function ContactDetails() {
  return (
    <aside aria-label="Other ways to reach us" className="flex flex-col gap-6">
      <section className="rounded-3xl bg-cream p-6 sm:p-7">
        <h2 className="text-2xl text-ink">Reach us directly</h2>
        <dl className="mt-4 flex flex-col gap-4 text-body">
          <div>
            <dt className="text-xs font-semibold uppercase tracking-[0.16em] text-sage">Email</dt>
            <dd className="mt-1">
              <a
                href={`mailto:${contact.email}`}
                className="break-all text-rose underline-offset-4 hover:underline"
              >
                {contact.email}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-xs font-semibold uppercase tracking-[0.16em] text-sage">Phone</dt>
            <dd className="mt-1">
              <a href={contact.phoneHref} className="text-ink underline-offset-4 hover:underline">
                {contact.phone}
              </a>
              <p className="mt-1 text-sm text-muted">Monday to Friday, 9 am – 5 pm Eastern</p>
            </dd>
          </div>
        </dl>
      </section>
      <section className="rounded-3xl border border-line p-6 sm:p-7">
        <h2 className="text-2xl text-ink">Looking for a quick answer?</h2>
        <ul className="mt-4 flex flex-col gap-3 text-body">
          <li>
            <Link to="/faq" className="font-medium text-rose underline-offset-4 hover:underline">
              Frequently asked questions
            </Link>
            <p className="text-sm text-muted">Cost, privacy, June, venues and accounts.</p>
          </li>
          <li>
            <Link to="/help" className="font-medium text-rose underline-offset-4 hover:underline">
              Help center
            </Link>
            <p className="text-sm text-muted">Step-by-step help by topic.</p>
          </li>
          <li>
            <Link to="/password-reset" className="font-medium text-rose underline-offset-4 hover:underline">
              Reset your password
            </Link>
            <p className="text-sm text-muted">The emailed link works for 10 minutes.</p>
          </li>
        </ul>
      </section>
    </aside>
  );
}
