import { ArrowRight, HeartHandshake, MessageSquareQuote, Search } from "lucide-react";
import { ButtonLink } from "@client/components/ui/button";
import { PageSpinner } from "@client/components/ui/spinner";
import { useSession } from "@client/lib/session";
import { IconCardGrid, MarketingHero } from "@client/components/marketing/marketing-blocks";
import { SectionIntro } from "@client/components/marketing/section-intro";
import { FriendorsManager } from "./friendors-manager";
import { EmailAddress } from "@client/components/ui/email-address";

const steps = [
  {
    icon: Search,
    title: "Find the pros you trust",
    body: "Search any published vendor — the photographer you always hope to see on the timeline, the caterer who never runs late.",
  },
  {
    icon: MessageSquareQuote,
    title: "Say why, in a sentence",
    body: "Add a short note for couples: what makes them great to work with. Up to 280 characters.",
  },
  {
    icon: HeartHandshake,
    title: "It shows on their profile",
    body: "Your recommendation appears on their page under “Recommended by fellow pros”, linked back to yours.",
  },
];

/** Who sees what below the explainer: sign-up prompts, a wrong-kind note, or the vendor's own lists. */
function FriendorsWorkspace() {
  const { status, user } = useSession();
  if (status === "loading") return <PageSpinner />;
  if (!user)
    return (
      <div className="rounded-3xl bg-blush/55 px-6 py-10 text-center sm:px-10">
        <h2 className="text-3xl text-ink">Recommend the pros you love</h2>
        <p className="mx-auto mt-3 max-w-lg text-base text-muted">
          Friendors is for vendors with a listing on June Weddings. Sign in to recommend, or create your free
          listing first.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/login?next=%2Ffriendors">Sign in</ButtonLink>
          <ButtonLink to="/signup/vendor" variant="secondary">
            Join as a vendor
          </ButtonLink>
        </div>
      </div>
    );
  if (user.kind !== "vendor")
    return (
      <div className="rounded-3xl border border-line bg-white px-6 py-10 text-center sm:px-10">
        <h2 className="text-3xl text-ink">Friendors is for vendors</h2>
        <p className="mx-auto mt-3 max-w-lg text-base text-muted">
          You're signed in as <EmailAddress email={user.email} />. Recommendations are made from a vendor's
          listing; you can read them on any vendor's profile.
        </p>
        <ButtonLink to="/vendors" variant="secondary" className="mt-6">
          Browse vendors <ArrowRight className="size-4" aria-hidden />
        </ButtonLink>
      </div>
    );
  return <FriendorsManager />;
}

/** /friendors: vendors recommending vendors — the explainer, then the signed-in vendor's workspace. */
export function FriendorsPage() {
  return (
    <div>
      <MarketingHero
        eyebrow="Friendors"
        title={
          <>
            The best referrals come <em className="text-rose">from friends in the trade</em>
          </>
        }
        intro={
          <p>
            Wedding pros know who delivers. Friendors lets vendors recommend the vendors they love working
            with, and shows those recommendations on their profiles — where couples are choosing.
          </p>
        }
      />
      <section aria-labelledby="friendors-how" className="mx-auto max-w-6xl px-5 sm:px-8">
        <h2 id="friendors-how" className="sr-only">
          How it works
        </h2>
        <IconCardGrid items={steps} columns="md:grid-cols-3" tone="sage" isOrdered className="" />
      </section>
      <section aria-labelledby="friendors-yours" className="mx-auto max-w-4xl px-5 py-16 sm:px-8 lg:py-20">
        <SectionIntro
          id="friendors-yours"
          eyebrow="Your friendors"
          title="Recommend and be recommended"
          align="left"
        />
        <div className="mt-8">
          <FriendorsWorkspace />
        </div>
      </section>
    </div>
  );
}
