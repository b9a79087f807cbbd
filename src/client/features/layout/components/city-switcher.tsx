import { MapPin } from "lucide-react";
import { cities, isCityId } from "@shared/catalog";
import { cx } from "@client/components/ui/class-names";
import { useCity } from "@client/lib/city";
import { useChooseCity } from "../hooks/use-choose-city";

/**
 * "Currently Viewing" switcher. Spec is silent on its list; it offers the same four cities as the
 * picker, so the two can never disagree (docs/decisions/005-city-switcher.md).
 */
export function CitySwitcher({
  id = "city-switcher",
  isCompact = false,
}: {
  id?: string;
  /** The top nav's: the label shows from 1280 px only (screen readers always hear it), so the bar fits. */
  isCompact?: boolean;
}) {
  const { city } = useCity();
  const chooseCity = useChooseCity();
  return (
    <div className="flex items-center gap-2 text-sm">
      <MapPin className="size-4 text-sage" aria-hidden />
      <label
        htmlFor={id}
        className={cx("whitespace-nowrap text-muted", isCompact && "sr-only xl:not-sr-only")}
      >
        Currently Viewing
      </label>
      <select
        id={id}
        value={city.id}
        onChange={(e) => isCityId(e.target.value) && chooseCity(e.target.value)}
        className="rounded-full border border-line bg-white py-1 pl-3 pr-7 text-sm font-medium text-ink focus:border-rose focus:outline-none"
      >
        {cities.map((c) => (
          <option key={c.id} value={c.id}>
            {c.displayName}
          </option>
        ))}
      </select>
    </div>
  );
}
