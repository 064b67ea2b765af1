// ESLint (flat config). Run by `npm run lint` and as the "lint" step of `npm test`.
// Formatting is Prettier's job (`npm run format`); nothing here is about layout.
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// The two halves share only the contract (issue 10, point 2). Paths are from the repository root;
// `#api/…` and `~/…` aliases are resolved through tsconfig.json, so an alias and a relative path
// to the same file are judged alike.
const boundaryZones = [
  {
    target: ["./app", "./server"],
    from: "./api",
    except: ["./contract"],
    message: "app/ and server/ may import only api/contract from the API half: move the shared rule into api/contract and import it from there.",
  },
  {
    target: "./api/contract",
    from: "./api",
    except: ["./contract"],
    message: "api/contract is the code both halves share and must stand alone: it may not import the rest of api/. Move what it needs into api/contract.",
  },
  {
    target: "./api",
    from: ["./app", "./server"],
    message: "api/ may not import from app/ or server/: the API runs without the web half. Move the shared rule into api/contract.",
  },
  {
    target: "./app",
    from: "./server",
    message: "server/ may import app/, never the other way round: move what app/ needs from server/ into app/ (or into api/contract if the API needs it too).",
  },
];

// Process start-up files: they own stdout/stderr, so they may print. Everything else takes a
// `log` function from its caller (or throws) instead of calling console itself.
const startUpFiles = ["server.ts", "api/main.ts", "scripts/**", "bench/**", "tests/support/oauth-provider.ts"];
// The one log module of each half: the default `log` of whatever reports, and the only other place
// that writes to the console (app/ may not import api/, so the web half has its own).
const logModules = ["api/observability/log.ts", "app/platform/observability/log.ts"];

export default defineConfig(
  {
    ignores: ["build/**", "node_modules/**", "data/**", ".cache/**", "public/**", "tests/.tmp/**", "test-results/**", "playwright-report/**"],
  },
  {
    files: ["**/*.{ts,tsx}"],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    plugins: { "import-x": importX },
    languageOptions: { ecmaVersion: 2023, sourceType: "module" },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json", alwaysTryTypes: true })],
      "import-x/extensions": [".ts", ".tsx", ".js"],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: boundaryZones }],
      // Type-only imports are erased at run time and do not count as a cycle.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "no-console": "error",
      // tsc (noUnusedLocals) already reports unused names; `_`-prefixed parameters are deliberate.
      "@typescript-eslint/no-unused-vars": ["error", { args: "after-used", argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    files: [...startUpFiles, ...logModules],
    rules: { "no-console": "off" },
  },
  {
    // Sizes of the running code (issue 29, decisions/072): a file over 400 lines or a function over
    // 120 holds more than one concern; split it by concern into files named for what they hold.
    // Seed data, migrations, fixtures and tests are data or checks, not logic, and stay out.
    files: ["app/**/*.{ts,tsx}", "api/**/*.{ts,tsx}", "server/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "**/seed/data/**", "**/migrations/**", "**/fixtures/**", "**/*.fixtures.{ts,tsx}"],
    rules: {
      "max-lines": ["error", { max: 400, skipBlankLines: true, skipComments: true }],
      "max-lines-per-function": ["error", { max: 120, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Remix asks for route manifests in the background (lazy route discovery), and a request whose
    // end Chromium never reports kept "network idle" from coming for two minutes on CI: a page is
    // ready when React has hydrated it (tests/e2e/support.ts `gotoHydrated`, `waitForPageHydration`).
    files: ["tests/e2e/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "Literal[value='networkidle']", message: "Wait for what the test needs (gotoHydrated, waitForPageHydration, an expect), not for network idle." },
      ],
    },
  },
);
