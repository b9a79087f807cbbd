// @vitest-environment happy-dom
import { zodResolver } from "@hookform/resolvers/zod";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Controller } from "react-hook-form";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { useAppForm } from "./use-app-form";

afterEach(cleanup);

const schema = z.object({
  name: z.string().trim().min(1, "Enter the venue name."),
  styles: z.array(z.string()).min(1, "Choose at least one style."),
});
type Values = z.infer<typeof schema>;

let api: ReturnType<typeof useAppForm<Values>>;

function Form({ mode }: { mode?: "onSubmit" | "onTouched" }) {
  const form = useAppForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: "", styles: [] },
    ...(mode ? { mode } : {}),
  });
  api = form;
  const { errors } = form.formState;
  return (
    <form onSubmit={(e) => void form.handleSubmit(() => {})(e)} noValidate>
      <label htmlFor="name">Venue name</label>
      <input id="name" {...form.register("name")} />
      {errors.name && <p role="alert">{errors.name.message}</p>}
      <Controller
        control={form.control}
        name="styles"
        render={({ field }) => (
          <button type="button" onClick={() => field.onChange([...field.value, "garden"])}>
            Garden
          </button>
        )}
      />
      {errors.styles && <p role="alert">{errors.styles.message}</p>}
      <button type="submit">Save</button>
    </form>
  );
}

const alerts = () => screen.queryAllByRole("alert").map((a) => a.textContent);

describe("useAppForm", () => {
  it("shows nothing while a field is first typed, and errors on submit", async () => {
    render(<Form />);
    fireEvent.input(screen.getByLabelText("Venue name"), { target: { value: "" } });
    fireEvent.blur(screen.getByLabelText("Venue name"));
    expect(alerts()).toEqual([]);
    await act(async () => fireEvent.click(screen.getByText("Save")));
    expect(alerts()).toEqual(["Enter the venue name.", "Choose at least one style."]);
  });

  for (const mode of ["onSubmit", "onTouched"] as const) {
    it(`clears an error a step check (trigger) set as soon as the field is fixed, before any blur (mode ${mode})`, async () => {
      render(<Form mode={mode} />);
      await act(async () => {
        await api.trigger(["name", "styles"]);
      });
      expect(alerts()).toEqual(["Enter the venue name.", "Choose at least one style."]);
      await act(async () => {
        fireEvent.input(screen.getByLabelText("Venue name"), { target: { value: "Larkspur Hall" } });
      });
      expect(alerts()).toEqual(["Choose at least one style."]);
      await act(async () => fireEvent.click(screen.getByText("Garden")));
      expect(alerts()).toEqual([]);
      // Once it has had an error the field stays checked live: emptied again, it says so at once.
      await act(async () => {
        fireEvent.input(screen.getByLabelText("Venue name"), { target: { value: " " } });
      });
      expect(alerts()).toEqual(["Enter the venue name."]);
    });
  }

  it("clears the server's error on a field when the person changes it", async () => {
    render(<Form />);
    act(() => api.setError("name", { type: "server", message: "A venue of this name is already listed." }));
    expect(alerts()).toEqual(["A venue of this name is already listed."]);
    await act(async () => {
      fireEvent.input(screen.getByLabelText("Venue name"), { target: { value: "Larkspur Hall II" } });
    });
    expect(alerts()).toEqual([]);
  });
});
