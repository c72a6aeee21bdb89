import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;
type OutputAsset = Rollup.OutputAsset;

// The chunks every start loads, announced in index.html so the browser fetches them while it is
// still reading the entry script. Vite preloads the entry's static imports only; the app root
// (router and shell, src/client/app/app-root.tsx) is a dynamic import of the start, so without
// this the browser first learns of it after the entry has downloaded and run: one more round
// trip before anything of the app shows, which a phone on a slow network pays in full. (The start
// chunk, scripts/vite/start-chunk.ts, now holds the app root beside the entry's own code, which
// Vite announces itself; this stays the check that nothing of the start is left unannounced.)

/** Modules (paths from the project root) whose chunks, with their static imports, start every visit. */
export const START_MODULES = ['src/client/app/app-root.tsx'];

/**
 * Font files (their names before hashing) every page's text is set in (src/client/ui/fonts.css).
 * The browser learns of a font only once the stylesheet is parsed and a text needs it; announced
 * here it arrives alongside the stylesheet, so the swap from the fallback comes sooner.
 */
export const START_FONTS = ['inter-latin-wght-normal.woff2'];

const assetNamed = (asset: OutputAsset, name: string) =>
  (asset.names ?? []).includes(name) || (asset.originalFileNames ?? []).some((f: string) => f.endsWith(`/${name}`));

function closure(bundle: OutputBundle, roots: OutputChunk[]): { scripts: Set<string>; styles: Set<string> } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const walk = (chunk: OutputChunk) => {
    if (scripts.has(chunk.fileName)) return;
    scripts.add(chunk.fileName);
    chunk.viteMetadata?.importedCss.forEach((css: string) => styles.add(css));
    for (const file of chunk.imports) {
      const next = bundle[file];
      if (next?.type === 'chunk') walk(next);
    }
  };
  roots.forEach(walk);
  return { scripts, styles };
}

export function startPreloads(root: string, modules: string[] = START_MODULES, fonts: string[] = START_FONTS): Plugin {
  const wanted = new Set(modules.map((m) => `${root}/${m}`));
  return {
    name: 'host-portal:start-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return [];
        // The chunk holding each start module (the start chunk, scripts/vite/start-chunk.ts).
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        const roots = [...wanted].map((id) => chunks.find((c) => c.moduleIds.includes(id)));
        const missing = [...wanted].filter((_, i) => !roots[i]);
        if (missing.length) throw new Error(`start-preloads: no chunk holds ${missing.join(', ')} (moved or renamed?)`);
        // What the entry already brings (Vite preloads it itself) is not announced twice.
        const already = closure(bundle, [entry]);
        const { scripts, styles } = closure(bundle, roots as OutputChunk[]);
        const assets = Object.values(bundle).filter((a): a is OutputAsset => a.type === 'asset');
        const fontFiles = fonts.map((name) => {
          const asset = assets.find((a) => assetNamed(a, name));
          if (!asset) throw new Error(`start-preloads: no asset for the font ${name} (src/client/ui/fonts.css changed?)`);
          return asset.fileName;
        });
        return [
          ...[...scripts].filter((f) => !already.scripts.has(f)).map((f) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${f}` }, injectTo: 'head' as const })),
          ...[...styles].filter((f) => !already.styles.has(f)).map((f) => ({ tag: 'link', attrs: { rel: 'preload', as: 'style', href: `/${f}` }, injectTo: 'head' as const })),
          // Fonts are fetched in CORS mode even from the same origin, so the preload needs crossorigin
          // or the browser fetches the file twice.
          ...fontFiles.map((f) => ({ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: true, href: `/${f}` }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}
