import { describe, expect, it } from 'vitest';
import { startPreloads } from '../../scripts/vite/start-preloads';

// index.html announces the chunks every start loads (the app root and what it imports) besides
// the entry's own, which Vite announces itself: each once, scripts as modulepreload, styles as preload.

const ROOT = '/repo';
const chunk = (fileName: string, imports: string[], moduleIds: string[] = [], css: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  moduleIds,
  viteMetadata: { importedCss: new Set(css), importedAssets: new Set<string>() },
});

const asset = (fileName: string, name: string) => ({ type: 'asset' as const, fileName, names: [name], originalFileNames: [`node_modules/some-font/files/${name}`] });
const font = asset('assets/inter-latin-wght-normal-abc123.woff2', 'inter-latin-wght-normal.woff2');

function tagsFor(bundle: Record<string, ReturnType<typeof chunk> | ReturnType<typeof asset>>, entry: ReturnType<typeof chunk>) {
  const plugin = startPreloads(ROOT);
  const hook = plugin.transformIndexHtml as { handler: (html: string, ctx: unknown) => { attrs: Record<string, unknown> }[] };
  return hook.handler('<html></html>', { bundle, chunk: entry }).map((t) => `${t.attrs.rel} ${t.attrs.href}`);
}

describe('start preloads', () => {
  const react = chunk('assets/react.js', []);
  const entry = chunk('assets/index.js', ['assets/react.js'], [`${ROOT}/src/client/main.tsx`]);
  const router = chunk('assets/router.js', ['assets/react.js']);
  const appRoot = chunk('assets/app-root.js', ['assets/router.js', 'assets/react.js'], [`${ROOT}/src/client/app/app-root.tsx`, `${ROOT}/src/client/shell/shell.tsx`], ['assets/app-root.css']);
  const page = chunk('assets/calendar-page.js', ['assets/router.js'], [`${ROOT}/src/client/features/calendar/calendar-page.tsx`]);

  it('announces the app root and its imports, not what the entry brings nor other pages', () => {
    const bundle = Object.fromEntries([react, entry, router, appRoot, page, font].map((c) => [c.fileName, c]));
    expect(tagsFor(bundle, entry)).toEqual([
      'modulepreload /assets/app-root.js',
      'modulepreload /assets/router.js',
      'preload /assets/app-root.css',
      'preload /assets/inter-latin-wght-normal-abc123.woff2',
    ]);
  });

  it('announces the UI font as a font, in CORS mode like the browser fetches it, and no other asset', () => {
    const other = asset('assets/inter-greek-wght-normal-def456.woff2', 'inter-greek-wght-normal.woff2');
    const bundle = Object.fromEntries([react, entry, router, appRoot, font, other].map((c) => [c.fileName, c]));
    const hook = startPreloads(ROOT).transformIndexHtml as { handler: (html: string, ctx: unknown) => { attrs: Record<string, unknown> }[] };
    const fonts = hook.handler('<html></html>', { bundle, chunk: entry }).filter((t) => t.attrs.as === 'font');
    expect(fonts.map((t) => t.attrs)).toEqual([{ rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: true, href: '/assets/inter-latin-wght-normal-abc123.woff2' }]);
  });

  it('fails the build when the font is no asset any more, rather than announce nothing', () => {
    const bundle = Object.fromEntries([react, entry, router, appRoot].map((c) => [c.fileName, c]));
    expect(() => tagsFor(bundle, entry)).toThrow(/inter-latin-wght-normal\.woff2/);
  });

  it('announces only the font when the app root is in the start chunk the entry imports', () => {
    const start = chunk('assets/start.js', ['assets/react.js'], [`${ROOT}/src/client/app/app-root.tsx`, `${ROOT}/src/client/shell/shell.tsx`], ['assets/start.css']);
    const entryWithStart = chunk('assets/index.js', ['assets/start.js'], [`${ROOT}/src/client/main.tsx`]);
    const bundle = Object.fromEntries([react, entryWithStart, start, page, font].map((c) => [c.fileName, c]));
    expect(tagsFor(bundle, entryWithStart)).toEqual(['preload /assets/inter-latin-wght-normal-abc123.woff2']);
  });

  it('fails the build when no chunk holds the app root any more, rather than announce nothing', () => {
    const bundle = Object.fromEntries([react, entry, router, page, font].map((c) => [c.fileName, c]));
    expect(() => tagsFor(bundle, entry)).toThrow(/app-root\.tsx/);
  });
});
