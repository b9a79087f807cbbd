import { Heart } from "lucide-react";
import { useSearchParams } from "react-router";
import { ButtonLink } from "@client/components/ui/button";
import { useSession } from "@client/lib/session";

const steps = [
  ["Tell us about your wedding", "Names, date, guest count and city — June tailors everything to them."],
  ["Find your venue and vendors", "Search real listings in Cleveland, Columbus, Cincinnati and Nashville."],
  ["Plan together", "Budget, guests and timeline in one place, shared with the people who help."],
] as const;

/** Greets a new couple (the verification link lands here) and leads into their account. */
export function CoupleWelcome() {
  const { user } = useSession();
  const [params] = useSearchParams();
  const justVerified = params.get("verified") === "1";
  return (
    <div className="mx-auto max-w-3xl px-5 py-14 text-center sm:py-20">
      <Heart className="mx-auto size-12 text-rose" aria-hidden />
      <h1 className="mt-4 text-5xl leading-tight text-ink">Welcome{user?.name ? `, ${user.name}` : ""}!</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg leading-relaxed text-muted">
        {justVerified ? "Your email is confirmed. " : ""}Congratulations on your engagement — let's plan a
        wedding that feels like you.
      </p>
      <ol className="mx-auto mt-10 grid max-w-2xl gap-4 text-left sm:grid-cols-3">
        {steps.map(([title, text], i) => (
          <li key={title} className="rounded-3xl border border-line bg-white p-5">
            <span className="font-serif text-3xl text-rose">{i + 1}</span>
            <h2 className="mt-1 text-xl text-ink">{title}</h2>
            <p className="mt-1 text-sm leading-relaxed text-muted">{text}</p>
          </li>
        ))}
      </ol>
      <div className="mt-10">
        {user ? (
          <ButtonLink to="/couple-account" size="lg">
            Set up your wedding
          </ButtonLink>
        ) : (
          <ButtonLink to="/login?next=%2Fcouple-account" size="lg">
            Sign in to start
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
