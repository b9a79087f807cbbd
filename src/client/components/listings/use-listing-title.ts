import { useEffect } from "react";
import { useLocation } from "react-router";
import { SITE_NAME } from "@shared/route-meta";

/**
 * Sets the tab title to a listing's name once it has loaded. The shell sets the route table's generic
 * title ("Wedding venue") on every path change, in the same commit and after this page's effects, so
 * ours is applied on the next task.
 */
export function useListingTitle(title: string | undefined) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!title) return;
    const timer = window.setTimeout(() => {
      document.title = `${title} · ${SITE_NAME}`;
    });
    return () => window.clearTimeout(timer);
  }, [title, pathname]);
}
