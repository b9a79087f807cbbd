import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiError, messageOf } from "./api";
import { toast } from "./toast";

type ServerErrorForm<T extends FieldValues> = Pick<UseFormReturn<T>, "setError" | "getValues">;

/** Whether `path` ("email", "packages.2.price") names a value the form holds, set or still empty. */
function holds(values: unknown, path: string): boolean {
  if (path === "") return false;
  let node: unknown = values;
  for (const key of path.split(".")) {
    if (node === null || typeof node !== "object" || !(key in node)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}

/**
 * Puts each of the server's `fields` (src/shared/errors.ts) on the form's input of that path, focusing the
 * first; paths the form does not hold are left out. Returns whether it placed any, so the caller can show
 * the message some other way when it did not (docs/decisions/017-client-errors.md).
 */
export function applyServerErrors<T extends FieldValues>(form: ServerErrorForm<T>, err: unknown): boolean {
  if (!(err instanceof ApiError) || !err.fields) return false;
  const values = form.getValues();
  let placed = 0;
  for (const [path, message] of Object.entries(err.fields)) {
    if (!holds(values, path)) continue;
    form.setError(path as Path<T>, { type: "server", message }, { shouldFocus: placed === 0 });
    placed++;
  }
  return placed > 0;
}

/** A form's failed submit: the fields on their inputs, or else the message in a toast (under `title`). */
export function showFormError<T extends FieldValues>(
  form: ServerErrorForm<T>,
  err: unknown,
  title?: string,
): void {
  if (applyServerErrors(form, err)) return;
  if (title) toast.error(title, { description: messageOf(err) });
  else toast.error(messageOf(err));
}
