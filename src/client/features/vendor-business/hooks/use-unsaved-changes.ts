import { useEffect } from "react";

/**
 * Asks before the tab closes or reloads while the form has unsaved changes. (In-app links are not
 * guarded: the declarative router has no blocker — docs/decisions/002-declarative-router.md.)
 */
export function useUnsavedChangesWarning(isDirty: boolean) {
  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [isDirty]);
}
