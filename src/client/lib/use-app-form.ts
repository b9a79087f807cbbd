import { useEffect, useState } from "react";
// eslint-disable-next-line no-restricted-imports -- the one place forms get react-hook-form's useForm
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from "react-hook-form";

/**
 * Every form's useForm, with one rule for when errors come and go (issue #18): an error shows when the
 * person submits (or a step's "Next" checks its fields), and a field with an error is checked again on
 * every change, so the message disappears the moment the field is fixed — whether the error came from
 * the schema, a step check (`trigger`), or the server (`applyServerErrors`); and stays checked live, so
 * it speaks up again if it becomes wrong. Nothing nags while someone is typing a field for the first time.
 */
export function useAppForm<TIn extends FieldValues, TContext = unknown, TOut = TIn>(
  props: UseFormProps<TIn, TContext, TOut>,
): UseFormReturn<TIn, TContext, TOut> {
  const form = useForm<TIn, TContext, TOut>({ reValidateMode: "onChange", ...props });
  const { subscribe, trigger, getFieldState } = form;
  // Fields that have shown an error: from then on they are checked live, as after a submit.
  const [flagged] = useState(() => new Set<string>());
  useEffect(
    () =>
      // react-hook-form re-checks on change only after a submit, or (mode onTouched) after a blur; an
      // error set by `trigger` or the server on a field not yet blurred would otherwise stay while it is fixed.
      subscribe({
        formState: { values: true },
        callback: ({ name, type }) => {
          if (type !== "change" || !name) return;
          if (getFieldState(name as never).invalid) flagged.add(name);
          if (flagged.has(name)) void trigger(name as never);
        },
      }),
    [subscribe, trigger, getFieldState, flagged],
  );
  return form;
}
