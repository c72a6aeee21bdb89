import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverNodeFlags } from '../support/server-flags';

// Node's flags for the compiled server are said twice, in package.json's start script and in the
// Dockerfile's CMD; the benchmarks and the journeys read them from the start script.
const root = path.resolve(import.meta.dirname, '../..');

describe("the server's Node flags", () => {
  it('are read from the start script, and the Dockerfile starts the server with the same ones', () => {
    const flags = serverNodeFlags(root);
    expect(flags).toContain('--max-semi-space-size=64');
    const cmd = /^CMD (\[.*\])$/m.exec(readFileSync(path.join(root, 'Dockerfile'), 'utf8'));
    expect(cmd, 'the Dockerfile has a CMD in exec form').not.toBeNull();
    expect(JSON.parse(cmd![1]!)).toEqual(['node', ...flags, 'dist/server/main.mjs']);
  });

  it('are flags this Node accepts', () => {
    // A flag Node does not know stops it with "bad option" before any code runs.
    const flags = serverNodeFlags(root);
    const seen = execFileSync(process.execPath, [...flags, '-e', 'process.stdout.write(JSON.stringify(process.execArgv))'], { encoding: 'utf8' });
    expect(JSON.parse(seen).slice(0, flags.length)).toEqual(flags);
    expect(() => execFileSync(process.execPath, ['--no-such-flag-here', '-e', '0'], { stdio: 'ignore' })).toThrow();
  });

  it('are none when the start script gives none, and an error when it no longer starts the server', () => {
    const project = mkdtempSync(path.join(tmpdir(), 'server-flags-'));
    try {
      writeFileSync(path.join(project, 'package.json'), JSON.stringify({ scripts: { start: 'node scripts/build-if-stale.mjs && node dist/server/main.mjs' } }));
      expect(serverNodeFlags(project)).toEqual([]);
      writeFileSync(path.join(project, 'package.json'), JSON.stringify({ scripts: { start: 'tsx src/server/main.ts' } }));
      expect(() => serverNodeFlags(project)).toThrow(/start script/);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});
