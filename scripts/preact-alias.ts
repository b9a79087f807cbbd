/**
 * The browser bundle, the server's page renderer and the client's unit tests render with Preact 10 through
 * `preact/compat` instead of React DOM (issue #21, docs/decisions/052): React DOM alone was 207 of the
 * entry's 343 KB. The source still imports "react"; these aliases are the one place that says otherwise.
 * Exact matches only, so `react-router` or `react-hook-form` are not caught by the `react` pattern.
 */
export const preactAliases = [
  { find: /^react$/, replacement: "preact/compat" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom\/server$/, replacement: "preact/compat/server" },
  { find: /^react-dom\/test-utils$/, replacement: "preact/test-utils" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-runtime" },
];
