import type { AnchorHTMLAttributes, CSSProperties, MouseEvent, ReactNode, Ref } from "react";
import {
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
  type RelativeRoutingType,
  type To,
} from "react-router";

/**
 * The app's links: React Router's `Link` and `NavLink` for a declarative router. Theirs carry the data
 * router's prefetching and view-transition code, which this app never uses (decision 002) and which every
 * page paid for in its first load (issue #21, docs/decisions/066-first-load-without-the-query-library.md).
 * Same props, same behaviour: a client-side navigation on a plain left click, the browser's own for a
 * modified click, another target, an absolute URL or `reloadDocument`.
 */
export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  relative?: RelativeRoutingType;
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export function Link({
  to,
  replace,
  state,
  preventScrollReset,
  relative,
  reloadDocument,
  target,
  onClick,
  ref,
  children,
  ...rest
}: LinkProps) {
  const isAbsolute = typeof to === "string" && ABSOLUTE_URL.test(to);
  const href = useHref(isAbsolute ? "/" : to, { relative });
  const navigateOnClick = useLinkClickHandler<HTMLAnchorElement>(isAbsolute ? "/" : to, {
    replace,
    state,
    target,
    preventScrollReset,
    relative,
  });
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (!event.defaultPrevented && !isAbsolute && !reloadDocument) navigateOnClick(event);
  }
  return (
    <a {...rest} ref={ref} href={isAbsolute ? String(to) : href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}

type NavLinkState = { isActive: boolean; isPending: boolean; isTransitioning: boolean };

export type NavLinkProps = Omit<LinkProps, "className" | "style" | "children"> & {
  /** Active only on the path itself, not below it. */
  end?: boolean;
  caseSensitive?: boolean;
  className?: string | ((state: NavLinkState) => string | undefined);
  style?: CSSProperties | ((state: NavLinkState) => CSSProperties | undefined);
  children?: ReactNode | ((state: NavLinkState) => ReactNode);
};

/** Whether `location` is `to` or (unless `end`) below it: React Router's rule, trailing slash included. */
export function isActivePath(location: string, to: string, { end = false, caseSensitive = false } = {}) {
  const [here, there] = caseSensitive ? [location, to] : [location.toLowerCase(), to.toLowerCase()];
  const slashAt = there !== "/" && there.endsWith("/") ? there.length - 1 : there.length;
  return here === there || (!end && here.startsWith(there) && here.charAt(slashAt) === "/");
}

/** A link that knows it is the current page: `aria-current="page"` and an "active" class (or its own). */
export function NavLink({
  end,
  caseSensitive,
  className = "",
  style,
  children,
  "aria-current": ariaCurrent = "page",
  ...rest
}: NavLinkProps) {
  const path = useResolvedPath(rest.to, { relative: rest.relative });
  const { pathname } = useLocation();
  const isActive = isActivePath(pathname, path.pathname, { end, caseSensitive });
  // A declarative router has no pending navigation or view transition to report.
  const state: NavLinkState = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      {...rest}
      aria-current={isActive ? ariaCurrent : undefined}
      className={
        typeof className === "function"
          ? className(state)
          : [className, isActive ? "active" : null].filter(Boolean).join(" ")
      }
      style={typeof style === "function" ? style(state) : style}
    >
      {typeof children === "function" ? children(state) : children}
    </Link>
  );
}
