import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The repository has to be readable on its own: comments, test titles, log strings and docs say
// what a thing is or why, and never point to a work-tracking ticket a newcomer cannot open.

const repoRoot = path.resolve(__dirname, '../..');
const thisFile = path.relative(repoRoot, __filename);
const scannedDirs = ['src', 'machines', 'tests', 'scripts', 'docs'];
const skippedDirs = new Set(['node_modules', 'dist']);
const binaryExtensions = new Set(['.jpg', '.jpeg', '.png', '.gif', '.webp', '.avif', '.ico', '.webm', '.mp4', '.woff', '.woff2', '.ttf', '.pdf', '.zip', '.gz']);
// /\bissue\s+\d+/i, also when a comment's line break (and its // or * or #) falls in between.
const ticketReference = /\bissue\s+(?:(?:\/\/|\*|#)\s*)?\d+/gi;

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
});
