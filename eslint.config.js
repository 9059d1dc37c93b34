// One lint config for the whole tree (ESLint flat config): TypeScript's recommended
// rules, React's hooks rules, one import order, and no import cycles (docs/decisions/0024-layout-by-concern.md).
import js from "@eslint/js";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: ["build/", "node_modules/", ".react-router/", "data/pglite/", "test-results/", "playwright-report/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks, "import-x": importX },
    // Resolves the `#app/*`-style subpath imports of package.json, so no-cycle follows them.
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs"] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "import-x/order": [
        "error",
        {
          groups: ["builtin", "external", "internal", "parent", "sibling", "index"],
          pathGroups: [
            { pattern: "#*/**", group: "internal" },
            { pattern: "#domain", group: "internal" },
          ],
          "newlines-between": "never",
          alphabetize: { order: "asc", caseInsensitive: true },
        },
      ],
      "import-x/no-duplicates": "error",
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      // The floors: server → app → transfer → pictures → data → domain; no import runs back up.
      // Tests may reach down into any floor for fixtures (data's tests import a stud from transfer/).
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            { target: "./domain", from: ["./data", "./transfer", "./pictures", "./app", "./server", "./scripts"] },
            { target: "./data/**/!(*.test).ts", from: ["./transfer", "./pictures", "./app", "./server", "./scripts"] },
            { target: "./pictures", from: ["./transfer", "./app", "./server", "./scripts"] },
            { target: "./transfer", from: ["./app", "./server", "./scripts"] },
            { target: "./app", from: ["./server", "./scripts"] },
          ],
        },
      ],
    },
  },
);
