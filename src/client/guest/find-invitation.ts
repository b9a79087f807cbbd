/**
 * "Find your invitation" (issue #12, docs/decisions/028): enhances the form the wedding website renders
 * (server/modules/guest-pages/find-invitation-form.tsx). The name goes to POST /api/rsvp/find, which
 * always asks for a second fact; with it, a match opens the household's RSVP page.
 */

type FindResult =
  | { status: "need_fact"; prompt: string }
  | { status: "found"; rsvpPath: string; householdName: string }
  | { status: "not_found"; message: string };

function say(el: HTMLElement, text: string, tone: "info" | "error"): void {
  el.textContent = text;
  el.dataset.tone = tone;
}

export function startFindInvitation(root: ParentNode = document): void {
  for (const form of root.querySelectorAll<HTMLFormElement>("form[data-find-invitation]")) enhance(form);
}

function enhance(form: HTMLFormElement): void {
  const slug = form.dataset.findInvitation ?? "";
  const message = form.querySelector<HTMLElement>("[data-find-message]")!;
  const factField = form.querySelector<HTMLElement>("[data-second-fact]");
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const nameInput = form.elements.namedItem("name") as HTMLInputElement | null;
  const factInput = form.elements.namedItem("secondFact") as HTMLInputElement | null;
  let busy = false;

  form.addEventListener("submit", (e) => {
    e.preventDefault();
    if (busy) return;
    const name = nameInput?.value.trim() ?? "";
    if (name.length < 2) {
      say(message, "Enter your name as it appears on your invitation.", "error");
      nameInput?.focus();
      return;
    }
    const askFact = factField !== null && !factField.hidden;
    const secondFact = askFact ? (factInput?.value.trim() ?? "") : "";
    if (askFact && !secondFact) {
      say(message, "Enter your email or postcode, or the last name of someone in your party.", "error");
      factInput?.focus();
      return;
    }
    busy = true;
    if (button) button.disabled = true;
    void fetch("/api/rsvp/find", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ slug, name, ...(secondFact ? { secondFact } : {}) }),
    })
      .then(async (res) => {
        const data = (await res.json().catch(() => ({}))) as FindResult & { error?: { message?: string } };
        if (!res.ok) {
          say(message, data.error?.message ?? "Something went wrong. Please try again.", "error");
          return;
        }
        if (data.status === "found") {
          say(message, `Found it: ${data.householdName}. Opening your RSVP…`, "info");
          window.location.assign(data.rsvpPath);
          return;
        }
        if (data.status === "need_fact") {
          if (factField) factField.hidden = false;
          say(message, data.prompt, "info");
          factInput?.focus();
          return;
        }
        say(message, data.message, "error");
      })
      .catch(() =>
        say(message, "We couldn't reach the server. Check your connection and try again.", "error"),
      )
      .finally(() => {
        busy = false;
        if (button) button.disabled = false;
      });
  });
}
