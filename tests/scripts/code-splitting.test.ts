import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from 'rolldown';
import { codeSplitting, INLINE_BELOW, NEVER_INLINED } from '../../scripts/vite/code-splitting';
import { scaledMs } from '../support/time-scale';

// The client build copies small shared chunks into the chunks reading them (scripts/vite/code-
// splitting.ts). What the app relies on is checked here on a small bundle made with the same
// options: a copied module still runs once and keeps one state (a React context or a store made
// twice would break the pages silently), and a big shared module stays a file of its own.

const dir = mkdtempSync(path.join(tmpdir(), 'code-splitting-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const files: Record<string, string> = {
  // Three pages, loaded lazily like the app's: a and b read a small counter, b and c a big table.
  'main.js': `globalThis.pages = { a: () => import('./page-a.js'), b: () => import('./page-b.js'), c: () => import('./page-c.js') };`,
  'page-a.js': `import { next, runs } from './counter.js'; export default () => [next(), runs()];`,
  'page-b.js': `import { next, runs } from './counter.js'; import { table } from './big.js'; export default () => [next(), runs(), table.length];`,
  'page-c.js': `import { table } from './big.js'; export default () => [table.length];`,
  'counter.js': `let count = 0; let evaluated = 0; evaluated += 1; export const next = () => ++count; export const runs = () => evaluated;`,
  'big.js': `export const table = ${JSON.stringify('x'.repeat(INLINE_BELOW + 1024))};`,
};
for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);

async function bundle() {
  const out = path.join(dir, 'out');
  const { output } = await build({
    cwd: dir,
    input: path.join(dir, 'main.js'),
    preserveEntrySignatures: false,
    logLevel: 'silent',
    output: { dir: out, format: 'es', codeSplitting: codeSplitting(dir) },
  });
  const chunks = output.flatMap((o) => (o.type === 'chunk' ? [{ file: o.fileName, modules: Object.keys(o.modules).map((m) => path.basename(m)) }] : []));
  return { out, chunks };
}

describe('code splitting of the client build', () => {
  it('copies a small shared module into the pages, which still share one instance of it', async () => {
    const { out, chunks } = await bundle();
    const holding = (name: string) => chunks.filter((c) => c.modules.includes(name)).map((c) => c.file);
    // Copied: the counter is in both pages' chunks, and no chunk holds it alone.
    expect(holding('counter.js').sort()).toEqual([...holding('page-a.js'), ...holding('page-b.js')].sort());
    expect(chunks.some((c) => c.modules.length === 1 && c.modules[0] === 'counter.js')).toBe(false);
    // Not copied: the big table is a chunk of its own.
    expect(holding('big.js')).toHaveLength(1);
    expect(chunks.find((c) => c.file === holding('big.js')[0])?.modules).toEqual(['big.js']);

    await import(pathToFileURL(path.join(out, 'main.js')).href);
    const pages = (globalThis as unknown as { pages: Record<'a' | 'b' | 'c', () => Promise<{ default: () => number[] }>> }).pages;
    const a = (await pages.a()).default;
    const b = (await pages.b()).default;
    const c = (await pages.c()).default;
    // One count across both copies, the module run once, the table whole.
    expect(a()).toEqual([1, 1]);
    expect(b()).toEqual([2, 1, INLINE_BELOW + 1024]);
    expect(a()).toEqual([3, 1]);
    expect(c()).toEqual([INLINE_BELOW + 1024]);
  }, scaledMs(20_000));

  it('never copies a stylesheet (Vite would emit its CSS once per copy)', () => {
    for (const id of ['/src/client/ui/button.css', '/src/client/ui/dialog.css?direct', '/x/theme.scss']) expect(NEVER_INLINED.test(id), id).toBe(true);
    for (const id of ['/src/client/ui/button.tsx', '/src/client/ui/css-tokens.ts', '/node_modules/react/index.js']) expect(NEVER_INLINED.test(id), id).toBe(false);
  });
});
