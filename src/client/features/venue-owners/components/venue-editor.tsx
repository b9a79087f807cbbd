import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, ArrowRight, Check, Eye, Pencil, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useWatch, type FieldPath } from "react-hook-form";
import { useAppForm } from "@client/lib/use-app-form";
import { useNavigate } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { cityById } from "@shared/catalog";
import { venueStyleLabels } from "@shared/marketplace-catalog";
import {
  venueFormSchema,
  venueFormSteps,
  type OwnerVenueDetail,
  type VenueFields,
} from "@shared/schemas/owner-venues";
import { formatUsd } from "@client/components/listings/format";
import { Button, ButtonLink } from "@client/components/ui/button";
import { cx } from "@client/components/ui/class-names";
import { PageSpinner } from "@client/components/ui/spinner";
import { ApiError, messageOf } from "@client/lib/api";
import { applyServerErrors } from "@client/lib/form-errors";
import { useCity } from "@client/lib/city";
import { toast } from "@client/lib/toast";
import { ownerVenueQuery, useSaveVenue } from "../api/owner-venues-api";
import { clearDraft, draftKey, loadDraft, saveDraft } from "../utils/venue-draft";
import { VenuePreview } from "./venue-preview";
import { BasicsStep, CapacityStep, DetailsStep, PhotosStep, StyleStep } from "./venue-steps";
import { PendingState } from "@client/components/ui/pending-state";

const steps = [...venueFormSteps, { id: "review", title: "Review", fields: [] as const }] as const;
const REVIEW = steps.length - 1;

/** The add-venue page, or the edit page when `editId` is set (its data loads first). */
export function VenueEditor({ editId }: { editId: string | null }) {
  const existing = useQuery({ ...ownerVenueQuery(editId ?? ""), enabled: Boolean(editId) });
  if (!editId) return <VenueForm editId={null} initial={null} />;
  if (existing.isPending)
    return (
      <PendingState query={existing}>
        <PageSpinner />
      </PendingState>
    );
  if (existing.isError) {
    const isMissing = existing.error instanceof ApiError && existing.error.status === 404;
    return (
      <div className="mx-auto max-w-lg px-6 py-24 text-center" role="alert">
        <h1 className="text-3xl text-ink">
          {isMissing ? "We couldn't find that venue in your account" : "We couldn't load your venue"}
        </h1>
        <p className="mt-3 text-muted">
          {isMissing ? "It may belong to another account." : messageOf(existing.error)}
        </p>
        <div className="mt-8 flex justify-center gap-3">
          {!isMissing && <Button onClick={() => void existing.refetch()}>Try again</Button>}
          <ButtonLink to="/venue-owner-dashboard" variant="secondary">
            Back to your dashboard
          </ButtonLink>
        </div>
      </div>
    );
  }
  return <VenueForm key={editId} editId={editId} initial={existing.data} />;
}

function fromDetail(v: OwnerVenueDetail): VenueFields {
  return {
    name: v.name,
    cityId: v.cityId,
    neighborhood: v.neighborhood,
    address: v.address,
    capacitySeated: v.capacitySeated,
    capacityStanding: v.capacityStanding,
    priceFrom: v.priceFrom,
    styles: v.styles,
    setting: v.setting,
    amenities: v.amenities,
    photos: v.photos,
    description: v.description,
    contactEmail: v.contactEmail,
    contactPhone: v.contactPhone,
    website: v.website,
  };
}

