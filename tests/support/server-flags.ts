import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Node's flags for the compiled server as `npm start` gives them (package.json's start script,
 * `node <flags> dist/server/main.mjs`; the Dockerfile repeats them). The benchmarks start the
 * server with the same flags, so they measure what hosts run.
 */
export function serverNodeFlags(root: string): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const match = /\bnode((?:\s+--\S+)*)\s+dist\/server\/main\.mjs\b/.exec(scripts.start ?? '');
  if (!match) throw new Error("package.json's start script does not run `node [flags] dist/server/main.mjs`");
  return match[1]!.trim().split(/\s+/).filter(Boolean);
}
