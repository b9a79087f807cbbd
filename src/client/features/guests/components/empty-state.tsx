import { useState } from "react";
import { Button } from "@client/components/ui/button";
import { toast } from "@client/lib/toast";
import { useCreateEvent } from "../api/guests-api";

/**
 * A new couple's first visit: most weddings have a ceremony and a reception, so one click adds both
 * (renamed or removed later in Events); then a household by hand or a whole list from a spreadsheet.
 */
export function EmptyState({
  hasEvents,
  onAddHousehold,
  onImport,
}: {
  hasEvents: boolean;
  onAddHousehold: () => void;
  onImport: () => void;
}) {
  const create = useCreateEvent();
  const [isAdding, setIsAdding] = useState(false);
  const addSuggested = async () => {
    setIsAdding(true);
    try {
      await create.mutateAsync({ name: "Ceremony", asksMeal: false });
      await create.mutateAsync({ name: "Reception", asksMeal: true });
      toast.success("Added Ceremony and Reception");
    } catch {
      toast.error("The events were not added. Please try again.");
    } finally {
      setIsAdding(false);
    }
  };
  return (
    <section
      aria-labelledby="empty-title"
      className="mx-auto mt-8 flex max-w-2xl flex-col items-center rounded-3xl border border-line bg-white/70 px-6 py-12 text-center"
    >
      <h2 id="empty-title" className="text-title text-ink">
        Start your guest list
      </h2>
      {!hasEvents ? (
        <>
          <p className="mt-3 max-w-md text-body text-muted">
            First, the events you are inviting people to. Guests answer for each one, so you know who comes to
            what.
          </p>
          <Button className="mt-6" isLoading={isAdding} onClick={() => void addSuggested()}>
            Add Ceremony and Reception
          </Button>
          <p className="mt-3 text-small text-muted">
            Rehearsal dinner, welcome party or brunch? Add them any time under Events.
          </p>
        </>
      ) : (
        <>
          <p className="mt-3 max-w-md text-body text-muted">
            Add the people you are inviting, one household at a time, or bring your whole list from a
            spreadsheet.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Button onClick={onAddHousehold}>Add a household</Button>
            <Button variant="secondary" onClick={onImport}>
              Import a CSV file
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
