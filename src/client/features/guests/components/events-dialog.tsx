import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { z } from "zod";
import { eventInputSchema, GUEST_LIMITS, type GuestEvent } from "@shared/schemas/guests";
import { Button } from "@client/components/ui/button";
import { TextField } from "@client/components/ui/field";
import { showFormError } from "@client/lib/form-errors";
import { toast } from "@client/lib/toast";
import { useAppForm } from "@client/lib/use-app-form";
import { useCreateEvent, useDeleteEvent, usePatchEvent } from "../api/guests-api";
import { GuestDialog } from "./guest-dialog";
import { TextCell } from "./inline-cells";

/** The wedding's events: add, rename, reorder, delete, and whether the RSVP asks for a meal. */
export function EventsDialog({
  open,
  onClose,
  events,
}: {
  open: boolean;
  onClose: () => void;
  events: GuestEvent[];
}) {
  const patch = usePatchEvent();
  const remove = useDeleteEvent();
  const [deleting, setDeleting] = useState<string | null>(null);
  const move = (index: number, by: -1 | 1) => {
    const other = events[index + by];
    const event = events[index];
    if (!other || !event) return;
    // Positions are swapped pairwise: two small writes, and the order reads right after either.
    patch.mutate({ id: event.id, patch: { position: other.position } });
    patch.mutate({ id: other.id, patch: { position: event.position } });
  };
  return (
    <GuestDialog
      open={open}
      onClose={onClose}
      title="Events"
      description="Each household answers per event it is invited to."
    >
      <ol className="flex flex-col gap-2">
        {events.map((event, i) => (
          <li
            key={event.id}
            className="flex flex-wrap items-center gap-2 rounded-2xl border border-line bg-white p-2"
          >
            <TextCell
              value={event.name}
              label={`Name of ${event.name}`}
              className="min-w-40 flex-1 font-medium"
              onCommit={(name) => name && patch.mutate({ id: event.id, patch: { name } })}
            />
            <label className="flex items-center gap-2 px-2 text-small text-ink">
              <input
                type="checkbox"
                className="size-4 accent-rose"
                checked={event.asksMeal}
                onChange={(e) => patch.mutate({ id: event.id, patch: { asksMeal: e.target.checked } })}
              />
              Asks meal
            </label>
            <div className="flex items-center gap-1">
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Move ${event.name} up`}
                disabled={i === 0}
                onClick={() => move(i, -1)}
              >
                ↑
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Move ${event.name} down`}
                disabled={i === events.length - 1}
                onClick={() => move(i, 1)}
              >
                ↓
              </Button>
              {deleting === event.id ? (
                <>
                  <Button
                    size="sm"
                    isLoading={remove.isPending}
                    onClick={() =>
                      remove.mutate(event.id, {
                        onSuccess: () => {
                          setDeleting(null);
                          toast.success(`Deleted ${event.name}`);
                        },
                      })
                    }
                  >
                    Delete {event.name} and its answers
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setDeleting(null)}>
                    Keep
                  </Button>
                </>
              ) : (
                <Button size="sm" variant="ghost" onClick={() => setDeleting(event.id)}>
                  Delete
                </Button>
              )}
            </div>
          </li>
        ))}
      </ol>
      {events.length < GUEST_LIMITS.events ? (
        <AddEventForm />
      ) : (
        <p className="mt-4 text-small text-muted">
          You have {GUEST_LIMITS.events} events, the most a list can hold.
        </p>
      )}
    </GuestDialog>
  );
}

const addEventSchema = z.object({
  name: eventInputSchema.shape.name,
  startsOn: z
    .string()
    .transform((v) => (v === "" ? null : v))
    .pipe(z.iso.date("Enter a date like 2027-06-12.").nullable()),
  asksMeal: z.boolean(),
});
type AddEventIn = z.input<typeof addEventSchema>;

function AddEventForm() {
  const create = useCreateEvent();
  const form = useAppForm<AddEventIn, unknown, z.output<typeof addEventSchema>>({
    resolver: zodResolver(addEventSchema),
    defaultValues: { name: "", startsOn: "", asksMeal: false },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      form.reset({ name: "", startsOn: "", asksMeal: false });
      toast.success(`Added ${values.name}`);
    } catch (err) {
      showFormError(form, err, "The event was not added");
    }
  });
  const { errors } = form.formState;
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="mt-6 grid gap-3 border-t border-line pt-5 sm:grid-cols-[1fr_11rem]"
    >
      <TextField
        label="New event"
        placeholder="Welcome drinks"
        error={errors.name?.message}
        {...form.register("name")}
      />
      <TextField label="Date" type="date" error={errors.startsOn?.message} {...form.register("startsOn")} />
      <label className="flex items-center gap-2 text-body text-ink">
        <input type="checkbox" className="size-4 accent-rose" {...form.register("asksMeal")} />
        Ask guests for their meal
      </label>
      <Button
        type="submit"
        variant="secondary"
        isLoading={form.formState.isSubmitting}
        className="sm:justify-self-end"
      >
        Add event
      </Button>
    </form>
  );
}
