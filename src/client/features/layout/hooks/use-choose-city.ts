import { useLocation, useNavigate } from "react-router";
import type { CityId } from "@shared/catalog";
import { withPathCity } from "@shared/rules/city-path";
import { useCity } from "@client/lib/city";

/**
 * Choosing a city in the header or the city picker: it becomes the visitor's city, and on a city page
 * (/venues/nashville) the page moves to the chosen city's, so the header and the page never disagree
 * (issue #18). The filters stay; the page number goes back to 1.
 */
export function useChooseCity(): (id: CityId) => void {
  const { setCity } = useCity();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (id) => {
    setCity(id);
    const next = withPathCity(pathname, id);
    if (!next || next === pathname) return;
    const params = new URLSearchParams(search);
    params.delete("page");
    const query = params.toString();
    void navigate(query ? `${next}?${query}` : next);
  };
}
