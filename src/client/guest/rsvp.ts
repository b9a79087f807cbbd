/**
 * The RSVP page's script (issue #12, docs/decisions/028). The server-rendered form works on its own (a
 * plain POST); this makes it nicer: meal choices appear only for people coming to an event that serves
 * one, answers go by fetch to PUT /api/rsvp/:token with an Idempotency-Key, errors appear beside their
 * fields, and a second tap while sending does nothing.
 */

type ApiError = { error?: { message?: string; fields?: Record<string, string> } };
type Answers = Record<string, "attending" | "declined">;

function newKey(): string {
  if (typeof crypto !== "undefined" && "randomUUID" in crypto) return crypto.randomUUID();
  return `rsvp-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

function guestFieldsets(form: HTMLFormElement): HTMLFieldSetElement[] {
  return [...form.querySelectorAll<HTMLFieldSetElement>("fieldset[data-rsvp-guest]")];
}

/** Meal fields show for a person who accepts an event that asks for a meal. */
function syncMeals(person: HTMLFieldSetElement): void {
  const meal = person.querySelector<HTMLElement>("[data-meal-field]");
  if (!meal) return;
  const coming = [...person.querySelectorAll<HTMLFieldSetElement>("fieldset[data-asks-meal]")].some(
    (event) => event.querySelector<HTMLInputElement>('input[value="attending"]')?.checked === true,
  );
  meal.hidden = !coming;
}

function value(form: HTMLFormElement, name: string): string {
  const el = form.elements.namedItem(name);
  return el instanceof HTMLInputElement ||
    el instanceof HTMLSelectElement ||
    el instanceof HTMLTextAreaElement
    ? el.value.trim()
    : "";
}

/** The form as the API's answer (shared/schemas/rsvp.ts rsvpAnswerSchema). */
function answerOf(form: HTMLFormElement) {
  return {
    guests: guestFieldsets(form).map((person) => {
      const id = person.dataset.rsvpGuest!;
      const answers: Answers = {};
      for (const radio of person.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked')) {
        const eventId = radio.name.split(".e.")[1];
        if (eventId && (radio.value === "attending" || radio.value === "declined"))
          answers[eventId] = radio.value;
      }
      const mealHidden = person.querySelector<HTMLElement>("[data-meal-field]")?.hidden ?? true;
      const name = value(form, `g.${id}.name`);
      return {
        id,
        ...(name ? { name } : {}),
        mealChoice: mealHidden ? "" : value(form, `g.${id}.meal`),
        dietaryNotes: value(form, `g.${id}.diet`),
        answers,
      };
    }),
    songRequest: value(form, "song"),
    noteToCouple: value(form, "note"),
    email: value(form, "email"),
  };
}

/** The API's field path → the element showing its error (`guests.1.mealChoice` → that person's meal note). */
function errorSlot(form: HTMLFormElement, path: string): HTMLElement | null {
  const m = /^guests\.(\d+)\.(\w+)/.exec(path);
  if (m) {
    const person = guestFieldsets(form)[Number(m[1])];
    const id = person?.dataset.rsvpGuest;
    if (!id) return null;
    const kind = m[2] === "name" ? "name" : m[2] === "mealChoice" ? "meal" : "answers";
    return form.querySelector<HTMLElement>(`#g-${id}-${kind}-error`);
  }
  const own: Record<string, string> = { songRequest: "song", noteToCouple: "note", email: "email" };
  return own[path] ? form.querySelector<HTMLElement>(`#rsvp-${own[path]}-error`) : null;
}

function clearErrors(form: HTMLFormElement, message: HTMLElement): void {
  message.hidden = true;
  message.textContent = "";
  for (const el of form.querySelectorAll<HTMLElement>("[data-error-for]")) {
    el.hidden = true;
    el.textContent = "";
  }
  for (const el of form.querySelectorAll("[aria-invalid]")) el.removeAttribute("aria-invalid");
}

function showError(message: HTMLElement, text: string): void {
  message.textContent = text;
  message.hidden = false;
  message.scrollIntoView({ block: "center", behavior: "smooth" });
}

export function startRsvpPage(): void {
  const form = document.querySelector<HTMLFormElement>("form[data-rsvp-form]");
  if (!form) return;
  const token = form.dataset.rsvpForm!;
  const message = form.querySelector<HTMLElement>("[data-rsvp-message]")!;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  for (const person of guestFieldsets(form)) syncMeals(person);
  form.addEventListener("change", (e) => {
    const target = e.target as Element;
    const person = target.closest<HTMLFieldSetElement>("fieldset[data-rsvp-guest]");
    if (person) syncMeals(person);
    // A field the guest has just fixed loses its note; an answer clears the person's answers note.
    const note = target.getAttribute("aria-describedby");
    const slots = [
      note ? form.querySelector<HTMLElement>(`#${CSS.escape(note)}`) : null,
      target instanceof HTMLInputElement && target.type === "radio" && person
        ? person.querySelector<HTMLElement>(`#g-${CSS.escape(person.dataset.rsvpGuest!)}-answers-error`)
        : null,
    ];
    for (const slot of slots) if (slot) slot.hidden = true;
    target.removeAttribute("aria-invalid");
  });

  let sending = false;
  // One key per set of answers: a retry of the same answers is replayed, not written twice.
  let key = newKey();
  let keyFor = "";
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    if (sending) return;
    const body = JSON.stringify(answerOf(form));
    if (body !== keyFor) {
      key = newKey();
      keyFor = body;
    }
    sending = true;
    button.disabled = true;
    const label = button.textContent;
    button.textContent = "Sending…";
    clearErrors(form, message);
    void send(body)
      .catch(() => showError(message, "We couldn't send your RSVP. Check your connection and try again."))
      .finally(() => {
        sending = false;
        button.disabled = false;
        button.textContent = label;
      });
  });

  async function send(body: string): Promise<void> {
    const res = await fetch(`/api/rsvp/${encodeURIComponent(token)}`, {
      method: "PUT",
      headers: { "content-type": "application/json", "idempotency-key": key },
      body,
    });
    if (res.ok) {
      window.location.assign(`/rsvp/${encodeURIComponent(token)}?sent=1`);
      return new Promise(() => {}); // keep the button disabled while the page changes
    }
    const data = (await res.json().catch(() => ({}))) as ApiError;
    const fields = data.error?.fields ?? {};
    let placed = 0;
    for (const [path, text] of Object.entries(fields)) {
      const slot = errorSlot(form!, path);
      if (!slot) continue;
      slot.textContent = text;
      slot.hidden = false;
      placed += 1;
      const input = slot.parentElement?.querySelector("input, select, textarea");
      input?.setAttribute("aria-invalid", "true");
    }
    if (res.status === 409) {
      // The deadline passed while the page was open: the page now shows the answers read-only.
      showError(message, data.error?.message ?? "RSVPs are closed.");
      window.setTimeout(() => window.location.reload(), 2500);
      return;
    }
    showError(
      message,
      placed > 0
        ? "Some answers need a second look: see the notes below."
        : (data.error?.message ?? "Something went wrong. Please try again."),
    );
  }
}
