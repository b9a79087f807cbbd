import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { Controller, useFieldArray, useWatch } from "react-hook-form";
import type { z } from "zod";
import {
  SLUG_PATTERN,
  weddingWebsiteInputSchema,
  type WeddingWebsite,
} from "@shared/schemas/wedding-websites";
import { Button } from "@client/components/ui/button";
import { TextAreaField, TextField } from "@client/components/ui/field";
import { showFormError } from "@client/lib/form-errors";
import { useAppForm } from "@client/lib/use-app-form";
import { checkSlug, useSaveWebsite, type WebsiteInput } from "../api/wedding-website-api";
import { RowControls } from "./row-controls";
import { SectionCard } from "./section-card";
import { ThemePicker } from "./theme-picker";
import { WebsitePhotos } from "./website-photos";

type FormIn = z.input<typeof weddingWebsiteInputSchema>;

const toForm = (site: WeddingWebsite): FormIn => ({
  slug: site.slug,
  theme: site.theme,
  title: site.title,
  sections: site.sections,
});

function AddButton({
  onClick,
  children,
  disabled,
}: {
  onClick: () => void;
  children: string;
  disabled?: boolean;
}) {
  return (
    <Button variant="secondary" size="sm" onClick={onClick} disabled={disabled} className="self-start">
      <Plus className="size-4" aria-hidden />
      {children}
    </Button>
  );
}

/** "This address is free." / "That address is taken." as the couple types (debounced). */
function useSlugFeedback(slug: string, saved: string) {
  const [feedback, setFeedback] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    const value = slug.trim().toLowerCase();
    if (value === saved || !SLUG_PATTERN.test(value)) {
      setFeedback(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkSlug(value, controller.signal)
        .then((r) => setFeedback({ ok: r.available, text: r.message }))
        .catch(() => setFeedback(null));
    }, 350);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [slug, saved]);
  return feedback;
}

/**
 * Every section of the website in one form with an explicit Save (docs/decisions/029): the preview
 * reloads after each save, and a bar at the bottom says whether there are unsaved changes.
 */
