import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { DEFAULT_CITY, cityById, isCityId, type City, type CityId } from "@shared/catalog";
import { cityOfPath } from "@shared/rules/city-path";
import { storage } from "./storage";

export const CITY_KEY = "selectedCity";

type CityValue = {
  city: City;
  /** True when this browser had no valid saved city: the city picker is shown once. */
  isNewVisitor: boolean;
  setCity: (id: CityId) => void;
};

const CityContext = createContext<CityValue | null>(null);

/**
 * Stores the city (spec: localStorage `selectedCity`) and mirrors it in a cookie of the same name, so the
 * server can put the first page of the visitor's city search into the HTML (plugins/spa.ts page data).
 */
function saveCity(id: CityId) {
  storage.set(CITY_KEY, id);
  if (typeof document !== "undefined")
    document.cookie = `${CITY_KEY}=${id}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * Spec section 4: restore `selectedCity` if it is a known city id; otherwise choose cleveland and store it.
 * A city page (/venues/nashville) is about its city, which becomes the selected one (issue #18;
 * plugins/spa.ts renders the same on the server).
 */
function initialCity(): { id: CityId; isNew: boolean } {
  const saved = storage.get(CITY_KEY);
  const pathCity = cityOfPath(window.location.pathname);
  if (pathCity) {
    if (pathCity !== saved || !document.cookie.includes(`${CITY_KEY}=${pathCity}`)) saveCity(pathCity);
    return { id: pathCity, isNew: !isCityId(saved) };
  }
  if (isCityId(saved)) {
    if (!document.cookie.includes(`${CITY_KEY}=${saved}`)) saveCity(saved);
    return { id: saved, isNew: false };
  }
  saveCity(DEFAULT_CITY);
  return { id: DEFAULT_CITY, isNew: true };
}

export function CityProvider({
  children,
  initial,
}: {
  children: ReactNode;
  /** On the server: the city from the request's cookie, and whether it had none (a new visitor). */
  initial?: { id: CityId; isNew: boolean };
}) {
  const [state] = useState(() => initial ?? initialCity());
  const [cityId, setCityId] = useState<CityId>(state.id);
  const setCity = useCallback((id: CityId) => {
    saveCity(id);
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
