import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseTimeScale } from '../support/time-scale';

describe('TEST_TIME_SCALE', () => {
  it('is 1 when unset or empty, and the number given otherwise', () => {
    expect(parseTimeScale(undefined)).toBe(1);
    expect(parseTimeScale('')).toBe(1);
    expect(parseTimeScale('3')).toBe(3);
    expect(parseTimeScale('1.5')).toBe(1.5);
  });

  it('refuses what is no number from 1 to 10, naming the variable', () => {
    for (const bad of ['three', '0.5', '0', '-2', '11', 'Infinity']) {
      expect(() => parseTimeScale(bad), bad).toThrow(/TEST_TIME_SCALE must be a number from 1 to 10/);
    }
  });
});

/** Test files of the unit runs (the browser journeys have their own limits, tests/e2e). */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full.endsWith(path.join('tests', 'e2e')) ? [] : testFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The lines that close a test or hook with a limit of its own written as a number: `}, 60_000);`
 * whose block opened with it(, test(, describe( or a hook at the same indentation, and
 * `{ timeout: 20_000 }` on an it( line. A timer's closing (setTimeout(() => {…}, 60_000)) is no limit.
 */
function unscaledLimits(file: string, text: string): string[] {
  const lines = text.split('\n');
  const found: string[] = [];
  lines.forEach((line, i) => {
    if (/^\s*(it|test)\(.*\{ timeout: \d[\d_]* \}/.test(line)) found.push(`${file}:${i + 1}`);
    const close = /^(\s*)\}, \d[\d_]*\);\s*$/.exec(line);
    if (!close) return;
    const indent = close[1]!;
    const opener = lines
      .slice(0, i)
      .reverse()
      .find((l) => l.startsWith(indent) && /^[^\s})\]]/.test(l.slice(indent.length)));
    if (opener && /^\s*(it|test|describe|beforeAll|afterAll|beforeEach|afterEach)\b/.test(opener)) found.push(`${file}:${i + 1}`);
  });
  return found;
}

describe("tests' own limits", () => {
  it('are scaled (scaledMs): beside the journeys a test waiting for a core gets the same room as one with the default limit', () => {
    const root = path.resolve(__dirname, '..');
    const found = testFiles(root).flatMap((file) => unscaledLimits(path.relative(root, file), readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });

  it('finds a test, a describe and a hook closed with a number, and not a timer', () => {
    const text = ["it('a', async () => {", '  await x();', '}, 60_000);', "describe('b', () => {", "  it('c', () => {", '    setTimeout(() => {', '      y();', '    }, 5_000);', '  }, 20_000);', '});', "it('d', { timeout: 8000 }, () => {});"].join('\n');
    expect(unscaledLimits('f.ts', text)).toEqual(['f.ts:3', 'f.ts:9', 'f.ts:11']);
  });
});
