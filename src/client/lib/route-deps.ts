/**
 * Preload hints for a page's shared chunks on a navigation, from the table the build writes
 * (`/route-deps.json`, scripts/vite-route-deps.ts; issue #21, docs/decisions/047): the table is not in the
 * entry, so it is fetched once the first page has loaded, off the first load's path. Until it has arrived
 * (or without it: the dev server, an old deploy) a page's chunk simply fetches its imports itself.
 */
type Table = Record<string, string[]>;

let table: Promise<Table> | undefined;
const hinted = new Set<string>();

function loadTable(): Promise<Table> {
  table ??= fetch("/route-deps.json")
    .then((res) => (res.ok ? (res.json() as Promise<Table>) : {}))
    .catch(() => ({}));
  return table;
}

if (typeof window !== "undefined" && typeof fetch === "function") {
  const later = () => setTimeout(() => void loadTable(), 0);
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true });
}

/** `<link rel="modulepreload">` for the chunks page `name` imports, as soon as the table says which. */
export function preloadRouteDeps(name: string): void {
  if (!table) return;
  void table.then((deps) => {
    for (const file of deps[name] ?? []) {
      if (hinted.has(file)) continue;
      hinted.add(file);
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = `/${file}`;
      document.head.append(link);
    }
  });
}
