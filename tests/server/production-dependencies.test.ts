import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { scaledMs } from '../support/time-scale';

// A production install (npm ci --omit=dev) has only `dependencies`: every package the compiled
// server imports must be one of them (scripts/build-server.ts bundles our code, packages stay
// imports), and the browser's packages need not be (the build bundles them into dist/client).
const root = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };

async function serverPackages(): Promise<string[]> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['src/server/main.ts', 'src/server/services/ical/parse-worker.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    write: false,
    metafile: true,
    outdir: path.join(root, '.tmp/deps-check'),
    logLevel: 'silent',
  });
  const names = new Set<string>();
  for (const output of Object.values(result.metafile.outputs))
    for (const i of output.imports) if (i.external && !i.path.startsWith('node:')) names.add(i.path.split('/').slice(0, i.path.startsWith('@') ? 2 : 1).join('/'));
  return [...names].sort();
}

describe('production dependencies', () => {
  it('every package the compiled server imports is a dependency', async () => {
    const imported = await serverPackages();
    expect(imported).toContain('hono'); // the check sees the imports at all
    expect(imported.filter((name) => !(name in pkg.dependencies))).toEqual([]);
  }, scaledMs(60_000));

  it('the browser-only packages are development dependencies', () => {
    for (const name of ['react', 'react-dom', 'react-router', 'react-intl', 'maplibre-gl', 'mermaid', 'world-atlas', 'oidc-client-ts']) {
      expect(pkg.devDependencies[name], name).toBeDefined();
      expect(pkg.dependencies[name], name).toBeUndefined();
    }
  });
});
