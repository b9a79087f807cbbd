import { Link } from "@client/lib/router-link";
import { cx } from "@client/components/ui/class-names";

/** The logo links home; it is larger on the home page and smaller in mini mode (spec section 2). */
export function Logo({ size }: { size: "home" | "default" | "mini" }) {
  const text =
    size === "home" ? "text-headline sm:text-display-sm" : size === "mini" ? "text-xl" : "text-title";
  const mark = size === "home" ? "size-9" : size === "mini" ? "size-6" : "size-7";
  return (
    <Link to="/" className="flex items-center gap-2 text-ink" aria-label="June Weddings, home">
      <svg viewBox="0 0 64 64" className={cx(mark, "shrink-0 transition-all")} aria-hidden>
        <rect width="64" height="64" rx="16" fill="#9f4a5b" />
        <path d="M32 48s-14-8.6-14-19a8 8 0 0 1 14-5.3A8 8 0 0 1 46 29c0 10.4-14 19-14 19z" fill="#faf6f2" />
      </svg>
      <span className={cx("font-serif leading-none tracking-tight transition-all", text)}>
        June <span className="italic text-rose">Weddings</span>
      </span>
    </Link>
  );
}
