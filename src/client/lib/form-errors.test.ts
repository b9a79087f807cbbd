import { afterAll, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api";
import { applyServerErrors, showFormError } from "./form-errors";
import { subscribeToasts, type Toast } from "./toast";

type Values = { email: string; note?: string; packages: { name: string; price: number }[] };

function fakeForm(values: Values) {
  const setError = vi.fn();
  return { form: { setError, getValues: () => values } as never, setError };
}

const values: Values = { email: "", note: undefined, packages: [{ name: "Gold", price: 0 }] };
const validation = (fields: Record<string, string>) =>
  new ApiError(400, "VALIDATION", "email: Enter a valid email", { fields });

describe("applyServerErrors", () => {
  it("puts every field the form holds on its input, focusing the first", () => {
    const { form, setError } = fakeForm(values);
    const placed = applyServerErrors(
      form,
      validation({
        email: "Enter a valid email",
        "packages.0.price": "Must be at least 1",
        note: "Too long",
      }),
    );
    expect(placed).toBe(true);
    expect(setError.mock.calls).toEqual([
      ["email", { type: "server", message: "Enter a valid email" }, { shouldFocus: true }],
      ["packages.0.price", { type: "server", message: "Must be at least 1" }, { shouldFocus: false }],
      ["note", { type: "server", message: "Too long" }, { shouldFocus: false }],
    ]);
  });

  it("leaves out paths the form does not hold and says when it placed none", () => {
    const { form, setError } = fakeForm(values);
    expect(
      applyServerErrors(form, validation({ slotId: "Required", "packages.3.name": "Required", "": "Bad" })),
    ).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });

  it("places nothing for errors without fields", () => {
    const { form, setError } = fakeForm(values);
    expect(applyServerErrors(form, new ApiError(409, "CONFLICT", "Taken", { reason: "slot_taken" }))).toBe(
      false,
    );
    expect(applyServerErrors(form, new Error("boom"))).toBe(false);
    expect(applyServerErrors(form, undefined)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe("showFormError", () => {
  let shown: Toast[] = [];
  const stop = subscribeToasts((toasts) => (shown = toasts));
  afterAll(stop);

  it("toasts the message when no field could be placed, under the title when given", () => {
    const { form } = fakeForm(values);
    showFormError(
      form,
      new ApiError(409, "CONFLICT", "That time was just booked."),
      "We couldn't book your tour",
    );
    expect(shown.at(-1)).toMatchObject({
      kind: "error",
      title: "We couldn't book your tour",
      description: "That time was just booked.",
    });
    showFormError(form, new ApiError(0, "NETWORK", "We could not reach the server."));
    expect(shown.at(-1)).toMatchObject({ kind: "error", title: "We could not reach the server." });
  });

  it("shows no toast when the fields are on the inputs", () => {
    const { form, setError } = fakeForm(values);
    const before = shown.length;
    showFormError(form, validation({ email: "Enter a valid email" }), "We couldn't save");
    expect(setError).toHaveBeenCalledOnce();
    expect(shown.length).toBe(before);
  });
});
