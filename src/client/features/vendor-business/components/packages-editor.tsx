import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useRef, type ButtonHTMLAttributes } from "react";
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { MAX_PACKAGES } from "@shared/schemas/vendor-listing";
import { Button } from "@client/components/ui/button";
import { cx } from "@client/components/ui/class-names";
import { TextAreaField, TextField } from "@client/components/ui/field";
import { emptyPackage, type ListingFormValues } from "../utils/listing-form";

/** A round 36 px icon button (move, remove); its aria-label names the package it acts on. */
function IconButton({
  tone,
  className,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: "danger" }) {
  return (
    <button
      type="button"
      className={cx(
        "grid size-9 place-items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose disabled:cursor-not-allowed disabled:opacity-35",
        tone === "danger" ? "text-red-700 hover:bg-red-50" : "text-ink hover:bg-cream",
        className,
      )}
      {...rest}
    />
  );
}

/**
 * The listing's packages: add (up to 8), remove, and move up or down — the order couples see them in.
 * Moving keeps focus on the moved row's button, and a polite status line says what happened.
 */
export function PackagesEditor({
  control,
  register,
  errors,
}: {
  control: Control<ListingFormValues>;
  register: UseFormRegister<ListingFormValues>;
  errors: FieldErrors<ListingFormValues>;
}) {
  const { fields, append, remove, move } = useFieldArray({ control, name: "packages" });
  const statusRef = useRef<HTMLParagraphElement>(null);
  const say = (text: string) => {
    if (statusRef.current) statusRef.current.textContent = text;
  };
  const listError = errors.packages?.root?.message ?? errors.packages?.message;
  const isFull = fields.length >= MAX_PACKAGES;

  return (
    <div>
      {fields.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line bg-cream/40 px-5 py-6 text-body text-muted">
          No packages yet. Couples compare vendors by what is included — add two or three, from your simplest
          offer to your most complete.
        </p>
      ) : (
        <ol className="flex flex-col gap-4">
          {fields.map((field, index) => {
            const e = errors.packages?.[index];
            const label = `Package ${index + 1}`;
            return (
              <li key={field.id} className="rounded-2xl border border-line bg-cream/30 p-4 sm:p-5">
                <fieldset>
                  {/* A legend must be the fieldset's first child to name the group; the visible title is a twin. */}
                  <legend className="sr-only">{label}</legend>
                  <div className="flex items-center justify-between gap-3">
                    <p aria-hidden className="font-sans text-sm font-semibold text-ink">
                      {label}
                    </p>
                    <div className="flex items-center gap-1">
                      <IconButton
                        aria-label={`Move ${label} up`}
                        disabled={index === 0}
                        onClick={() => {
                          move(index, index - 1);
                          say(`${label} moved up to position ${index}.`);
                        }}
                      >
                        <ArrowUp className="size-4" aria-hidden />
                      </IconButton>
                      <IconButton
                        aria-label={`Move ${label} down`}
                        disabled={index === fields.length - 1}
                        onClick={() => {
                          move(index, index + 1);
                          say(`${label} moved down to position ${index + 2}.`);
                        }}
                      >
                        <ArrowDown className="size-4" aria-hidden />
                      </IconButton>
                      <IconButton
                        tone="danger"
                        aria-label={`Remove ${label}`}
                        onClick={() => {
                          remove(index);
                          say(`${label} removed.`);
                        }}
                      >
                        <Trash2 className="size-4" aria-hidden />
                      </IconButton>
                    </div>
                  </div>
                  <div className="mt-3 grid gap-4 sm:grid-cols-[1fr_10rem]">
                    <TextField
                      label="Package name"
                      placeholder="e.g. Full day"
                      error={e?.name?.message}
                      {...register(`packages.${index}.name`)}
                    />
                    <TextField
                      label="Price (USD)"
                      type="number"
                      inputMode="numeric"
                      min={0}
                      step={1}
                      error={e?.price?.message}
                      {...register(`packages.${index}.price`, { valueAsNumber: true })}
                    />
                    <TextAreaField
                      label="What's included"
                      className="sm:col-span-2"
                      rows={3}
                      placeholder="Hours, people, deliverables…"
                      error={e?.description?.message}
                      {...register(`packages.${index}.description`)}
                    />
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <p ref={statusRef} className="sr-only" role="status" aria-live="polite" />
      {listError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {listError}
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          disabled={isFull}
          onClick={() => {
            append({ ...emptyPackage }, { shouldFocus: true });
            say(`Package ${fields.length + 1} added.`);
          }}
        >
          <Plus className="size-4" aria-hidden /> Add a package
        </Button>
        <span className="text-sm text-muted">
          {isFull ? `That's the most: ${MAX_PACKAGES} packages.` : `${fields.length} of ${MAX_PACKAGES}`}
        </span>
      </div>
    </div>
  );
}
