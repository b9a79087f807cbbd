import {
  ArrowRight,
  Check,
  FileText,
  Lock,
  MessageSquareReply,
  ShieldCheck,
  UserCheck,
  type LucideIcon,
} from "lucide-react";
import { ButtonLink } from "@client/components/ui/button";
import {
  ClosingCall,
  IconCard,
  IconCardGrid,
  type IconCardItem,
  MarketingHero,
  MarketingSection,
} from "@client/components/marketing/marketing-blocks";
import { useSession } from "@client/lib/session";

type Tool = {
  icon: LucideIcon;
  title: string;
  lead: string;
  points: string[];
  where: string;
};

const tools: Tool[] = [
  {
    icon: FileText,
    title: "Listing description writer",
    lead: "A first draft of the words couples read on your page, from the facts you have already entered.",
    points: [
      "Uses your listing as it stands: capacity, styles and amenities for a venue; category, service area and packages for a vendor.",
      "Four tones — warm, elegant, playful, or short and clear — and a line for anything it must mention.",
      "Not quite right? Try another version. “Use this description” puts it in your form, and Undo takes it back.",
    ],
    where: "In the Details step of Add a venue, and under Description in your vendor dashboard.",
  },
  {
    icon: MessageSquareReply,
    title: "Inquiry reply drafts",
    lead: "A reply to each couple in seconds, written from their inquiry and your listing.",
    points: [
      "Greets the couple by name, answers their guest count against your capacity, and quotes your starting price and packages.",
      "Never promises a date it cannot see: it offers to confirm availability, and suggests a next step such as a tour.",
      "Tell it what to say (“the date is free, we hold it for 7 days”), edit the draft, then send it as you always do.",
    ],
    where: "On every inquiry in your dashboard's inbox, above the reply box.",
  },
];

const principles: IconCardItem[] = [
  {
    icon: ShieldCheck,
    title: "Only your facts",
    body: "The writer works from your listing and the couple's message. It is told never to invent prices, availability or amenities — where it doesn't know, it offers to confirm.",
  },
  {
    icon: UserCheck,
    title: "You stay in charge",
    body: "Drafts are suggestions. Nothing is published on your page or sent to a couple until you read it, change what you like and press the button yourself.",
  },
  {
    icon: Lock,
    title: "Private",
    body: "A draft is written for you alone: only your own listings and the inquiries sent to them can be drafted from, and drafts are not stored.",
  },
];

const sampleReply = `Hi Ava and Noah,

Thank you so much for reaching out to The Linden Glasshouse, and congratulations on your engagement! We would love to be part of your wedding on Saturday, September 18, 2027.

I'm checking our calendar for that date and will confirm availability shortly. 120 guests fits comfortably: we seat up to 140 for dinner.

Warmly,
The Linden Glasshouse`;

/** Where the hero's main button leads: a business goes to its dashboard, everyone else to listing. */
function useStart() {
  const { user } = useSession();
  if (user?.kind === "venue_owner")
    return { to: "/venue-owner-dashboard", label: "Open your venue dashboard", signedIn: true };
  if (user?.kind === "vendor")
    return { to: "/vendor-dashboard", label: "Open your vendor dashboard", signedIn: true };
  return { to: "/signup/vendor", label: "List your business free", signedIn: false };
}

/** /ai-vendor-tools: what the AI can do for venue owners and vendors, and where to find it. */
export function AiVendorToolsPage() {
  const start = useStart();
  return (
    <div>
      <MarketingHero
        eyebrow="AI tools for venues and vendors"
        title={
          <>
            Write less, <em className="text-rose">reply faster</em>
          </>
        }
        intro={
          <p>
            Two AI helpers live in your dashboard: a description writer for your listing, and a reply draft
            for every inquiry. They run on the same AI layer as June, our couples&apos; planner, write from
            your own facts, and never publish or send anything without you. Included with every free listing.
          </p>
        }
        actions={
          <>
            <ButtonLink to={start.to} size="lg">
              {start.label} <ArrowRight className="size-4" aria-hidden />
            </ButtonLink>
            {!start.signedIn && (
              <ButtonLink to="/list-your-venue" variant="secondary" size="lg">
                List your venue free
              </ButtonLink>
            )}
          </>
        }
        aside={
          <figure className="mx-auto max-w-sm rounded-3xl border border-line bg-white p-6 shadow-[0_18px_40px_-24px_rgba(59,47,44,0.35)]">
            <p className="text-xs font-semibold uppercase tracking-[0.16em] text-sage">A reply draft</p>
            <blockquote className="mt-3 whitespace-pre-line text-body leading-relaxed text-ink">
              {sampleReply}
            </blockquote>
            <figcaption className="mt-4 text-xs text-muted">
              An example drafted for a new inquiry, ready to edit and send.
            </figcaption>
          </figure>
        }
      />

      <MarketingSection
        id="tools-title"
        eyebrow="What the AI can do"
        title="Two jobs, done well"
        intro="The writing that takes your evenings, drafted in seconds — in your voice, from your facts."
        tone="cream"
      >
        <ul className="mt-12 grid gap-5 lg:grid-cols-2">
          {tools.map((tool) => (
            <IconCard key={tool.title} icon={tool.icon} title={tool.title}>
              <p className="text-base">{tool.lead}</p>
              <ul className="mt-5 space-y-3">
                {tool.points.map((point) => (
                  <li key={point} className="flex gap-3 text-ink">
                    <Check className="mt-1 size-4 shrink-0 text-sage" aria-hidden />
                    {point}
                  </li>
                ))}
              </ul>
              <p className="mt-6 text-sm">
                <span className="font-semibold text-ink">Where: </span>
                {tool.where}
              </p>
            </IconCard>
          ))}
        </ul>
      </MarketingSection>

      <MarketingSection
        id="principles-title"
        eyebrow="Honest by design"
        title="Help with the words, never with the truth"
      >
        <IconCardGrid items={principles} columns="md:grid-cols-3" tone="sage" />
        <ClosingCall
          title="Your listing, written tonight"
          intro="Free to list, no credit card, and the AI tools come with it."
        >
          <ButtonLink to={start.to} size="lg">
            {start.label} <ArrowRight className="size-4" aria-hidden />
          </ButtonLink>
          <ButtonLink to="/ai" variant="secondary" size="lg">
            How we build AI
          </ButtonLink>
        </ClosingCall>
      </MarketingSection>
    </div>
  );
}
