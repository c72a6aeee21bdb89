import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The repository has to be readable on its own: comments, test titles, log strings and docs say
// what a thing is or why, and never point to a work-tracking ticket a newcomer cannot open. A
// section sign names its document (HC for hosting-core, AS for account-and-shell) and a section
// SPEC.md has a heading for, so every reference resolves inside the repository.

const repoRoot = path.resolve(__dirname, '../..');
const thisFile = path.relative(repoRoot, __filename);
const scannedDirs = ['src', 'machines', 'tests', 'scripts', 'docs'];
const skippedDirs = new Set(['node_modules', 'dist']);
const binaryExtensions = new Set(['.jpg', '.jpeg', '.png', '.gif', '.webp', '.avif', '.ico', '.webm', '.mp4', '.woff', '.woff2', '.ttf', '.pdf', '.zip', '.gz']);
// /\bissue\s+\d+/i, also when a comment's line break (and its // or * or #) falls in between.
const ticketReference = /\bissue\s+(?:(?:\/\/|\*|#)\s*)?\d+/gi;

// SPEC.md is the table the references resolve against (its ids, headings and quotes use the sign
// in their own ways); no other scanned file reads the sign as data.
const sectionSignExempt = new Set(['SPEC.md']);
// Any section sign followed by a digit; a standard's own section (RFC 5545 §3.6.1) is not ours.
const sectionSign = /(?<!RFC \d+ )§(?=\d)/g;
const namedSection = /^(HC|AS) §(\d+)(?:\.(\d+))?(?![\d.]\d)/;

/** The sections of SPEC.md: "HC 5" for each `## HC §5` heading, "AS 2.10" for each `[§2.10]` of an AS row. */
function knownSections(specMd: string): Set<string> {
  const known = new Set<string>();
  for (const match of specMd.matchAll(/^## (HC|AS) §(\d+) /gm)) known.add(`${match[1]} ${match[2]}`);
  for (const match of specMd.matchAll(/^\| (HC|AS)-\d+[^|]*\| \[§(\d+\.\d+)\]/gm)) known.add(`${match[1]} ${match[2]}`);
  return known;
}

/** Every section reference that does not name its document and a section SPEC.md has, as "file:line: the line". */
function unresolvedSections(file: string, text: string, known: Set<string>): string[] {
  const lines = text.split('\n');
  return [...text.matchAll(sectionSign)].flatMap((match) => {
    const named = namedSection.exec(text.slice(Math.max(0, match.index - 3), match.index + 12));
    const resolved =
      named !== null &&
      match.index >= 3 &&
      known.has(`${named[1]} ${named[2]}`) &&
      (named[3] === undefined || known.has(`${named[1]} ${named[2]}.${named[3]}`));
    if (resolved) return [];
    const line = text.slice(0, match.index).split('\n').length;
    return [`${file}:${line}: ${lines[line - 1].trim()}`];
  });
}

function filesUnder(dir: string): string[] {
  if (!existsSync(path.join(repoRoot, dir))) return [];
  return readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return skippedDirs.has(entry.name) ? [] : filesUnder(relative);
    return entry.isFile() ? [relative] : [];
  });
}

function scannedFiles(): string[] {
  const topLevelDocs = readdirSync(repoRoot, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => entry.name);
  return [...topLevelDocs, ...scannedDirs.flatMap(filesUnder)].filter(
    (file) => file !== thisFile && !binaryExtensions.has(path.extname(file).toLowerCase()),
  );
}

/** Every ticket reference in the text, as "file:line: the line". */
function ticketReferences(file: string, text: string): string[] {
  const lines = text.split('\n');
  return [...text.matchAll(ticketReference)].map((match) => {
    const line = text.slice(0, match.index).split('\n').length;
    return `${file}:${line}: ${lines[line - 1].trim()}`;
  });
}

describe('the repository stands alone', () => {
  // The samples are built, so that this file holds no reference itself.
  it('finds a ticket reference, also across a line break', () => {
    expect(ticketReferences('a.ts', `// ok\n// see Issue ${7} part 2\n`)).toEqual([`a.ts:2: // see Issue ${7} part 2`]);
    expect(ticketReferences('b.ts', `// (issue\n// ${9})`)).toEqual(['b.ts:1: // (issue']);
    expect(ticketReferences('c.ts', `/**\n * (issue\n * ${9} part 5)\n */`)).toEqual(['c.ts:2: * (issue']);
    expect(ticketReferences('d.ts', "addIssue({ message }); 'property-information-issue'; HC §3")).toEqual([]);
  });

  it('finds a section reference without its document or with a section SPEC.md does not have', () => {
    const sign = String.fromCharCode(0xa7);
    const known = knownSections(
      [`## HC ${sign}5 Validation rules`, `## AS ${sign}2 Screens and routes`, `| AS-2.3 | [${sign}2.10] Notifications | \`a\` | | done |`].join('\n'),
    );
    expect([...known].sort()).toEqual(['AS 2', 'AS 2.10', 'HC 5']);
    const sample = [
      `// bare (${sign}5)`,
      `// spec ${sign}5: the rule`,
      `// named HC ${sign}5 and AS ${sign}2.10, AS ${sign}2`,
      `// no such section: HC ${sign}7, AS ${sign}2.11, AS ${sign}5`,
      `// another standard: RFC 5545 ${sign}3.6.1; a law: ${sign} 147 AO`,
    ].join('\n');
    expect(unresolvedSections('e.ts', sample, known)).toEqual([
      `e.ts:1: // bare (${sign}5)`,
      `e.ts:2: // spec ${sign}5: the rule`,
      `e.ts:4: // no such section: HC ${sign}7, AS ${sign}2.11, AS ${sign}5`,
      `e.ts:4: // no such section: HC ${sign}7, AS ${sign}2.11, AS ${sign}5`,
      `e.ts:4: // no such section: HC ${sign}7, AS ${sign}2.11, AS ${sign}5`,
    ]);
  });

  it('scans the source, machines, tests, scripts, docs and top-level notes', () => {
    const files = scannedFiles();
    expect(files).toContain('SPEC.md');
    expect(files.some((file) => file.startsWith(`src${path.sep}`))).toBe(true);
    expect(files.some((file) => file.startsWith(`tests${path.sep}`))).toBe(true);
    expect(files).not.toContain(thisFile);
  });

  it('has no reference to a work-tracking issue in any file', () => {
    const offending = scannedFiles().flatMap((file) => {
      const bytes = readFileSync(path.join(repoRoot, file));
      if (bytes.includes(0)) return []; // binary
      return ticketReferences(file, bytes.toString('utf8'));
    });
    expect(offending, `say what the thing is or why instead:\n${offending.join('\n')}`).toEqual([]);
  });

  it('names the document of every section reference (HC or AS), and a section SPEC.md has', () => {
    const known = knownSections(readFileSync(path.join(repoRoot, 'SPEC.md'), 'utf8'));
    expect(known.has('HC 9') && known.has('AS 2.10')).toBe(true);
    const offending = scannedFiles()
      .filter((file) => !sectionSignExempt.has(file))
      .flatMap((file) => {
        const bytes = readFileSync(path.join(repoRoot, file));
        if (bytes.includes(0)) return []; // binary
        return unresolvedSections(file, bytes.toString('utf8'), known);
      });
    expect(offending, `write HC §N or AS §N (a section SPEC.md has):\n${offending.join('\n')}`).toEqual([]);
  });
});
