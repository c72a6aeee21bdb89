import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { machines } from '../../machines/index';
import { transitionPaths } from '../../machines/paths';
import { coverPaths } from '../../machines/tester-paths';

// `npm run paths`: the cover set is the default, as a tester's list (md) or a spreadsheet (csv).
const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/paths.ts', ...args], { encoding: 'utf8', timeout: 60_000 });

describe('npm run paths', () => {
  it('lists the cover set by default, with ids, tags, expected results and the ignored events per state', () => {
    const r = run('request-decision');
    expect(r.status).toBe(0);
    const count = coverPaths(machines['request-decision'], transitionPaths(machines['request-decision'])).length;
    expect(r.stdout).toContain(`${count} cover paths`);
    expect(r.stdout.match(/^## request-decision-[0-9a-f]{6}: /gm)).toHaveLength(count);
    expect(r.stdout).toMatch(/\*Expected:\*/);
    expect(r.stdout).toMatch(/^Tags: .*needs-fault/m);
    expect(r.stdout).toContain('| state | events |');
  });

  it('writes CSV with one row per path', () => {
    const r = run('session', '--format', 'csv');
    expect(r.status).toBe(0);
    const count = coverPaths(machines.session, transitionPaths(machines.session)).length;
    expect(r.stdout.startsWith('\uFEFFid,title,tags,preconditions,steps,expected results\r\n')).toBe(true);
    expect(r.stdout.match(/^session-[0-9a-f]{6},/gm)).toHaveLength(count);
  });

  it('refuses an unknown kind, naming the choices', () => {
    const r = run('session', '--kind', 'every');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--kind must be cover, transitions, simple or shortest');
  });
});
