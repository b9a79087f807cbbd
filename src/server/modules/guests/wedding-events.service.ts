/** The couple's wedding events (ceremony, reception…) for other modules: the run sheet reads them (issue #15). */
export { listEvents as weddingEventsOf } from "./guest-reads";