export function WebsiteForm({ site, onSaved }: { site: WeddingWebsite; onSaved: () => void }) {
  const save = useSaveWebsite();
  const form = useAppForm<FormIn, unknown, WebsiteInput>({
    resolver: zodResolver(weddingWebsiteInputSchema),
    defaultValues: toForm(site),
  });
  const { register, control, formState } = form;
  const { errors, isDirty, isSubmitting } = formState;
  const hotels = useFieldArray({ control, name: "sections.travel.hotels" });
  const links = useFieldArray({ control, name: "sections.registry.links" });
  const faq = useFieldArray({ control, name: "sections.faq.items" });
  const [slug, theme] = useWatch({ control, name: ["slug", "theme"] });
  const slugFeedback = useSlugFeedback(slug ?? "", site.slug);
  const [savedAt, setSavedAt] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ ...values, slug: values.slug.toLowerCase() });
      form.reset(toForm(saved));
      setSavedAt(new Date().toLocaleTimeString([], { hour: "numeric", minute: "2-digit" }));
      onSaved();
    } catch (err) {
      showFormError(form, err, "Your website was not saved");
    }
  });

  const e = errors.sections;
  return (
    <form
      onSubmit={(ev) => void onSubmit(ev)}
      noValidate
      className="flex flex-col gap-5"
      aria-label="Website content"
    >
      <SectionCard title="Title and address">
        <TextField
          label="Title"
          hint="Shown large at the top, e.g. “Ava & Noah”."
          error={errors.title?.message}
          {...register("title")}
        />
        <TextField
          label="Address"
          hint={
            slugFeedback ? (
              <span className={slugFeedback.ok ? "text-sage" : "text-red-700"}>{slugFeedback.text}</span>
            ) : (
              `Your website lives at /w/${slug || "…"}. Lowercase letters, digits and dashes.`
            )
          }
          autoCapitalize="none"
          spellCheck={false}
          error={errors.slug?.message}
          {...register("slug")}
        />
      </SectionCard>

      <SectionCard
        title="Theme"
        description="Colours and type for the whole website. Every theme reads well on phones."
      >
        <ThemePicker selected={theme ?? site.theme} field={register("theme")} />
      </SectionCard>

      <SectionCard title="Our story" toggle={register("sections.story.enabled")}>
        <TextField
          label="Heading"
          error={e?.story?.heading?.message}
          {...register("sections.story.heading")}
        />
        <TextAreaField
          label="Your story"
          placeholder="How did you meet? Who asked whom, and how? A few lines your guests will love."
          hint="Leave a blank line between paragraphs. Until you write something, this section stays hidden."
          rows={6}
          error={e?.story?.body?.message}
          {...register("sections.story.body")}
        />
      </SectionCard>

      <SectionCard
        title="Schedule"
        description="Your events (ceremony, reception…) come from your guest list, with their date, time and place."
        toggle={register("sections.schedule.enabled")}
      >
        <TextAreaField
          label="A line above the events (optional)"
          placeholder="For example: the plan for the day, and where to be when."
          rows={2}
          error={e?.schedule?.intro?.message}
          {...register("sections.schedule.intro")}
        />
        <a
          href="/planning/guest-list-manager"
          className="self-start text-small font-medium text-rose underline underline-offset-4"
        >
          Edit events in the guest list
        </a>
      </SectionCard>

      <SectionCard title="Travel & stay" toggle={register("sections.travel.enabled")}>
        <TextAreaField
          label="Getting there"
          placeholder="Nearest airport, parking, shuttles — whatever helps your guests arrive relaxed."
          rows={4}
          error={e?.travel?.body?.message}
          {...register("sections.travel.body")}
        />
        <ol className="flex flex-col gap-3">
          {hotels.fields.map((field, i) => (
            <li key={field.id} className="rounded-xl border border-line bg-cream/30 p-4">
              <div className="mb-2 flex items-center justify-between">
                <p className="text-small font-semibold text-ink">Hotel {i + 1}</p>
                <RowControls
                  label={`hotel ${i + 1}`}
                  index={i}
                  count={hotels.fields.length}
                  onMove={hotels.move}
                  onRemove={hotels.remove}
                />
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField
                  label="Name"
                  error={e?.travel?.hotels?.[i]?.name?.message}
                  {...register(`sections.travel.hotels.${i}.name`)}
                />
                <TextField
                  label="Booking link"
                  type="url"
                  placeholder="https://"
                  error={e?.travel?.hotels?.[i]?.url?.message}
                  {...register(`sections.travel.hotels.${i}.url`)}
                />
                <TextField
                  label="Note"
                  placeholder="Room block code, distance to the venue…"
                  className="sm:col-span-2"
                  error={e?.travel?.hotels?.[i]?.note?.message}
                  {...register(`sections.travel.hotels.${i}.note`)}
                />
              </div>
            </li>
          ))}
        </ol>
        <AddButton
          onClick={() => hotels.append({ name: "", url: "", note: "" })}
          disabled={hotels.fields.length >= 10}
        >
          Add a hotel
        </AddButton>
      </SectionCard>

      <SectionCard title="Registry" toggle={register("sections.registry.enabled")}>
        <TextAreaField
          label="A note about gifts (optional)"
          placeholder="A sentence in your own words about gifts."
          rows={2}
          error={e?.registry?.intro?.message}
          {...register("sections.registry.intro")}
        />
        <ol className="flex flex-col gap-3">
          {links.fields.map((field, i) => (
            <li key={field.id} className="rounded-xl border border-line bg-cream/30 p-4">
              <div className="mb-2 flex items-center justify-between">
                <p className="text-small font-semibold text-ink">Registry {i + 1}</p>
                <RowControls
                  label={`registry ${i + 1}`}
                  index={i}
                  count={links.fields.length}
                  onMove={links.move}
                  onRemove={links.remove}
                />
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField
                  label="Name"
                  error={e?.registry?.links?.[i]?.label?.message}
                  {...register(`sections.registry.links.${i}.label`)}
                />
                <TextField
                  label="Link"
                  type="url"
                  placeholder="https://"
                  error={e?.registry?.links?.[i]?.url?.message}
                  {...register(`sections.registry.links.${i}.url`)}
                />
              </div>
            </li>
          ))}
        </ol>
        <AddButton onClick={() => links.append({ label: "", url: "" })} disabled={links.fields.length >= 10}>
          Add a registry
        </AddButton>
      </SectionCard>

      <SectionCard title="Photos" toggle={register("sections.photos.enabled")}>
        <Controller
          control={control}
          name="sections.photos.uploadIds"
          render={({ field }) => (
            <WebsitePhotos
              value={field.value}
              onChange={field.onChange}
              error={e?.photos?.message ?? e?.photos?.uploadIds?.message}
            />
          )}
        />
      </SectionCard>

      <SectionCard
        title="Questions & answers"
        description="Only questions you answer appear on the website."
        toggle={register("sections.faq.enabled")}
      >
        <ol className="flex flex-col gap-3">
          {faq.fields.map((field, i) => (
            <li key={field.id} className="rounded-xl border border-line bg-cream/30 p-4">
              <div className="mb-2 flex items-center justify-between">
                <p className="text-small font-semibold text-ink">Question {i + 1}</p>
                <RowControls
                  label={`question ${i + 1}`}
                  index={i}
                  count={faq.fields.length}
                  onMove={faq.move}
                  onRemove={faq.remove}
                />
              </div>
              <div className="flex flex-col gap-3">
                <TextField
                  label="Question"
                  error={e?.faq?.items?.[i]?.question?.message}
                  {...register(`sections.faq.items.${i}.question`)}
                />
                <TextAreaField
                  label="Answer"
                  placeholder="Your answer — left empty, the question stays hidden."
                  rows={2}
                  error={e?.faq?.items?.[i]?.answer?.message}
                  {...register(`sections.faq.items.${i}.answer`)}
                />
              </div>
            </li>
          ))}
        </ol>
        <AddButton
          onClick={() => faq.append({ question: "", answer: "" })}
          disabled={faq.fields.length >= 30}
        >
          Add a question
        </AddButton>
      </SectionCard>

      <SectionCard
        title="RSVP"
        description="“Find your invitation”: guests type their name, confirm one detail you have on file, and answer for their party."
        toggle={register("sections.rsvp.enabled")}
      />

      {/* Above the phone tab bar, and clear of June's button on the right (decision 023). */}
      <div
        className="sticky z-10 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-line bg-white/95 py-3 pl-4 shadow-lg backdrop-blur"
        style={{
          bottom: "calc(var(--floating-tabbar) + 0.75rem)",
          paddingRight: "calc(var(--floating-size) + 1.5rem)",
        }}
      >
        <Button type="submit" isLoading={isSubmitting} disabled={!isDirty && !isSubmitting}>
          Save changes
        </Button>
        <p className="text-small text-muted" role="status">
          {isDirty
            ? "You have unsaved changes."
            : savedAt
              ? `All changes saved at ${savedAt}.`
              : "All changes saved."}
        </p>
      </div>
    </form>
  );
}
