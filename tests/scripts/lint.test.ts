import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { cruise, type ICruiseOptions, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { scaledMs } from '../support/time-scale';

// The linters of `npm run lint`, run here so that `npm test` fails on what they report: ESLint
// (eslint.config.js) over the whole project and dependency-cruiser (.dependency-cruiser.cjs) over
// src and machines, the import rules of ARCHITECTURE.md and no cycles. Each also shows it can fail.
const root = path.resolve(import.meta.dirname, '../..');
// Linting every file takes about a minute on two busy cores; the cache (under the ignored .tmp/)
// lets a later run read again only the files that changed.
const LINT_TIMEOUT_MS = scaledMs(240_000);

const eslint = () => new ESLint({ cwd: root, cache: true, cacheLocation: path.join(root, '.tmp/eslintcache') });

async function cruiseWithConfig(paths: string[]): Promise<ICruiseResult> {
  const options: ICruiseOptions = { ...(await extractDepcruiseOptions(path.join(root, '.dependency-cruiser.cjs'))), baseDir: root };
  const tsConfig = extractTSConfig(path.join(root, 'tsconfig.json'));
  const result = await cruise(paths, options, undefined, { tsConfig });
  return result.output as ICruiseResult;
}

const describeViolation = (v: IViolation) => `${v.rule.name}: ${[v.from, ...(v.cycle?.map((c) => c.name) ?? [v.to])].join(' → ')}`;

describe('lint', () => {
  it(
    'ESLint reports nothing in the project',
    async () => {
      const linter = eslint();
      const results = await linter.lintFiles(['.']);
      const problems = results.filter((r) => r.errorCount + r.warningCount + r.fatalErrorCount > 0);
      const formatted = problems.length ? await (await linter.loadFormatter('stylish')).format(problems) : '';
      expect(problems.length, `ESLint problems:\n${formatted}`).toBe(0);
      // The run really covered the project (a broken ignore pattern would lint nothing).
      expect(results.length).toBeGreaterThan(1000);
    },
    LINT_TIMEOUT_MS,
  );

  it('ESLint fails code that breaks a rule (an unused variable, a hook called conditionally)', async () => {
    const linter = new ESLint({ cwd: root });
    const [shared] = await linter.lintText('const unused = 1;\nexport {};\n', { filePath: path.join(root, 'src/shared/lint-probe.ts') });
    expect(shared.messages.map((m) => m.ruleId)).toContain('@typescript-eslint/no-unused-vars');
    expect(shared.errorCount).toBeGreaterThan(0);
    const hook = 'import { useState } from "react";\nexport function Probe({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n';
    const [client] = await linter.lintText(hook, { filePath: path.join(root, 'src/client/lint-probe.tsx') });
    expect(client.messages.map((m) => m.ruleId)).toContain('react-hooks/rules-of-hooks');
    // A view running a machine by itself, not through useWorkflow.
    const machine = 'import { useMachine } from "@xstate/react";\nexport const probe = useMachine;\n';
    const [view] = await linter.lintText(machine, { filePath: path.join(root, 'src/client/features/lint-probe.tsx') });
    expect(view.messages.map((m) => m.ruleId)).toContain('no-restricted-imports');
  });

  it(
    'dependency-cruiser finds no cycle and no import across the layers in src and machines',
    async () => {
      const result = await cruiseWithConfig(['src', 'machines']);
      expect(result.summary.violations.map(describeViolation), 'dependency violations').toEqual([]);
      expect(result.summary.totalCruised).toBeGreaterThan(1000);
    },
    LINT_TIMEOUT_MS,
  );

  it('dependency-cruiser fails an import cycle (tests/scripts/fixtures/cycle)', async () => {
    const result = await cruiseWithConfig(['tests/scripts/fixtures/cycle']);
    expect(result.summary.violations.map((v) => v.rule.name)).toContain('no-circular');
  });
});