function VenueForm({ editId, initial }: { editId: string | null; initial: OwnerVenueDetail | null }) {
  const navigate = useNavigate();
  const { city } = useCity();
  const key = draftKey(editId);
  const [draft] = useState(() => loadDraft(key));
  const form = useAppForm<VenueFields>({
    resolver: zodResolver(venueFormSchema),
    mode: "onTouched",
    defaultValues: draft?.values ?? (initial ? fromDetail(initial) : blankVenue(city.id)),
  });
  const [step, setStep] = useState(() => Math.min(draft?.step ?? 0, REVIEW));
  const [showPreview, setShowPreview] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isFirstRender = useRef(true);
  const save = useSaveVenue(editId ?? undefined);
  const values = useWatch({ control: form.control }) as Partial<VenueFields>;

  // Every change lands in sessionStorage, so a reload keeps the owner's work.
  useEffect(() => {
    saveDraft(key, { values, step });
  }, [key, values, step]);

  // A new step: its heading takes focus, so screen readers announce it and Tab starts at its fields.
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: "nearest" });
  }, [step]);

  async function next() {
    const fields = steps[step]?.fields as readonly FieldPath<VenueFields>[];
    const ok = await form.trigger(fields, { shouldFocus: true });
    if (ok) setStep((s) => Math.min(s + 1, REVIEW));
  }

  const submit = (publish: boolean) =>
    form.handleSubmit(
      async (fields) => {
        try {
          await save.mutateAsync({ ...fields, publish });
          clearDraft(key);
          toast.success(
            publish ? (editId ? "Changes published" : "Your venue is live") : "Saved as a draft",
            {
              description: publish
                ? "Couples can find it in search now."
                : "Only you can see it. Publish it from your dashboard when you're ready.",
            },
          );
          void navigate("/venue-owner-dashboard");
        } catch (err) {
          // The server's field errors go on their inputs, and the wizard opens the step of the first.
          if (applyServerErrors(form, err)) {
            const failed = Object.keys((err as ApiError).fields ?? {}).map((path) => path.split(".")[0]);
            const first = steps.findIndex((s) => s.fields.some((f) => failed.includes(f)));
            if (first >= 0) setStep(first);
            toast.error("A few details need a look", { description: "We've taken you to the first one." });
          } else toast.error("We couldn't save your venue", { description: messageOf(err) });
        }
      },
      (errors) => {
        // Something on an earlier step is off (e.g. a draft restored from an older visit): go there.
        const first = steps.findIndex((s) => s.fields.some((f) => f in errors));
        if (first >= 0) setStep(first);
        toast.error("A few details need a look", { description: "We've taken you to the first one." });
      },
    );

  const current = steps[step]!;
  return (
    <div className="mx-auto max-w-7xl px-5 py-10 sm:px-8 sm:py-14">
      <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="mb-2 text-xs font-semibold uppercase tracking-[0.2em] text-sage">Venue Dashboard</p>
          <h1 className="text-4xl leading-tight text-ink sm:text-5xl">
            {editId ? `Edit ${initial?.name ?? "your venue"}` : "Add your venue"}
          </h1>
          <p className="mt-3 text-muted">
            {editId
              ? "Changes show on your page as soon as you save them."
              : "Six short steps. Your progress is kept on this device while you work."}
          </p>
        </div>
        <Button
          variant="secondary"
          className="lg:hidden"
          aria-pressed={showPreview}
          onClick={() => setShowPreview((v) => !v)}
        >
          {showPreview ? <X className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
          {showPreview ? "Close preview" : "Preview"}
        </Button>
      </header>

      <StepIndicator step={step} onGo={(i) => i < step && setStep(i)} />

      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] xl:grid-cols-[minmax(0,1fr)_26rem]">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (step < REVIEW) void next();
          }}
          className={cx(
            "min-w-0 rounded-3xl border border-line bg-white p-5 sm:p-8",
            showPreview && "hidden lg:block",
          )}
        >
          <h2 ref={headingRef} tabIndex={-1} className="text-2xl text-ink outline-none">
            <span className="sr-only">
              Step {step + 1} of {steps.length}:{" "}
            </span>
            {current.title}
          </h2>
          <div className="mt-6">
            {step === 0 && <BasicsStep form={form} />}
            {step === 1 && <CapacityStep form={form} />}
            {step === 2 && <StyleStep form={form} />}
            {step === 3 && <PhotosStep form={form} />}
            {step === 4 && <DetailsStep form={form} />}
            {step === REVIEW && <Review values={values} onEdit={setStep} />}
          </div>

          <div className="mt-8 flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
            {step > 0 ? (
              <Button variant="ghost" onClick={() => setStep((s) => s - 1)}>
                <ArrowLeft className="size-4" aria-hidden /> Back
              </Button>
            ) : (
              <ButtonLink variant="ghost" to="/venue-owner-dashboard">
                Cancel
              </ButtonLink>
            )}
            {step < REVIEW ? (
              <Button type="submit">
                Next: {steps[step + 1]?.title} <ArrowRight className="size-4" aria-hidden />
              </Button>
            ) : (
              <div className="flex flex-col-reverse gap-3 sm:flex-row">
                <Button
                  variant="secondary"
                  isLoading={save.isPending && save.variables?.publish === false}
                  disabled={save.isPending}
                  onClick={() => void submit(false)()}
                >
                  Save as draft
                </Button>
                <Button
                  isLoading={save.isPending && save.variables?.publish === true}
                  disabled={save.isPending}
                  onClick={() => void submit(true)()}
                >
                  <Check className="size-4" aria-hidden /> {editId ? "Save and publish" : "Publish venue"}
                </Button>
              </div>
            )}
          </div>
        </form>

        <aside
          aria-label="Preview"
          className={cx("lg:sticky lg:top-24 lg:block lg:self-start", showPreview ? "block" : "hidden")}
        >
          <h2 className="mb-4 font-sans text-sm font-semibold uppercase tracking-[0.16em] text-sage">
            Live preview
          </h2>
          <VenuePreview values={values} />
        </aside>
      </div>
    </div>
  );
}

