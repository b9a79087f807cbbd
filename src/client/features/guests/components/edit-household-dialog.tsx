import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { z } from "zod";
import {
  guestInputSchema,
  RSVP_STATUSES,
  type GuestEvent,
  type Household,
  type RsvpStatus,
} from "@shared/schemas/guests";
import { Button } from "@client/components/ui/button";
import { TextField } from "@client/components/ui/field";
import { api } from "@client/lib/api";
import { showFormError } from "@client/lib/form-errors";
import { toast } from "@client/lib/toast";
import { useAppForm } from "@client/lib/use-app-form";
import { refreshGuests, useAddGuest, useNewRsvpLink, usePatchHousehold } from "../api/guests-api";
import { STATUS_LABELS } from "../utils/guest-view";
import { GuestDialog } from "./guest-dialog";
import {
  householdFormDefaults,
  HouseholdFields,
  householdFormSchema,
  type HouseholdFormIn,
} from "./household-form-fields";

type HouseholdOut = z.output<typeof householdFormSchema>;

export function EditHouseholdDialog({
  household,
  events,
  onClose,
}: {
  household: Household | undefined;
  events: GuestEvent[];
  onClose: () => void;
}) {
  return (
    <GuestDialog open={household !== undefined} onClose={onClose} title={household?.name ?? "Household"}>
      {household && (
        <div className="flex flex-col gap-8">
          <RsvpLinkSection household={household} />
          <HouseholdForm key={household.id} household={household} events={events} onDone={onClose} />
          <AnswersSection household={household} events={events} />
          <AddGuestForm householdId={household.id} />
        </div>
      )}
    </GuestDialog>
  );
}

function RsvpLinkSection({ household }: { household: Household }) {
  const newLink = useNewRsvpLink();
  const [isConfirming, setIsConfirming] = useState(false);
  const url = household.rsvpPath ? `${window.location.origin}${household.rsvpPath}` : null;
  const base = `/api/guests/households/${household.id}`;
  return (
    <section aria-labelledby="rsvp-link-title" className="rounded-2xl border border-line bg-white p-4">
      <h3 id="rsvp-link-title" className="text-lead font-medium text-ink">
        RSVP link
      </h3>
      {url ? (
        <>
          <p className="mt-1 break-all text-small text-muted">{url}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="secondary"
              onClick={() =>
                void navigator.clipboard.writeText(url).then(
                  () => toast.success("RSVP link copied"),
                  () => toast.error("Could not copy; select the link and copy it by hand."),
                )
              }
            >
              Copy link
            </Button>
            <a
              className="inline-flex h-9 items-center rounded-full border border-rose/40 bg-white/70 px-4 text-sm font-medium text-rose hover:bg-blush/60"
              href={`${base}/qr.svg`}
              download
            >
              QR code (SVG)
            </a>
            <a
              className="inline-flex h-9 items-center rounded-full border border-rose/40 bg-white/70 px-4 text-sm font-medium text-rose hover:bg-blush/60"
              href={`${base}/qr.png`}
              download
            >
              QR code (PNG)
            </a>
          </div>
        </>
      ) : (
        <p className="mt-1 text-small text-muted">
          This household's link was revoked. Issue a new one to send.
        </p>
      )}
      <div className="mt-3">
        {isConfirming ? (
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-small text-ink">The old link and QR code stop working. Continue?</p>
            <Button
              size="sm"
              isLoading={newLink.isPending}
              onClick={() =>
                newLink.mutate(household.id, {
                  onSuccess: () => {
                    setIsConfirming(false);
                    toast.success("New RSVP link issued");
                  },
                })
              }
            >
              Issue a new link
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setIsConfirming(false)}>
              Keep the current link
            </Button>
          </div>
        ) : (
          <Button size="sm" variant="link" onClick={() => setIsConfirming(true)}>
            Issue a new link
          </Button>
        )}
      </div>
    </section>
  );
}

