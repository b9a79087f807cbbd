import type { ReactNode } from "react";
import { FindInvitationForm } from "./find-invitation-form";
import type { PublicSite } from "../wedding-websites/wedding-websites.service";
import { countdownText, formatEventDate, formatLongDate, formatTime, paragraphs } from "./website-format";
import { SitePhoto } from "./site-photo";

/**
 * The public wedding website at /w/{slug} (issue #12): one server-rendered page, sections in the order
 * guests look for them. Anything the couple left empty is left out, so a draft never shows placeholder
 * claims. Styles: src/client/guest/website.css (themes as custom properties on body[data-theme]).
 */

function Text({ body }: { body: string }) {
  return (
    <>
      {paragraphs(body).map((p, i) => (
        <p key={i}>
          {p.split("\n").map((line, j) => (
            <span key={j}>
              {j > 0 ? <br /> : null}
              {line}
            </span>
          ))}
        </p>
      ))}
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="site-section" aria-labelledby={`${id}-title`}>
      <div className="site-section-inner">
        <h2 id={`${id}-title`}>{title}</h2>
        {children}
      </div>
    </section>
  );
}

function OutLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

export type WebsiteView = { site: PublicSite; today: string; preview: "draft" | "published" | null };

/** Which sections the page will show (also the hero's navigation). */
function visibleSections(site: PublicSite) {
  const s = site.sections;
  return {
    story: s.story.enabled && s.story.body.trim() !== "",
    schedule: s.schedule.enabled && (site.events.length > 0 || s.schedule.intro.trim() !== ""),
    travel: s.travel.enabled && (s.travel.body.trim() !== "" || s.travel.hotels.length > 0),
    registry: s.registry.enabled && s.registry.links.length > 0,
    photos: s.photos.enabled && site.photos.length > 0,
    faq: s.faq.enabled && s.faq.items.some((f) => f.answer.trim() !== ""),
    rsvp: s.rsvp.enabled,
  };
}

const NAV: { id: keyof ReturnType<typeof visibleSections>; label: string }[] = [
  { id: "story", label: "Our story" },
  { id: "schedule", label: "Schedule" },
  { id: "travel", label: "Travel" },
  { id: "registry", label: "Registry" },
  { id: "photos", label: "Photos" },
  { id: "faq", label: "FAQ" },
  { id: "rsvp", label: "RSVP" },
];

