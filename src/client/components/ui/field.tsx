import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { cx } from "./class-names";

const control =
  "w-full rounded-xl border border-line bg-white px-4 py-3 text-body text-ink placeholder:text-muted/70 shadow-xs transition focus:border-rose focus:outline-none focus:ring-2 focus:ring-rose/20 aria-[invalid=true]:border-red-600";

type FieldShell = { label: string; error?: string | undefined; hint?: ReactNode; className?: string };

function Shell({
  id,
  label,
  error,
  hint,
  className,
  children,
}: FieldShell & { id: string; children: ReactNode }) {
  return (
    <div className={cx("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode) {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}

export const TextField = forwardRef<HTMLInputElement, FieldShell & InputHTMLAttributes<HTMLInputElement>>(
  function TextField({ label, error, hint, className, id: given, ...rest }, ref) {
    const auto = useId();
    const id = given ?? auto;
    return (
      <Shell id={id} label={label} error={error} hint={hint} className={className}>
        <input
          ref={ref}
          id={id}
          className={control}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          {...rest}
        />
      </Shell>
    );
  },
);

export const TextAreaField = forwardRef<
  HTMLTextAreaElement,
  FieldShell & TextareaHTMLAttributes<HTMLTextAreaElement>
>(function TextAreaField({ label, error, hint, className, id: given, ...rest }, ref) {
  const auto = useId();
  const id = given ?? auto;
  return (
    <Shell id={id} label={label} error={error} hint={hint} className={className}>
      <textarea
        ref={ref}
        id={id}
        className={cx(control, "min-h-32")}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...rest}
      />
    </Shell>
  );
});

export const SelectField = forwardRef<
  HTMLSelectElement,
  FieldShell & SelectHTMLAttributes<HTMLSelectElement>
>(function SelectField({ label, error, hint, className, id: given, children, ...rest }, ref) {
  const auto = useId();
  const id = given ?? auto;
  return (
    <Shell id={id} label={label} error={error} hint={hint} className={className}>
      <select
        ref={ref}
        id={id}
        className={control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...rest}
      >
        {children}
      </select>
    </Shell>
  );
});
