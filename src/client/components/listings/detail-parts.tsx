import { ChevronRight, Globe, Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "@client/lib/router-link";
import { paragraphs } from "./format";
import { EmailAddress } from "../ui/email-address";

/** "Venues › Cleveland, OH › Lakeview Glasshouse": the way back to the list. */
export function Breadcrumb({ items }: { items: { label: string; href?: string }[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-5 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-muted">
        {items.map((item, i) => (
          <li key={item.label} className="flex items-center gap-1">
            {i > 0 && <ChevronRight className="size-3.5 text-line" aria-hidden />}
            {item.href ? (
              <Link to={item.href} className="rounded-sm hover:text-rose hover:underline underline-offset-4">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="text-ink">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** A titled block of a detail page (h2), in the page's reading order. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-line pt-8">
      <h2 className="text-3xl text-ink">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function Paragraphs({ text }: { text: string }) {
  return (
    <div className="flex max-w-prose flex-col gap-4 text-base leading-relaxed text-muted">
      {paragraphs(text).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

/** Term/value facts in a two-column grid. */
export function FactList({ facts }: { facts: { term: string; value: ReactNode; icon?: ReactNode }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-4">
      {facts.map((f) => (
        <div key={f.term} className={f.icon ? "relative pl-6.5" : undefined}>
          <dt className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">
            {f.icon && <span className="absolute top-0.5 left-0 text-sage">{f.icon}</span>}
            {f.term}
          </dt>
          <dd className="mt-0.5 text-body text-ink">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function displayWebsite(url: string) {
  return url.replace(/^https?:\/\//, "").replace(/\/$/, "");
}

/** Email, phone and website as real links (mailto:, tel:, the site in a new tab). */
export function ContactLinks({ email, phone, website }: { email: string; phone: string; website: string }) {
  const rows = [
    email && { icon: Mail, label: email, href: `mailto:${email}`, isExternal: false },
    phone && { icon: Phone, label: phone, href: `tel:${phone.replace(/[^\d+]/g, "")}`, isExternal: false },
    website && { icon: Globe, label: displayWebsite(website), href: website, isExternal: true },
  ].filter(Boolean) as { icon: typeof Mail; label: string; href: string; isExternal: boolean }[];
  return (
    <ul className="flex flex-col gap-2.5">
      {rows.map(({ icon: Icon, label, href, isExternal }) => (
        <li key={href}>
          <a
            href={href}
            className="flex min-w-0 items-center gap-2.5 rounded-sm text-body text-ink hover:text-rose"
            {...(isExternal ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          >
            <Icon className="size-4 shrink-0 text-sage" aria-hidden />
            {href.startsWith("mailto:") ? (
              // The whole address, wrapping after "@" and dots (issue #18), never cut off.
              <EmailAddress email={label} className="min-w-0" />
            ) : (
              <span className="truncate">{label}</span>
            )}
            {isExternal && <span className="sr-only"> (opens in a new tab)</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The shape of a detail page while it loads: no jump when the content arrives. */
export function DetailSkeleton() {
  return (
    <div className="mx-auto max-w-6xl px-5 py-8 sm:px-8 sm:py-10" role="status" aria-live="polite">
      <span className="sr-only">Loading...</span>
      <div className="h-4 w-48 animate-pulse rounded-full bg-cream" />
      <div className="mt-6 h-10 w-2/3 animate-pulse rounded-full bg-cream" />
      <div className="mt-3 h-5 w-1/3 animate-pulse rounded-full bg-cream" />
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="aspect-[3/2] animate-pulse rounded-3xl bg-cream" />
        <div className="h-80 animate-pulse rounded-3xl bg-cream/70" />
      </div>
    </div>
  );
}
