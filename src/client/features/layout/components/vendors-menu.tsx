import { ChevronDown } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useLocation } from "react-router";
import { Link } from "@client/lib/router-link";
import { vendorCategories } from "@shared/catalog";

/**
 * Top-nav Vendors dropdown: All Vendors plus the 12 categories (spec section 2). A disclosure menu of
 * links: Escape closes and returns focus, arrows move between links, a click outside closes.
 */
export function VendorsMenu() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const onKeyDown = (e: KeyboardEvent) => {
    const links = [...(root.current?.querySelectorAll<HTMLAnchorElement>("[data-menu-link]") ?? [])];
    const i = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (e.key === "Escape") {
      setOpen(false);
      button.current?.focus();
    } else if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      setOpen(true);
      // From the button (i = -1), Down goes to the first link and Up to the last.
      const next = e.key === "ArrowDown" ? (i + 1) % links.length : (i <= 0 ? links.length : i) - 1;
      // Hidden links cannot take focus: when opening, focus once the open state has rendered.
      if (open) links[next]?.focus();
      else requestAnimationFrame(() => links[next]?.focus());
    }
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        onKeyDown={onKeyDown}
        aria-expanded={open}
        aria-controls="vendors-menu"
        onClick={() => setOpen((o) => !o)}
        className="inline-flex items-center gap-1 rounded-full px-3 py-2 text-body text-ink hover:bg-cream aria-expanded:bg-cream"
      >
        Vendors{" "}
        <ChevronDown className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} aria-hidden />
      </button>
      <div
        id="vendors-menu"
        hidden={!open}
        className="absolute left-0 top-full z-50 mt-2 w-[30rem] rounded-2xl border border-line bg-white p-2 shadow-xl"
      >
        <ul className="grid grid-cols-2 gap-0.5">
          <li className="col-span-2">
            <Link
              data-menu-link
              onKeyDown={onKeyDown}
              to="/vendors"
              className="block rounded-xl px-3 py-2.5 font-medium text-rose hover:bg-cream focus:bg-cream focus:outline-none"
            >
              All Vendors
            </Link>
          </li>
          {vendorCategories.map((c) => (
            <li key={c.slug}>
              <Link
                data-menu-link
                onKeyDown={onKeyDown}
                to={`/vendors/${c.slug}`}
                className="block rounded-xl px-3 py-2 text-body text-ink hover:bg-cream focus:bg-cream focus:outline-none"
              >
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
