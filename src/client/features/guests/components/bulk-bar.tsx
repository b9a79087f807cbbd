import { useEffect, useId, useState } from "react";
import type { GuestEvent } from "@shared/schemas/guests";
import { Button } from "@client/components/ui/button";
import { toast } from "@client/lib/toast";
import { useBulkAction } from "../api/guests-api";

const control =
  "h-9 rounded-xl border border-line bg-white px-3 text-body text-ink focus:border-rose focus:outline-none focus:ring-2 focus:ring-rose/20";

const guestsWord = (n: number) => (n === 1 ? "1 guest" : `${n} guests`);

/** What the couple can do to the selected guests at once: tag, invite to an event, delete (with undo). */
export function BulkBar({
  ids,
  events,
  tags,
  onClear,
  onDeleted,
}: {
  ids: string[];
  events: GuestEvent[];
  tags: string[];
  onClear: () => void;
  onDeleted: (count: number, undoToken: string | undefined) => void;
}) {
  const bulk = useBulkAction();
  const [tag, setTag] = useState("");
  const [eventId, setEventId] = useState("");
  const tagsListId = useId();
  const onTag = () => {
    const value = tag.trim();
    if (!value) return;
    bulk.mutate(
      { action: "tag", guestIds: ids, tag: value },
      {
        onSuccess: (r) => {
          toast.success(`Tagged ${guestsWord(r.affected)} “${value}”`);
          setTag("");
        },
      },
    );
  };
  const onInvite = () => {
    const event = events.find((e) => e.id === eventId);
    if (!event) return;
    bulk.mutate(
      { action: "invite", guestIds: ids, eventId },
      { onSuccess: () => toast.success(`Invited ${guestsWord(ids.length)} to ${event.name}`) },
    );
  };
  const onDelete = () =>
    bulk.mutate(
      { action: "delete", guestIds: ids },
      {
        onSuccess: (r) => {
          onClear();
          onDeleted(r.affected, r.undoToken);
        },
      },
    );
  return (
    <section
      aria-label="Selected guests"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-rose/30 bg-blush/30 px-4 py-3"
    >
      <p className="text-body font-medium text-ink">{guestsWord(ids.length)} selected</p>
      <form
        className="flex items-center gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          onTag();
        }}
      >
        <input
          aria-label="Tag to add"
          list={tagsListId}
          className={`${control} w-36`}
          placeholder="Tag"
          maxLength={40}
          value={tag}
          onChange={(e) => setTag(e.target.value)}
        />
        <datalist id={tagsListId}>
          {tags.map((t) => (
            <option key={t} value={t} />
          ))}
        </datalist>
        <Button type="submit" size="sm" variant="secondary" disabled={!tag.trim() || bulk.isPending}>
          Add tag
        </Button>
      </form>
      {events.length > 0 && (
        <div className="flex items-center gap-2">
          <select
            aria-label="Event to invite to"
            className={control}
            value={eventId}
            onChange={(e) => setEventId(e.target.value)}
          >
            <option value="">Choose an event</option>
            {events.map((e) => (
              <option key={e.id} value={e.id}>
                {e.name}
              </option>
            ))}
          </select>
          <Button size="sm" variant="secondary" disabled={!eventId || bulk.isPending} onClick={onInvite}>
            Invite
          </Button>
        </div>
      )}
      <Button size="sm" variant="secondary" disabled={bulk.isPending} onClick={onDelete}>
        Delete
      </Button>
      <Button size="sm" variant="ghost" onClick={onClear}>
        Clear selection
      </Button>
    </section>
  );
}

const UNDO_MS = 15_000;

/** "Deleted 3 guests — Undo": a bar of its own (the shell's toasts carry no action), for 15 seconds. */
export function UndoBar({
  message,
  onUndo,
  onDismiss,
  isUndoing,
}: {
  message: string;
  onUndo: () => void;
  onDismiss: () => void;
  isUndoing: boolean;
}) {
  useEffect(() => {
    const timer = setTimeout(onDismiss, UNDO_MS);
    return () => clearTimeout(timer);
    // One timer per bar (the page keys it by its undo token).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-50 mx-auto flex max-w-md items-center gap-3 rounded-2xl bg-ink px-4 py-3 text-white shadow-lg md:bottom-6"
    >
      <p className="flex-1 text-body">{message}</p>
      <button
        type="button"
        onClick={onUndo}
        disabled={isUndoing}
        className="rounded-full bg-white px-4 py-1.5 text-body font-medium text-ink hover:bg-blush disabled:opacity-60"
      >
        Undo
      </button>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss"
        className="rounded-full px-2 text-lead leading-none text-white/80 hover:text-white"
      >
        ×
      </button>
    </div>
  );
}
