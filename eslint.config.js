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
    // Off in this one file: its shared chart's `assign` is used by several workflows whose context
    // and events differ, and xstate's action types are invariant in both, so no type but `any`
    // fits every workflow there; each chart is type-checked where its workflow's `createMachine`
    // receives it (machines/request-decision, machines/inquiry-decision).
    files: ['machines/decision/decision-chart.ts'],
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
    files: ['src/client/**/*.{ts,tsx}', 'tests/client/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // Off: a machine (or a callback handed to a library) is made once and reads the newest
      // props through a ref written during render (`latest.current = props`, as in
      // src/client/features/bookings/actions/request-actions.tsx and src/client/ui/chat/message-composer.tsx),
      // and start-up keeps what its actors loaded in refs read when the view is shown
      // (src/client/app/app-start.tsx). The rule reports every one of these (55 reports in 21 files);
      // rewriting them as state would re-render on each write and change when actors see a value.
      'react-hooks/refs': 'off',
      // Off: resetting a piece of view state after its input changed (a new page closes the
      // menu in src/client/shell/mobile-top-bar.tsx, a new search clears the selection in
      // src/client/features/properties/properties-page.tsx, a new list has no active option)
      // is done in an effect on purpose, after the commit, in 11 places; the rule reports each.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
);
