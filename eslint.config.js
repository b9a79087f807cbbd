import js from "@eslint/js";
import tseslint from "typescript-eslint";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";
import { readdirSync } from "node:fs";

const dir = (rel) =>
  readdirSync(new URL(rel, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const features = dir("./src/client/features");
const serverModules = dir("./src/server/modules");
const root = import.meta.dirname;

// Import direction (docs/CONVENTIONS): shared → nothing; client and server never meet;
// client lib/components never reach into features or app; a feature never imports another feature.
const zones = [
  { target: "./src/shared", from: ["./src/client", "./src/server"], message: "shared imports only shared." },
  { target: "./src/client", from: "./src/server", message: "client never imports server." },
  { target: "./src/server", from: "./src/client", message: "server never imports client." },
  {
    target: ["./src/client/components", "./src/client/lib"],
    from: ["./src/client/features", "./src/client/app"],
    message: "components and lib never import features or app.",
  },
  { target: "./src/client/features", from: "./src/client/app", message: "features never import app." },
  // Server (docs/decisions/016): providers are plugged into modules, never the other way round — a
  // provider that needs a module's data receives it as a port; routes are mounted by routes.ts alone,
  // which buildApp (app.ts) calls.
  {
    target: "./src/server/providers",
    from: "./src/server/modules",
    message: "providers never import modules: take what you need as a port (decision 016).",
  },
  {
    target: `${root}/src/server/**/!(routes).ts`,
    from: `${root}/src/server/**/*.routes.ts`,
    message: "routes files are registered by routes.ts only; import the service instead.",
  },
];

/**
 * Files of one module another module may import besides its `*.service.ts`: pure helpers of the listings
 * kit (search predicates, typo correction, page meta, the answer cache, view counter and answers built
 * ahead that venues and vendors share),
 * the uploads module's image-type sniffing (June refuses non-raster images with it), the tours module's
 * time-zone arithmetic, and the inquiries module's reads (its read service, named
 * before the convention), and the guest export's CSV writer (the budget export defuses cells the same way). Each is either pure or a read another module legitimately builds on.
 */
const sharedModuleFiles = [
  "listings/listing-search.ts",
  "listings/query-correction.ts",
  "listings/listing-meta.ts",
  "listings/listing-cache.ts",
  "listings/listing-views.ts",
  "listings/listing-details.ts",
  "tours/tour-time.ts",
  "uploads/image-type.ts",
  "inquiries/inquiry-reads.ts",
  "guests/guest-export.ts",
  // The mail throttle's read (issue #17): the help desk's resend says when a verification mail is held back.
  "auth/mail-throttle.ts",
];

/** A module reaches another only through its service (or an allowed helper above). */
const moduleZones = serverModules.map((m) => ({
  target: `./src/server/modules/${m}`,
  from: `${root}/src/server/modules/**`,
  except: [
    `${root}/src/server/modules/${m}/**`,
    `${root}/src/server/modules/*/*.service.ts`,
    `${root}/src/server/modules/{${sharedModuleFiles.join(",")}}`,
  ],
  message: "a module imports another module only through its *.service.ts (decision 016).",
}));

const noBarrels = {
  group: ["**/index", "**/index.ts"],
  message: "No barrel files: import the file you mean.",
};

export default tseslint.config(
  {
    ignores: [
      "dist",
      "data",
      "drizzle",
      "node_modules",
      "test-results",
      "playwright-report",
      "*.config.js",
      ".size-limit.js",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })] },
    rules: {
      "import-x/no-cycle": ["error", { maxDepth: 10 }],
      "import-x/no-restricted-paths": ["error", { zones }],
      "no-restricted-imports": ["error", { patterns: [noBarrels] }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/only-throw-error": "off",
      // Fastify plugins and interface methods are async by contract even when their body is not.
      "@typescript-eslint/require-await": "off",
    },
  },
  {
    files: ["src/server/modules/**"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: [...zones, ...moduleZones] }] },
  },
  {
    // Every export is named where it is defined: no `export *` re-exports (no barrels, no schema barrel).
    files: ["src/server/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "ExportAllDeclaration", message: "No `export *`: import the file you mean." },
      ],
    },
  },
  {
    files: ["src/client/**/*.tsx", "src/client/**/*.ts"],
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      // One rule for when form errors come and go (issue #18): every form uses useAppForm.
      "no-restricted-imports": [
        "error",
        {
          patterns: [noBarrels],
          paths: [
            {
              name: "react-hook-form",
              importNames: ["useForm"],
              message:
                "Use useAppForm (src/client/lib/use-app-form.ts): errors clear as soon as a field is fixed.",
            },
            {
              name: "react-router",
              importNames: ["Link", "NavLink", "LinkProps", "NavLinkProps"],
              message:
                "Use src/client/lib/router-link.tsx: React Router's links carry the data router's prefetching into the first load (decision 066).",
            },
          ],
        },
      ],
    },
  },
  {
    // Font sizes come from the type scale in styles.css (docs/decisions/018), not one-off values.
    files: ["src/client/**/*.ts", "src/client/**/*.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...[
          "Literal[value=/text-\\[[0-9.]+(px|rem)\\]/]",
          "TemplateElement[value.raw=/text-\\[[0-9.]+(px|rem)\\]/]",
        ].map((selector) => ({
          selector,
          message:
            "One-off font size: use a step of the type scale (text-body, text-lead…; src/client/styles.css).",
        })),
      ],
    },
  },
  {
    files: ["src/client/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A region that scrolls sideways (the venue comparison) must take focus so the keyboard can scroll it.
      "jsx-a11y/no-noninteractive-tabindex": [
        "error",
        { tags: [], roles: ["tabpanel", "region"], allowExpressionValues: true },
      ],
    },
  },
  {
    // Each feature folder may not import a sibling feature.
    files: ["src/client/features/*/**"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            ...zones,
            ...features.map((f) => ({
              target: `./src/client/features/${f}`,
              from: "./src/client/features",
              except: [`./${f}`],
              message: "A feature never imports another feature; compose them in app/routes.",
            })),
          ],
        },
      ],
    },
  },
);