function HouseholdForm({
  household,
  events,
  onDone,
}: {
  household: Household;
  events: GuestEvent[];
  onDone: () => void;
}) {
  const patch = usePatchHousehold();
  const form = useAppForm<HouseholdFormIn, unknown, HouseholdOut>({
    resolver: zodResolver(householdFormSchema),
    defaultValues: householdFormDefaults(events, household),
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await patch.mutateAsync({ id: household.id, patch: values });
      toast.success("Household saved");
      onDone();
    } catch (err) {
      showFormError(form, err, "The household was not saved");
    }
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <HouseholdFields register={form.register} errors={form.formState.errors} events={events} />
      <div className="flex justify-end">
        <Button type="submit" isLoading={form.formState.isSubmitting}>
          Save household
        </Button>
      </div>
    </form>
  );
}

/** The couple records answers given by phone or in person (PUT …/answers), per guest and event. */
function AnswersSection({ household, events }: { household: Household; events: GuestEvent[] }) {
  const qc = useQueryClient();
  const invited = events.filter((e) => household.invitedEventIds.includes(e.id));
  const [answers, setAnswers] = useState<Record<string, RsvpStatus>>({});
  const save = useMutation({
    mutationFn: () =>
      api<Household>("PUT", `/api/guests/households/${household.id}/answers`, {
        answers: Object.entries(answers).map(([key, status]) => {
          const [guestId, eventId] = key.split(":");
          return { guestId, eventId, status };
        }),
      }),
    onSuccess: () => {
      setAnswers({});
      toast.success("Answers saved");
      return refreshGuests(qc);
    },
    meta: { errorTitle: "The answers were not saved" },
  });
  if (invited.length === 0 || household.guests.length === 0) return null;
  return (
    <section aria-labelledby="answers-title">
      <h3 id="answers-title" className="text-lead font-medium text-ink">
        Answers
      </h3>
      <p className="text-small text-muted">Record an answer someone gave you by phone or in person.</p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-body">
          <thead>
            <tr className="text-left text-small text-muted">
              <th className="py-1 pr-3 font-medium">Guest</th>
              {invited.map((e) => (
                <th key={e.id} className="py-1 pr-3 font-medium">
                  {e.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {household.guests.map((g) => (
              <tr key={g.id} className="border-t border-line">
                <th scope="row" className="py-2 pr-3 text-left font-normal text-ink">
                  {g.name}
                </th>
                {invited.map((e) => {
                  const key = `${g.id}:${e.id}`;
                  return (
                    <td key={e.id} className="py-2 pr-3">
                      <select
                        aria-label={`${g.name} at ${e.name}`}
                        className="h-9 rounded-lg border border-line bg-white px-2 text-body"
                        value={answers[key] ?? g.answers[e.id] ?? "pending"}
                        onChange={(ev) => setAnswers({ ...answers, [key]: ev.target.value as RsvpStatus })}
                      >
                        {RSVP_STATUSES.map((s) => (
                          <option key={s} value={s}>
                            {STATUS_LABELS[s]}
                          </option>
                        ))}
                      </select>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {Object.keys(answers).length > 0 && (
        <Button className="mt-3" size="sm" isLoading={save.isPending} onClick={() => save.mutate()}>
          Save answers
        </Button>
      )}
    </section>
  );
}

const addGuestSchema = z.object({ name: guestInputSchema.shape.name });

function AddGuestForm({ householdId }: { householdId: string }) {
  const add = useAddGuest();
  const form = useAppForm<z.input<typeof addGuestSchema>>({
    resolver: zodResolver(addGuestSchema),
    defaultValues: { name: "" },
  });
  const onSubmit = form.handleSubmit(async ({ name }) => {
    try {
      await add.mutateAsync({ householdId, guest: { name } });
      form.reset({ name: "" });
      toast.success(`Added ${name}`);
    } catch (err) {
      showFormError(form, err, "The guest was not added");
    }
  });
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="flex items-end gap-3 border-t border-line pt-5"
    >
      <TextField
        label="Add a guest to this household"
        className="flex-1"
        error={form.formState.errors.name?.message}
        {...form.register("name")}
      />
      <Button type="submit" variant="secondary" isLoading={form.formState.isSubmitting}>
        Add
      </Button>
    </form>
  );
}
