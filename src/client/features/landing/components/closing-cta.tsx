import { ArrowRight } from "lucide-react";
import { Link } from "@client/lib/router-link";
import { ButtonLink } from "@client/components/ui/button";
import { TrustLine } from "./trust-line";

const moreLinks = [
  { to: "/venues", label: "Browse venues" },
  { to: "/how-to-get-started", label: "Getting-started guide" },
  { to: "/ai-planner", label: "Meet June" },
];

export function ClosingCta() {
  return (
    <section aria-labelledby="landing-cta-title" className="px-5 pt-20 sm:px-8 lg:pt-28">
      <div className="mx-auto max-w-4xl rounded-[2rem] border border-line bg-linear-to-b from-white to-blush/25 px-6 py-14 text-center shadow-[0_30px_80px_-50px_rgba(59,47,44,0.45)] sm:px-12">
        <img
          src="/illustrations/rings.svg"
          alt=""
          width={220}
          height={150}
          className="mx-auto h-auto w-32 sm:w-40"
        />
        <h2 id="landing-cta-title" className="mt-4 text-headline leading-[1.1] text-ink sm:text-5xl">
          Your wedding, <em className="text-rose">beautifully organized</em>
        </h2>
        <p className="mx-auto mt-4 max-w-lg text-lead leading-relaxed text-muted">
          Set up in about fifteen minutes, then let June keep every detail in step with your plan.
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <ButtonLink to="/signup/couple" size="lg">
            Create your free account <ArrowRight className="size-4" aria-hidden />
          </ButtonLink>
          <p className="text-body text-muted">
            Already planning with us?{" "}
            <Link to="/login" className="font-medium text-rose underline-offset-4 hover:underline">
              Sign in
            </Link>
          </p>
        </div>
        <TrustLine className="mt-5" />
        <nav aria-label="Keep exploring" className="mt-10 border-t border-line pt-6">
          <ul className="flex flex-col items-center justify-center gap-x-8 gap-y-3 sm:flex-row">
            {moreLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="text-body text-ink hover:text-rose">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
