/**
 * The registration page's script (issue #12). Without it the form shows six person rows and works as a
 * plain form post. With it, only the rows in use show, "Add another person" opens the next (up to 12)
 * and "Remove" clears and hides one.
 */
const MAX_PEOPLE = 12;

function inputsOf(row: HTMLElement) {
  return [...row.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")];
}

function isInUse(row: HTMLElement): boolean {
  return (
    row.dataset.person === "0" ||
    inputsOf(row).some((i) => i.value.trim() !== "") ||
    row.querySelector(".guest-error") !== null
  );
}

/** A new row numbered `index`, copied from the last one (labels, ids and names renumbered). */
function cloneRow(from: HTMLElement, index: number): HTMLElement {
  const row = from.cloneNode(true) as HTMLElement;
  row.dataset.person = String(index);
  row.querySelectorAll(".guest-error").forEach((e) => e.remove());
  for (const el of row.querySelectorAll<HTMLElement>("[id], [for], [name], [aria-describedby]")) {
    for (const attr of ["id", "for", "name", "aria-describedby"]) {
      const v = el.getAttribute(attr);
      if (v) el.setAttribute(attr, v.replace(/guests\.\d+\./g, `guests.${index}.`));
    }
  }
  const label = row.querySelector("label");
  if (label) label.textContent = `Person ${index + 1}: name`;
  for (const input of inputsOf(row)) {
    input.value = "";
    input.removeAttribute("aria-invalid");
  }
  return row;
}

export function startRegistrationPage(): void {
  const list = document.querySelector<HTMLOListElement>("[data-people]");
  if (!list) return;
  const rows = () => [...list.querySelectorAll<HTMLElement>("[data-person]")];

  const addButton = document.createElement("button");
  addButton.type = "button";
  addButton.className = "guest-button reg-add";
  addButton.textContent = "Add another person";
  list.after(addButton);

  const refresh = () => {
    const visible = rows().filter((r) => !r.hidden).length;
    addButton.hidden = visible >= MAX_PEOPLE;
  };

  const withRemove = (row: HTMLElement) => {
    if (row.dataset.person === "0" || row.querySelector("[data-remove]")) return;
    const actions = document.createElement("div");
    actions.className = "reg-person-actions";
    const remove = document.createElement("button");
    remove.type = "button";
    remove.dataset.remove = "";
    remove.className = "guest-link-button";
    remove.textContent = "Remove";
    remove.addEventListener("click", () => {
      for (const input of inputsOf(row)) input.value = "";
      row.hidden = true;
      refresh();
      addButton.focus();
    });
    actions.append(remove);
    row.append(actions);
  };

  for (const row of rows()) {
    withRemove(row);
    row.hidden = !isInUse(row);
  }

  addButton.addEventListener("click", () => {
    let next = rows().find((r) => r.hidden);
    if (!next) {
      const all = rows();
      if (all.length >= MAX_PEOPLE) return;
      next = cloneRow(all[all.length - 1]!, all.length);
      list.append(next);
      withRemove(next);
    }
    next.hidden = false;
    next.querySelector("input")?.focus();
    refresh();
  });
  refresh();
}
