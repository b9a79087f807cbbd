import {
  BookOpen,
  Building2,
  Camera,
  Globe,
  HandCoins,
  ListChecks,
  MessageCircleHeart,
  ShieldCheck,
  UsersRound,
  type LucideIcon,
} from "lucide-react";
import { Link } from "@client/lib/router-link";

type Tile = { to: string; icon: LucideIcon; title: string; text: string };

const tiles: Tile[] = [
  {
    to: "/planning/guest-list-manager",
    icon: ListChecks,
    title: "Guest list",
    text: "Households, RSVPs and meals",
  },
  {
    to: "/planning/budget-tracker",
    icon: HandCoins,
    title: "Budget tracker",
    text: "Categories, lines and payments",
  },
  {
    to: "/budget-permissions",
    icon: ShieldCheck,
    title: "Budget sharing",
    text: "What family can see and edit",
  },
  {
    to: "/planning/wedding-websites",
    icon: Globe,
    title: "Wedding website",
    text: "Your story, schedule and RSVP",
  },
  {
    to: "/contributor-access",
    icon: UsersRound,
    title: "Contributors",
    text: "Plan with family and friends",
  },
  { to: "/venues", icon: Building2, title: "Venues", text: "Tour, save and compare" },
  { to: "/vendors", icon: Camera, title: "Vendors", text: "Photographers, florists and more" },
  {
    to: "/planning/budgeting-basics",
    icon: BookOpen,
    title: "Budgeting basics",
    text: "Shares, hidden costs, tipping",
  },
];

const tileClass =
  "group flex h-full flex-col items-start gap-2 rounded-2xl border border-line bg-white p-4 sm:flex-row sm:gap-3 text-left transition hover:border-rose hover:bg-blush/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose";

/** A way into every planning tool, and June. */
export function ToolTiles({ onAskJune }: { onAskJune: () => void }) {
  return (
    <section aria-labelledby="dash-tools-h">
      <h2 id="dash-tools-h" className="text-title text-ink">
        Your planning tools
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-3">
        <li>
          <button
            type="button"
            onClick={onAskJune}
            className={`${tileClass} w-full bg-gradient-to-br from-blush/50 to-white`}
          >
            <TileBody icon={MessageCircleHeart} title="Ask June" text="Your AI planner knows your plan" />
          </button>
        </li>
        {tiles.map((t) => (
          <li key={t.to}>
            <Link to={t.to} className={tileClass}>
              <TileBody icon={t.icon} title={t.title} text={t.text} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function TileBody({ icon: Icon, title, text }: Omit<Tile, "to">) {
  return (
    <>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-ivory">
        <Icon className="size-5 text-rose" aria-hidden />
      </span>
      <span className="min-w-0">
        <span className="block font-medium text-ink group-hover:text-rose">{title}</span>
        <span className="hidden text-small text-muted sm:block">{text}</span>
      </span>
    </>
  );
}
