import { RotateCw, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../ui/button";

/** No results: says so kindly and offers the way out (clear filters, widen the city…). */
export function EmptyState({
  title,
  children,
  actions,
}: {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-dashed border-line bg-white/60 px-6 py-14 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-blush/60 text-rose">
        <SearchX className="size-6" aria-hidden />
      </span>
      <h3 className="mt-5 text-2xl text-ink">{title}</h3>
      {children && <div className="mt-2 max-w-md text-body leading-relaxed text-muted">{children}</div>}
      {actions && <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div>}
    </div>
  );
}

/** A failed load with a retry; the message comes from the API (or the network) through ApiError. */
export function ErrorState({
  title = "We couldn't load this",
  message,
  onRetry,
  isRetrying,
}: {
  title?: string;
  message: string;
  onRetry: () => void;
  isRetrying?: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-3xl border border-red-200 bg-red-50/60 px-6 py-14 text-center"
    >
      <h3 className="text-2xl text-ink">{title}</h3>
      <p className="mt-2 max-w-md text-body text-muted">{message}</p>
      <Button className="mt-6" onClick={onRetry} isLoading={isRetrying}>
        {!isRetrying && <RotateCw className="size-4" aria-hidden />} Try again
      </Button>
    </div>
  );
}
