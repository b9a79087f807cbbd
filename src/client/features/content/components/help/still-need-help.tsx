import { contact } from "@shared/catalog";
import { ButtonLink } from "@client/components/ui/button";

/** The way to a person when self-serve answers run out. */
export function StillNeedHelp() {
  return (
    <section
      aria-labelledby="still-title"
      className="mt-14 grid gap-8 rounded-3xl bg-blush/55 px-6 py-9 sm:px-10 sm:py-11 md:grid-cols-[1fr_auto] md:items-center"
    >
      <div>
        <h2 id="still-title" className="text-3xl leading-tight text-ink sm:text-4xl">
          Still need help?
        </h2>
        <p className="mt-3 max-w-[58ch] text-lead leading-relaxed text-muted">
          Ask Grace, our support assistant, with the help button at the bottom left of any page — or write to
          our team and a person will reply within one business day.
        </p>
        <p className="mt-3 text-body text-ink">
          Email{" "}
          <a
            href={`mailto:${contact.email}`}
            className="font-medium text-rose underline-offset-4 hover:underline"
          >
            {contact.email}
          </a>{" "}
          or call{" "}
          <a href={contact.phoneHref} className="font-medium text-rose underline-offset-4 hover:underline">
            {contact.phone}
          </a>
        </p>
      </div>
      <ButtonLink to="/contact" size="lg" className="w-full md:w-auto">
        Contact us
      </ButtonLink>
    </section>
  );
}
