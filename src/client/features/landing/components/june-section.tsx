import { ButtonLink } from "@client/components/ui/button";
import { JuneChatDemo } from "./june-chat-demo";
import { CheckList } from "./check-list";
import { SectionIntro } from "@client/components/marketing/section-intro";

// Only what the real June reads and does (issue #18): she has no timeline and no bookings to look at.
const knows = [
  "Your date, guest count and budget, before you type a word",
  "The venues you saved and how your guests have replied",
  "Venues and vendors that fit your plan, saved when you say so",
];

export function JuneSection() {
  return (
    <section aria-labelledby="landing-june-title" className="mx-auto max-w-6xl px-5 py-20 sm:px-8 lg:py-28">
      <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
        <div>
          <SectionIntro
            id="landing-june-title"
            align="left"
            eyebrow="Meet June"
            title={
              <>
                A planner who <em className="text-rose">already knows</em> your plan
              </>
            }
            intro="Ask June the way you'd ask a friend who plans weddings for a living. Her answers start from your details, not a blank page."
          />
          <CheckList items={knows} />
          <ButtonLink to="/ai-planner" variant="link" className="mt-8 text-body">
            More about June
          </ButtonLink>
        </div>
        <JuneChatDemo />
      </div>
    </section>
  );
}
