import { useState } from "react";
import { cities } from "@shared/catalog";
import { Modal } from "@client/components/ui/modal";
import { useChooseCity } from "../hooks/use-choose-city";

/** The city picker itself, loaded only for a new visitor (city-picker-modal.tsx). */
export default function CityPickerDialog() {
  const chooseCity = useChooseCity();
  const [open, setOpen] = useState(true);
  return (
    <Modal
      open={open}
      onClose={() => setOpen(false)}
      labelledBy="city-picker-title"
      describedBy="city-picker-note"
      className="m-auto w-[min(92vw,30rem)] rounded-3xl bg-ivory p-7 text-ink shadow-2xl sm:p-9"
    >
      <h2 id="city-picker-title" className="text-3xl leading-tight text-ink">
        Welcome! Where are you planning your wedding?
      </h2>
      <p id="city-picker-note" className="mt-3 text-body leading-relaxed text-muted">
        This helps us show venues and vendors in your area. You can change it anytime.
      </p>
      <div className="mt-6 grid grid-cols-2 gap-3">
        {cities.map((c) => (
          <button
            key={c.id}
            type="button"
            onClick={() => {
              chooseCity(c.id);
              setOpen(false);
            }}
            className="rounded-2xl border border-line bg-white px-4 py-4 text-left transition hover:border-rose hover:bg-blush/40"
          >
            <span className="block font-serif text-xl text-ink">{c.name}</span>
            <span className="text-sm text-muted">{c.state === "OH" ? "Ohio" : "Tennessee"}</span>
          </button>
        ))}
      </div>
    </Modal>
  );
}
