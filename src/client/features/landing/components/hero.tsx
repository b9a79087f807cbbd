import { ArrowRight } from "lucide-react";
import { ButtonLink } from "@client/components/ui/button";
import { TrustLine } from "./trust-line";
import { VenueSearchForm } from "./venue-search-form";

export function Hero() {
  return (
    <section aria-labelledby="landing-title" className="relative isolate overflow-hidden">
      <div className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-full bg-linear-to-b from-blush/35 via-ivory to-ivory" />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-5 pt-12 pb-16 sm:px-8 sm:pt-20 lg:grid-cols-[1.15fr_0.85fr] lg:gap-16 lg:pb-24">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-[0.14em] text-sage sm:tracking-[0.2em]">
            Wedding planning for Ohio &amp; Tennessee
          </p>
          <h1
            id="landing-title"
            className="mt-4 text-display-sm leading-[1.05] text-ink sm:text-6xl lg:text-display"
          >
            Plan your whole wedding in one place, <em className="text-rose">with June</em>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted">
            Venues, vendors, guests, budget and timeline, all connected. June is the AI planner who already
            knows your date, your budget and your guest list, so every answer fits your plan.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/signup/couple" size="lg">
              Start planning free <ArrowRight className="size-4" aria-hidden />
            </ButtonLink>
            <ButtonLink to="/venues" variant="secondary" size="lg">
              Browse venues
            </ButtonLink>
          </div>
          <div className="mt-10">
            <VenueSearchForm />
          </div>
          <TrustLine className="mt-6" />
        </div>
        <div className="relative mx-auto w-full max-w-[13rem] sm:max-w-xs lg:max-w-none">
          <div className="absolute inset-x-6 bottom-4 top-16 -z-10 rounded-t-full bg-cream/70 blur-2xl" />
          <img
            src="/illustrations/floral-arch.svg"
            alt=""
            width={360}
            height={440}
            className="h-auto w-full"
          />
        </div>
      </div>
    </section>
  );
}
