// The linter run by `npm run lint` and by tests/scripts/lint.test.ts (part of `npm test`).
// typescript-eslint's plain `recommended` preset, not the type-checked ones: those build a
// TypeScript program for every file and would add minutes to the test run.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { defineConfig } from 'eslint/config';

export default defineConfig(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      'data/**',
      '.data-test/**',
      '.tmp/**',
      // A deliberate import cycle: the fixture that proves the cycle check can fail (tests/scripts/lint.test.ts).
      'tests/scripts/fixtures/cycle/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      // A leading underscore marks a name kept on purpose: a callback's unused parameter, or a
      // property taken out of an object so that the rest can be passed on (`{ a: _a, ...rest }`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Off in the two chart factories: a shared chart's `assign` is used by several workflows whose
    // context and events differ, and xstate's action types are invariant in both, so no type but
    // `any` fits every workflow there; each chart is type-checked where its workflow's
    // `createMachine` receives it (machines/request-decision and machines/inquiry-decision,
    // machines/listing-wizard and machines/verification-flow).
    files: ['machines/decision/decision-chart.ts', 'machines/step-flow/step-flow-chart.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    // Off in the server and end-to-end tests and their helpers only: they read the JSON of answers
    // and database rows as `any` on purpose, to check the shape on the wire field by field rather
    // than trust the types the code declares (tests/server/insights.test.ts, tests/support/api.ts,
    // tests/e2e/support/api.ts and about twenty more files).
    files: ['tests/server/**', 'tests/support/**', 'tests/e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The browser side: the app, its tests (a DOM per file) and the sign-out page's script.
    files: ['src/client/**', 'tests/client/**', 'tests/support/**', 'tests/e2e/**', 'src/server/auth/pages/*.js'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // The two rules of hooks proper. The plugin's other recommended rules run the React Compiler's
    // analysis over every component, which was 80 % of the linter's time (about 35 s of CPU on a
    // fresh clone, in every `npm test`) for reports about patterns this code uses on purpose.
    files: ['src/client/**/*.{ts,tsx}', 'tests/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // One way to run a workflow in a view: useWorkflow or useWorkflowActor (ARCHITECTURE.md,
    // "Machines in views"), which make the machine once and list it on the machines page. One
    // router: the portal's own (src/client/router).
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/app/use-workflow.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@xstate/react',
              importNames: ['useMachine', 'useActorRef'],
              message: 'Run a workflow with useWorkflow or useWorkflowActor (src/client/app/use-workflow.ts).',
            },
            {
              name: 'react-router',
              message: "Use the portal's router (src/client/router): react-router is only the tests' oracle for its matching.",
            },
            {
              name: 'react-intl',
              message: "Use the portal's texts (src/client/i18n/intl.tsx): react-intl is only the tests' oracle for its formatting.",
            },
          ],
        },
      ],
    },
  },
);
