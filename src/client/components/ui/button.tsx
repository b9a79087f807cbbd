import { forwardRef, type ButtonHTMLAttributes } from "react";
import { Link, type LinkProps } from "@client/lib/router-link";
import { useIsOnline } from "@client/lib/online";
import { cx } from "./class-names";

type Variant = "primary" | "secondary" | "ghost" | "link";
type Size = "sm" | "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose";
const variants: Record<Variant, string> = {
  primary: "bg-rose text-white hover:bg-rose-dark shadow-sm",
  secondary: "border border-rose/40 bg-white/70 text-rose hover:bg-blush/60",
  ghost: "text-ink hover:bg-cream",
  link: "text-rose underline-offset-4 hover:underline px-0",
};
const sizes: Record<Size, string> = {
  sm: "h-9 px-4 text-sm",
  md: "h-11 px-6 text-body",
  lg: "h-13 px-8 text-base",
};

export function buttonClass(variant: Variant = "primary", size: Size = "md", extra?: string) {
  return cx(base, variants[variant], variant === "link" ? "" : sizes[size], extra);
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: Variant;
  size?: Size;
  /** A save or send under way; offline it reads "Waiting for connection…" instead of spinning. */
  isLoading?: boolean;
};

/** What a busy button says while its request waits for the connection (decision 025). */
export const WAITING_FOR_CONNECTION = "Waiting for connection…";

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, isLoading, className, children, disabled, type = "button", ...rest },
  ref,
) {
  // A request started offline is paused (TanStack Query) or held (api's idempotent sends) until the
  // connection is back: the button says so instead of spinning without end.
  const isWaiting = useIsOnline() === false && isLoading;
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClass(variant, size, className)}
      disabled={disabled ?? isLoading}
      aria-busy={isLoading}
      {...rest}
    >
      {isLoading && !isWaiting && (
        <span
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
          aria-hidden
        />
      )}
      {isWaiting ? WAITING_FOR_CONNECTION : children}
    </button>
  );
});

export function ButtonLink({
  variant,
  size,
  className,
  ...rest
}: LinkProps & { variant?: Variant; size?: Size }) {
  return <Link className={buttonClass(variant, size, className)} {...rest} />;
}
