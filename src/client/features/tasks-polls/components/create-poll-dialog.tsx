import { useId, useState, type FormEvent } from "react";
import { createPollSchema, POLL_OPTIONS_MAX } from "@shared/schemas/polls";
import { Button } from "@client/components/ui/button";
import { TextField } from "@client/components/ui/field";
import { Modal } from "@client/components/ui/modal";
import { ApiError } from "@client/lib/api";
import { useCreatePoll } from "../api/tasks-polls-api";

type Errors = Record<string, string>;

/** Ask a question: 2–10 options, one or several choices, an optional closing time. */
export function CreatePollDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const [question, setQuestion] = useState("");
  const [options, setOptions] = useState(["", ""]);
  const [multiple, setMultiple] = useState(false);
  const [closesAt, setClosesAt] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreatePoll();

  const reset = () => {
    setQuestion("");
    setOptions(["", ""]);
    setMultiple(false);
    setClosesAt("");
    setErrors({});
  };
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const input = {
      question,
      options,
      multiple,
      // datetime-local is the viewer's wall clock; the API takes an instant.
      closesAt: closesAt ? new Date(closesAt).toISOString() : null,
    };
    const parsed = createPollSchema.safeParse(input);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path.join(".")] ??= issue.message;
      setErrors(found);
      return;
    }
    try {
      await create.mutateAsync(parsed.data);
      reset();
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      else setErrors({ form: err instanceof Error ? err.message : "The poll was not created." });
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      className="m-auto max-h-[92dvh] w-[min(34rem,calc(100vw-1rem))] rounded-3xl bg-ivory p-0 text-ink shadow-2xl"
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex max-h-[92dvh] flex-col">
        <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4 sm:px-7">
          <h2 id={titleId} className="text-title-sm text-ink">
            New poll
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="-mr-2 rounded-full px-3 py-1 text-title-sm leading-none text-muted hover:bg-cream hover:text-ink"
          >
            ×
          </button>
        </div>
        <div className="flex flex-col gap-4 overflow-y-auto px-5 py-5 sm:px-7">
          <TextField
            label="Question"
            value={question}
            onChange={(e) => setQuestion(e.target.value)}
            error={errors.question}
            placeholder="Which cake flavour?"
          />
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1.5 text-sm font-medium text-ink">Options</legend>
            {options.map((value, i) => (
              <div key={i} className="flex items-end gap-2">
                <TextField
                  className="flex-1"
                  label={`Option ${i + 1}`}
                  value={value}
                  onChange={(e) => setOptions((old) => old.map((o, j) => (j === i ? e.target.value : o)))}
                  error={errors[`options.${i}`]}
                />
                {options.length > 2 && (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    className="mb-1.5"
                    aria-label={`Remove option ${i + 1}`}
                    onClick={() => setOptions((old) => old.filter((_, j) => j !== i))}
                  >
                    Remove
                  </Button>
                )}
              </div>
            ))}
            {errors.options && (
              <p role="alert" className="text-sm text-red-700">
                {errors.options}
              </p>
            )}
            {options.length < POLL_OPTIONS_MAX && (
              <Button
                type="button"
                variant="secondary"
                size="sm"
                className="self-start"
                onClick={() => setOptions((old) => [...old, ""])}
              >
                Add option
              </Button>
            )}
          </fieldset>
          <label className="flex items-center gap-3 text-body text-ink">
            <input
              type="checkbox"
              checked={multiple}
              onChange={(e) => setMultiple(e.target.checked)}
              className="size-5 accent-rose"
            />
            People may choose more than one option
          </label>
          <TextField
            label="Closes at (optional)"
            type="datetime-local"
            value={closesAt}
            onChange={(e) => setClosesAt(e.target.value)}
            error={errors.closesAt}
            hint="Leave empty to keep it open until you close it."
          />
          {errors.form && (
            <p role="alert" className="text-sm text-red-700">
              {errors.form}
            </p>
          )}
        </div>
        <div className="flex justify-end gap-2 border-t border-line px-5 py-4 sm:px-7">
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" isLoading={create.isPending}>
            Create poll
          </Button>
        </div>
      </form>
    </Modal>
  );
}
