import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkCitations,
  checkCoverage,
  checkRows,
  DOCUMENTS,
  parseSpec,
  parseTraceTable,
  type DocumentId,
  type FileAccess,
} from '../../scripts/lib/traceability';

// SPEC.md traces every numbered section, list item, table row and paragraph of the two spec
// documents to the files that build it and the tests that check it. A row that cites a file or a
// test title that is gone fails here, and so does a spec item without a row.

const repoRoot = path.resolve(__dirname, '../..');
const specDir = path.resolve(repoRoot, '../shared/spec');
const specPresent = existsSync(specDir);
const table = parseTraceTable(readFileSync(path.join(repoRoot, 'SPEC.md'), 'utf8'));
const repoFiles: FileAccess = {
  exists: (p) => existsSync(path.join(repoRoot, p)),
  read: (p) => {
    const full = path.join(repoRoot, p);
    return existsSync(full) && statSync(full).isFile() ? readFileSync(full, 'utf8') : null;
  },
};

describe('SPEC.md', () => {
  it('has rows for both documents', () => {
    expect(table.rows.filter((r) => r.doc === 'HC').length).toBeGreaterThan(50);
    expect(table.rows.filter((r) => r.doc === 'AS').length).toBeGreaterThan(50);
  });

  it('has well-formed ids, known statuses, a reason for every partial and n/a row, no repeated id, and true summary counts', () => {
    expect(checkRows(table)).toEqual([]);
  });

  it('cites only files and folders that exist, and test titles found in the cited test files', () => {
    expect(checkCitations(table.rows, repoFiles)).toEqual([]);
  });

  it.skipIf(!specPresent)(`has a row for every numbered section and every item of ../shared/spec${specPresent ? '' : ' (skipped: ../shared/spec is absent)'}`, () => {
    const specs = (Object.keys(DOCUMENTS) as DocumentId[]).flatMap((doc) =>
      parseSpec(doc, readFileSync(path.join(specDir, DOCUMENTS[doc]), 'utf8')),
    );
    expect(specs.length).toBeGreaterThanOrEqual(18);
    expect(checkCoverage(table.rows, specs)).toEqual([]);
  });
});

describe('the checker itself', () => {
  const bad = [
    '| Document | Rows | done | partial | n/a |',
    '|---|---|---|---|---|',
    '| hosting-core.md (HC) | 3 | 3 | 0 | 0 |',
    '',
    '| Id | Spec | Implemented in | Checked by | Status |',
    '|---|---|---|---|---|',
    '| HC-1 | What the product does | `src/real.ts` | `tests/real.test.ts > checks the rule` | done |',
    '| HC-1.1 | Create properties | `src/missing.ts` | `tests/real.test.ts > a title nobody wrote` | done |',
    '| HC-1.2 | Set nightly price | `src/*.ts` | `tests/gone.test.ts` | finished |',
    '| HC-1.2 | Manage a calendar | `src/real.ts` | | partial |',
    '| HC-1.x | Odd | `src/real.ts` | | n/a: not shown |',
  ].join('\n');
  const fakeFiles: FileAccess = {
    exists: (p) => ['src/real.ts', 'tests/real.test.ts', 'src'].includes(p),
    read: (p) => (p === 'tests/real.test.ts' ? "describe('rules', () => { it('checks the rule', () => {}); });" : null),
  };
  const parsed = parseTraceTable(bad);

  it('reports a bad status, a partial row without a reason, a repeated id, a malformed id and wrong counts', () => {
    const problems = checkRows(parsed).join('\n');
    expect(problems).toContain('status "finished" is not done, partial or n/a');
    expect(problems).toContain('HC-1.2 (line 10): a partial row must say why');
    expect(problems).toContain('HC-1.2 (line 10): id repeats the row of line 9');
    expect(problems).toContain('id "HC-1.x" does not follow the scheme');
    expect(problems).toMatch(/summary HC: rows says 3, the rows give 4; done says 3, the rows give 2; partial says 0, the rows give 1/);
  });

  it('reports a missing file, a glob, a missing test file and a title not in the test file', () => {
    const problems = checkCitations(parsed.rows, fakeFiles).join('\n');
    expect(problems).toContain('"src/missing.ts" does not exist');
    expect(problems).toContain('"src/*.ts" globs are not allowed');
    expect(problems).toContain('"tests/gone.test.ts" does not exist');
    expect(problems).toContain('no test title in "tests/real.test.ts" contains "a title nobody wrote"');
    expect(problems).not.toContain('checks the rule');
  });

  it('finds titles of it, test, describe, .each and test.describe calls, over several lines and with escaped quotes', () => {
    const rows = parseTraceTable(
      [
        '| HC-1 | x | `a.ts` | `t.test.ts > host\'s own`, `t.test.ts > table %s`, `t.test.ts > grouped`, `t.test.ts > spread` | done |',
      ].join('\n'),
    ).rows;
    const source = [
      "it('the host\\'s own unit', () => {});",
      "it.each(['a', 'b'])('table %s', () => {});",
      "test.describe('grouped journeys', () => {});",
      'describe(',
      '  `spread over lines`,',
      '  () => {},',
      ');',
      "const notATitle = 'plain string';",
    ].join('\n');
    const files: FileAccess = { exists: () => true, read: () => source };
    expect(checkCitations(rows, files)).toEqual([]);
    const wrong = parseTraceTable('| HC-1 | x | `a.ts` | `t.test.ts > plain string` | done |').rows;
    expect(checkCitations(wrong, files)).toEqual(['HC-1 (line 1): no test title in "t.test.ts" contains "plain string"']);
  });

  it('reports a section without a row, an item without a row, a stale row and a quote from another item', () => {
    const spec = [
      '# Title',
      '',
      '## 1. What the product does',
      '',
      'Audience: hosts.',
      '- Create properties.',
      '- Set nightly price.',
      '',
      '| Item | Value |',
      '|---|---|',
      '| Locale | en-US |',
      '',
      '## 2. Screens',
      '- /listing',
    ].join('\n');
    const specs = parseSpec('HC', spec);
    expect(specs.map((s) => s.items.map((i) => i.id))).toEqual([['HC-1.p1', 'HC-1.1', 'HC-1.2', 'HC-1.t1'], ['HC-2.1']]);
    const rows = parseTraceTable(
      [
        '| HC-1 | What the product does | `a` | | done |',
        '| HC-1.p1 | Audience: hosts | `a` | | done |',
        '| HC-1.1 | Set nightly price | `a` | | done |',
        '| HC-1.t1 | Locale \\| en-US | `a` | | done |',
        '| HC-1.9 | Gone | `a` | | done |',
      ].join('\n'),
    ).rows;
    const problems = checkCoverage(rows, specs).join('\n');
    expect(problems).toContain('HC-2 (Screens): the section has no row');
    expect(problems).toContain('HC-1.2: no row for "Set nightly price."');
    expect(problems).toContain('HC-2.1: no row for "/listing"');
    expect(problems).toContain('HC-1.9 (line 5): the spec has no such section or item');
    expect(problems).toContain('HC-1.1 (line 3): the quote "Set nightly price" is not in the spec item "Create properties."');
    expect(problems).toContain('HC-2: 1 list items and table rows in the spec, 0 rows here');
    expect(problems).not.toContain('HC-1.t1');
  });
});
