import type { ReactNode } from "react";

/** The framed card every auth page sits in, with a soft botanical header band. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-5 py-12 sm:py-16">
      <div className="overflow-hidden rounded-3xl border border-line bg-white shadow-[0_20px_60px_-30px_rgba(59,47,44,0.35)]">
        <div className="h-2 bg-gradient-to-r from-blush via-rose/60 to-sage-light" aria-hidden />
        <div className="px-6 py-8 sm:px-9 sm:py-10">
          <h1 className="text-headline leading-tight text-ink">{title}</h1>
          {subtitle && <div className="mt-2 text-body leading-relaxed text-muted">{subtitle}</div>}
          <div className="mt-7">{children}</div>
        </div>
      </div>
      {footer && <div className="mt-6 text-center text-sm text-muted">{footer}</div>}
    </div>
  );
}
