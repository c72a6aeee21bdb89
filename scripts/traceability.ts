// npm run spec:trace — the state of SPEC.md: done, partial and n/a per document and section, the
// partial rows with what is missing, and every problem the traceability test would report.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  checkCitations,
  checkCoverage,
  checkRows,
  countStatuses,
  DOCUMENTS,
  parseSpec,
  parseTraceTable,
  type DocumentId,
} from './lib/traceability';

const repoRoot = resolve(import.meta.dirname, '..');
const specDir = resolve(repoRoot, '../shared/spec');
const table = parseTraceTable(readFileSync(resolve(repoRoot, 'SPEC.md'), 'utf8'));
const files = {
  exists: (path: string) => existsSync(resolve(repoRoot, path)),
  read: (path: string) => {
    const full = resolve(repoRoot, path);
    return existsSync(full) && statSync(full).isFile() ? readFileSync(full, 'utf8') : null;
  },
};

const verbose = process.argv.includes('--partial');
for (const [doc, counts] of countStatuses(table.rows)) {
  console.log(`${doc} (${DOCUMENTS[doc as DocumentId]}): ${counts.done} done, ${counts.partial} partial, ${counts['n/a']} n/a`);
  const sections = [...new Set(table.rows.filter((r) => r.doc === doc).map((r) => r.section))];
  for (const section of sections) {
    const rows = table.rows.filter((r) => r.doc === doc && r.section === section);
    const partial = rows.filter((r) => r.status === 'partial');
    console.log(`  §${section}: ${rows.length} rows, ${rows.filter((r) => r.status === 'done').length} done, ${partial.length} partial`);
    if (verbose) for (const row of partial) console.log(`    ${row.id}: ${row.reason}`);
  }
}

const problems = [...checkRows(table), ...checkCitations(table.rows, files)];
if (existsSync(specDir)) {
  const specs = (Object.keys(DOCUMENTS) as DocumentId[]).flatMap((doc) => parseSpec(doc, readFileSync(resolve(specDir, DOCUMENTS[doc]), 'utf8')));
  problems.push(...checkCoverage(table.rows, specs));
} else console.log(`(${specDir} is absent: section and item coverage not checked)`);

if (problems.length) {
  console.log(`\n${problems.length} problem(s):`);
  for (const problem of problems) console.log(`  ${problem}`);
  process.exitCode = 1;
} else console.log('\nno problems');
