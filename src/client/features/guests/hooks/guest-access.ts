import { createContext, useContext } from "react";

/**
 * Whether the viewer may change the guest list (issue #13): the couple and a contributor with "edit" may;
 * a contributor with "view" sees the same list with every editing control hidden or read-only.
 */
export const GuestEditContext = createContext(true);

export const useCanEditGuests = () => useContext(GuestEditContext);
