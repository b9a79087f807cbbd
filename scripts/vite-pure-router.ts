import type { Plugin } from "vite";

/**
 * Lets the bundler drop the parts of React Router the app does not use (issue #21, decision 066).
 * The package gives bundlers one build, whose components are made by `React.forwardRef(...)` calls with
 * no `/* @__PURE__ *\/` mark and then given a `displayName`: to a bundler both look like side effects,
 * so `Form`, `ScrollRestoration`, the data router's `Link` and its prefetching stay in every first load
 * though nothing renders them. Here, in the browser build only, those calls are marked pure and the
 * `displayName` statements (names for React's developer tools) are removed; nothing else changes.
 */
const routerDist = /\/node_modules\/react-router\/dist\//;
const displayName = /^[\w$]+\.displayName = "[^"\n]*";$/gm;
const madeByReact = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;

export function pureReactRouter(): Plugin {
  return {
    name: "june:pure-react-router",
    apply: "build",
    transform(code, id) {
      if (!routerDist.test(id)) return null;
      return { code: code.replace(displayName, "").replace(madeByReact, "$1/* @__PURE__ */ $2"), map: null };
    },
  };
}
