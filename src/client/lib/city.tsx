import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { DEFAULT_CITY, cityById, isCityId, type City, type CityId } from "@shared/catalog";
import { storage } from "./storage";

export const CITY_KEY = "selectedCity";

type CityValue = {
  city: City;
  /** True when this browser had no valid saved city: the city picker is shown once. */
  isNewVisitor: boolean;
  setCity: (id: CityId) => void;
};

const CityContext = createContext<CityValue | null>(null);

/** Spec section 4: restore `selectedCity` if it is a known city id; otherwise choose cleveland and store it. */
function initialCity(): { id: CityId; isNew: boolean } {
  const saved = storage.get(CITY_KEY);
  if (isCityId(saved)) return { id: saved, isNew: false };
  storage.set(CITY_KEY, DEFAULT_CITY);
  return { id: DEFAULT_CITY, isNew: true };
}

export function CityProvider({ children }: { children: ReactNode }) {
  const [state] = useState(initialCity);
  const [cityId, setCityId] = useState<CityId>(state.id);
  const setCity = useCallback((id: CityId) => {
    storage.set(CITY_KEY, id);
    setCityId(id);
  }, []);
  const value = useMemo(
    () => ({ city: cityById(cityId)!, isNewVisitor: state.isNew, setCity }),
    [cityId, state.isNew, setCity],
  );
  return <CityContext.Provider value={value}>{children}</CityContext.Provider>;
}

export function useCity(): CityValue {
  const value = useContext(CityContext);
  if (!value) throw new Error("useCity must be used inside <CityProvider>");
  return value;
}