export function WebsitePage({ site, today, preview }: WebsiteView) {
  const { couple, sections: s } = site;
  const show = visibleSections(site);
  const countdown = couple.weddingDate ? countdownText(couple.weddingDate, today) : null;
  return (
    <div className="site">
      {preview ? (
        <p className="site-ribbon" role="status">
          {preview === "draft"
            ? "Preview — not published yet. Only you can see this."
            : "Preview — this is what your guests see."}
        </p>
      ) : null}
      <header className="site-hero">
        <div className="site-hero-inner">
          <h1 className="site-names">{site.title}</h1>
          {couple.weddingDate ? (
            <p className="site-date">
              <time dateTime={couple.weddingDate}>{formatLongDate(couple.weddingDate)}</time>
            </p>
          ) : null}
          {couple.city ? <p className="site-city">{couple.city}</p> : null}
          {countdown ? (
            <p className="site-countdown" data-countdown={couple.weddingDate ?? ""}>
              {countdown}
            </p>
          ) : null}
          {show.rsvp ? (
            <p>
              <a className="guest-button site-rsvp-link" href="#rsvp">
                RSVP
              </a>
            </p>
          ) : null}
        </div>
        <nav className="site-nav" aria-label="Sections">
          <ul>
            {NAV.filter((n) => show[n.id]).map((n) => (
              <li key={n.id}>
                <a href={`#${n.id}`}>{n.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main>
        {show.story ? (
          <Section id="story" title={s.story.heading || "Our story"}>
            <Text body={s.story.body} />
          </Section>
        ) : null}
        {show.schedule ? (
          <Section id="schedule" title="Schedule">
            <Text body={s.schedule.intro} />
            <ol className="site-events">
              {site.events.map((e) => (
                <li key={e.id} className="site-event">
                  <h3>{e.name}</h3>
                  {e.startsOn || e.startsAt ? (
                    <p className="site-event-when">
                      {e.startsOn ? <time dateTime={e.startsOn}>{formatEventDate(e.startsOn)}</time> : null}
                      {e.startsOn && e.startsAt ? " · " : null}
                      {e.startsAt ? formatTime(e.startsAt) : null}
                    </p>
                  ) : null}
                  {e.location ? <p className="site-event-where">{e.location}</p> : null}
                  {e.details ? <Text body={e.details} /> : null}
                </li>
              ))}
            </ol>
          </Section>
        ) : null}
        {show.travel ? (
          <Section id="travel" title="Travel & stay">
            <Text body={s.travel.body} />
            {s.travel.hotels.length > 0 ? (
              <ul className="site-cards">
                {s.travel.hotels.map((h, i) => (
                  <li key={i} className="site-card">
                    <h3>{h.url ? <OutLink href={h.url}>{h.name}</OutLink> : h.name}</h3>
                    {h.note ? <p>{h.note}</p> : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </Section>
        ) : null}
        {show.registry ? (
          <Section id="registry" title="Registry">
            <Text body={s.registry.intro} />
            <ul className="site-links">
              {s.registry.links.map((l, i) => (
                <li key={i}>{l.url ? <OutLink href={l.url}>{l.label}</OutLink> : l.label}</li>
              ))}
            </ul>
          </Section>
        ) : null}
        {show.photos ? (
          <Section id="photos" title="Photos">
            <ul className="site-photos">
              {site.photos.map((p, i) => (
                <li key={p.id}>
                  <SitePhoto photo={p} alt={`Photo ${i + 1} of ${site.title}`} />
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
        {show.faq ? (
          <Section id="faq" title="Questions & answers">
            <div className="site-faq">
              {s.faq.items
                .filter((f) => f.answer.trim() !== "")
                .map((f, i) => (
                  <details key={i}>
                    <summary>{f.question}</summary>
                    <Text body={f.answer} />
                  </details>
                ))}
            </div>
          </Section>
        ) : null}
        {show.rsvp ? (
          <Section id="rsvp" title="RSVP">
            <p>Find your invitation to answer for everyone in your party.</p>
            <div className="guest-card site-rsvp">
              <FindInvitationForm slug={site.slug} />
            </div>
          </Section>
        ) : null}
      </main>
      <footer className="site-footer">
        <p>
          {site.title}
          {couple.weddingDate ? ` · ${formatLongDate(couple.weddingDate)}` : ""}
        </p>
        <p>
          Made with <a href="/wedding-websites-guide">June Weddings</a>
        </p>
      </footer>
    </div>
  );
}

/** The visitors' password form (also after a wrong password, with the error). */
export function PasswordGate({ slug, title, error }: { slug: string; title: string; error?: string }) {
  return (
    <main className="site-gate">
      <div className="guest-card">
        <h1>{title}</h1>
        <p>This wedding website is private. Enter the password from your invitation to see it.</p>
        <form method="post" action={`/w/${slug}/unlock`}>
          <div className="guest-field">
            <label htmlFor="site-password">Password</label>
            <input
              id="site-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              maxLength={100}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "site-password-error" : undefined}
            />
          </div>
          {error ? (
            <p className="guest-error" id="site-password-error" role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" className="guest-button">
            View the website
          </button>
        </form>
      </div>
    </main>
  );
}

/** Unknown or unpublished address: the same friendly page either way (nothing to learn from it). */
export function SiteNotFound() {
  return (
    <main className="site-gate">
      <div className="guest-card">
        <h1>We couldn&apos;t find that wedding website</h1>
        <p>
          Check the address on your invitation. If the couple hasn&apos;t published their website yet, it will
          appear here as soon as they do.
        </p>
        <p>
          <a href="/">Go to June Weddings</a>
        </p>
      </div>
    </main>
  );
}