function blankVenue(cityId: VenueFields["cityId"]): Partial<VenueFields> {
  return {
    name: "",
    cityId,
    neighborhood: "",
    address: "",
    styles: [],
    amenities: [],
    photos: [],
    description: "",
    contactEmail: "",
    contactPhone: "",
    website: "",
  };
}

function StepIndicator({ step, onGo }: { step: number; onGo: (i: number) => void }) {
  return (
    <nav aria-label="Steps">
      <p className="mb-3 text-sm text-muted sm:hidden">
        Step {step + 1} of {steps.length}: <span className="font-medium text-ink">{steps[step]?.title}</span>
      </p>
      <ol className="flex gap-1.5 sm:gap-2">
        {steps.map((s, i) => {
          const done = i < step;
          const isCurrent = i === step;
          return (
            <li key={s.id} className="min-w-0 flex-1">
              <button
                type="button"
                onClick={() => onGo(i)}
                disabled={!done}
                aria-current={isCurrent ? "step" : undefined}
                className="group flex w-full flex-col gap-2 text-left disabled:cursor-default"
              >
                <span
                  className={cx(
                    "h-1.5 w-full rounded-full transition-colors",
                    done ? "bg-sage" : isCurrent ? "bg-rose" : "bg-line",
                  )}
                  aria-hidden
                />
                <span
                  className={cx(
                    "hidden truncate text-xs sm:block",
                    isCurrent
                      ? "font-semibold text-ink"
                      : done
                        ? "text-ink group-hover:underline"
                        : "text-muted",
                  )}
                >
                  <span className="sr-only">{done ? "Done: " : isCurrent ? "Current: " : "Later: "}</span>
                  {i + 1}. {s.title}
                </span>
                <span className="sr-only sm:hidden">
                  {i + 1}. {s.title}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function Review({ values, onEdit }: { values: Partial<VenueFields>; onEdit: (step: number) => void }) {
  const city = values.cityId ? cityById(values.cityId) : undefined;
  const rows: { step: number; label: string; value: string }[] = [
    { step: 0, label: "Name", value: values.name ?? "" },
    {
      step: 0,
      label: "Where",
      value: [values.address, values.neighborhood, city?.displayName].filter(Boolean).join(" · "),
    },
    {
      step: 1,
      label: "Guests",
      value: `${values.capacitySeated ?? "?"} seated · ${values.capacityStanding ?? "?"} standing`,
    },
    {
      step: 1,
      label: "Starting price",
      value: Number.isFinite(values.priceFrom) ? formatUsd(values.priceFrom as number) : "",
    },
    { step: 2, label: "Style", value: (values.styles ?? []).map((s) => venueStyleLabels[s]).join(", ") },
    { step: 2, label: "Amenities", value: (values.amenities ?? []).join(", ") || "None chosen" },
    { step: 3, label: "Photos", value: `${values.photos?.length ?? 0} (the first is the cover)` },
    {
      step: 4,
      label: "Contact",
      value: [values.contactEmail, values.contactPhone, values.website].filter(Boolean).join(" · ") || "—",
    },
  ];
  return (
    <div className="flex flex-col gap-5">
      <p className="text-muted">
        Check the details, then publish to show your venue to couples — or save it as a draft and publish
        later from your dashboard.
      </p>
      <dl className="divide-y divide-line rounded-2xl border border-line">
        {rows.map((r) => (
          <div key={r.label} className="flex flex-wrap items-start gap-x-4 gap-y-1 px-4 py-3">
            <dt className="w-full shrink-0 text-sm text-muted sm:w-28">{r.label}</dt>
            <dd className="min-w-0 flex-1 break-words text-sm text-ink">{r.value}</dd>
            <Button
              variant="link"
              size="sm"
              className="shrink-0 text-sm"
              onClick={() => onEdit(r.step)}
              aria-label={`Edit ${r.label.toLowerCase()}`}
            >
              <Pencil className="size-3.5" aria-hidden /> Edit
            </Button>
          </div>
        ))}
      </dl>
    </div>
  );
}
