import { describe, expect, it } from 'vitest';
import { startPreloads } from '../../scripts/vite/start-preloads';

// index.html announces the chunks every start loads (the app root and what it imports) besides
// the entry's own, which Vite announces itself: each once, scripts as modulepreload, styles as preload.

const ROOT = '/repo';
const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null, css: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  facadeModuleId,
  viteMetadata: { importedCss: new Set(css), importedAssets: new Set<string>() },
});

function tagsFor(bundle: Record<string, ReturnType<typeof chunk>>, entry: ReturnType<typeof chunk>) {
  const plugin = startPreloads(ROOT);
  const hook = plugin.transformIndexHtml as { handler: (html: string, ctx: unknown) => { attrs: Record<string, unknown> }[] };
  return hook.handler('<html></html>', { bundle, chunk: entry }).map((t) => `${t.attrs.rel} ${t.attrs.href}`);
}

describe('start preloads', () => {
  const react = chunk('assets/react.js', []);
  const entry = chunk('assets/index.js', ['assets/react.js'], `${ROOT}/src/client/main.tsx`);
  const router = chunk('assets/router.js', ['assets/react.js']);
  const appRoot = chunk('assets/app-root.js', ['assets/router.js', 'assets/react.js'], `${ROOT}/src/client/app/app-root.tsx`, ['assets/app-root.css']);
  const page = chunk('assets/calendar-page.js', ['assets/router.js'], `${ROOT}/src/client/features/calendar/calendar-page.tsx`);

  it('announces the app root and its imports, not what the entry brings nor other pages', () => {
    const bundle = Object.fromEntries([react, entry, router, appRoot, page].map((c) => [c.fileName, c]));
    expect(tagsFor(bundle, entry)).toEqual(['modulepreload /assets/app-root.js', 'modulepreload /assets/router.js', 'preload /assets/app-root.css']);
  });

  it('fails the build when the app root is no chunk of its own any more, rather than announce nothing', () => {
    const bundle = Object.fromEntries([react, entry, router, page].map((c) => [c.fileName, c]));
    expect(() => tagsFor(bundle, entry)).toThrow(/app-root\.tsx/);
  });
});
