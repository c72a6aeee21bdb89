import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The UI font (ARCHITECTURE.md, Visual language): Inter, self-hosted, latin subset only, behind a
// metric-matched fallback so its arrival moves no line. Read as text, like css-tokens.test.ts.
const ui = path.resolve(import.meta.dirname, '../../src/client/ui');
const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');
const tokens = withoutComments(readFileSync(path.join(ui, 'tokens.css'), 'utf8'));
const fonts = withoutComments(readFileSync(path.join(ui, 'fonts.css'), 'utf8'));
const main = readFileSync(path.resolve(ui, '../main.tsx'), 'utf8');

const families = (value: string) => value.split(',').map((f) => f.trim().replace(/^['"]|['"]$/g, ''));
const faces = [...fonts.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((m) => m[1]);
const prop = (face: string, name: string) => new RegExp(`(?:^|;)\\s*${name}\\s*:\\s*([^;]+)`).exec(face)?.[1].trim();

describe('the UI font', () => {
  it('the font token names Inter first, then its fallback face, then the system stack', () => {
    const value = /--font-family\s*:\s*([^;]+);/.exec(tokens)?.[1];
    expect(value).toBeDefined();
    const list = families(value!);
    expect(list.slice(0, 3)).toEqual(['Inter Variable', 'Inter fallback', 'system-ui']);
    expect(list.at(-1)).toBe('sans-serif');
  });

  it('references only the latin woff2, once, and swaps', () => {
    const urls = [...fonts.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)].map((m) => m[1]);
    expect(urls).toEqual(['@fontsource-variable/inter/files/inter-latin-wght-normal.woff2']);
    const inter = faces.find((f) => prop(f, 'font-family') === "'Inter Variable'")!;
    expect(prop(inter, 'font-display')).toBe('swap');
    expect(prop(inter, 'src')).toMatch(/format\(['"]woff2['"]\)$/);
    // The whole variable range from the one file; no other format, no other subset.
    expect(prop(inter, 'font-weight')).toBe('100 900');
  });

  it('no stylesheet of the client pulls in a fontsource stylesheet (those bring every subset)', () => {
    const client = path.resolve(ui, '..');
    const files = (readdirSync(client, { recursive: true }) as string[]).filter((f) => /\.(css|tsx?)$/.test(f));
    const naming = files.filter((f) => readFileSync(path.join(client, f), 'utf8').includes('@fontsource'));
    expect(naming).toEqual([path.join('ui', 'fonts.css')]);
    expect(main).not.toMatch(/@fontsource/);
    expect(fonts).not.toMatch(/@import/);
    expect(main.indexOf("'./ui/fonts.css'")).toBeGreaterThan(-1);
    expect(main.indexOf("'./ui/fonts.css'")).toBeLessThan(main.indexOf("'./ui/tokens.css'"));
  });

  it('the fallback face is a local Arial scaled to Inter’s measures', () => {
    const fallback = faces.find((f) => prop(f, 'font-family') === "'Inter fallback'")!;
    expect(prop(fallback, 'src')).toMatch(/^local\('Arial'\)/);
    expect(prop(fallback, 'src')).not.toMatch(/url\(/);
    for (const name of ['size-adjust', 'ascent-override', 'descent-override', 'line-gap-override']) expect(prop(fallback, name)).toMatch(/^\d+(\.\d+)?%$/);
  });
});
