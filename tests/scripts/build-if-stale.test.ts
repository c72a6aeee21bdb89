import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// npm start's first step (scripts/build-if-stale.mjs) in a made-up project: a fake build command
// that writes the outputs and counts its runs stands in for `npm run build`.
const script = path.resolve('scripts/build-if-stale.mjs');

describe('build-if-stale', () => {
  let root = '';
  const builds = () => (existsSync(path.join(root, 'builds.log')) ? readFileSync(path.join(root, 'builds.log'), 'utf8').split('\n').filter(Boolean).length : 0);
  const run = () =>
    execFileSync('node', [script], {
      env: { ...process.env, BUILD_ROOT: root, BUILD_COMMAND: 'node fake-build.mjs' },
      encoding: 'utf8',
    }).trim();
  const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);
  const write = (file: string, text: string, time = ago(60)) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
    utimesSync(path.join(root, file), time, time);
    utimesSync(path.dirname(path.join(root, file)), time, time);
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'build-if-stale-'));
    writeFileSync(
      path.join(root, 'fake-build.mjs'),
      `import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
mkdirSync('dist/client', { recursive: true });
mkdirSync('dist/server', { recursive: true });
writeFileSync('dist/client/index.html', '');
writeFileSync('dist/server/main.mjs', '');
appendFileSync('builds.log', 'built\\n');`,
    );
    write('src/server/main.ts', 'export {};');
    write('src/client/main.tsx', 'export {};');
    write('index.html', '<!doctype html>');
    write('package-lock.json', '{}');
    utimesSync(path.join(root, 'src'), ago(60), ago(60));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds when there is no stamp, and stamps', () => {
    expect(run()).toMatch(/building \(.*\)[\s\S]*build: built$/);
    expect(builds()).toBe(1);
    expect(existsSync(path.join(root, 'dist/.build-stamp'))).toBe(true);
  });

  it('does not build when the stamp is newer than every input', () => {
    run();
    expect(run()).toBe('build: up to date');
    expect(run()).toBe('build: up to date');
    expect(builds()).toBe(1);
  });

  it('builds again after an input changes, deep in src or at the top', () => {
    run();
    // The last build 30 s ago, an edit 20 s ago; then a build 15 s ago and an edit 10 s ago.
    utimesSync(path.join(root, 'dist/.build-stamp'), ago(30), ago(30));
    write('src/server/main.ts', 'export const changed = 1;', ago(20));
    expect(run()).toMatch(/building \(src changed since the last build\)/);
    expect(builds()).toBe(2);
    expect(run()).toBe('build: up to date');

    utimesSync(path.join(root, 'dist/.build-stamp'), ago(15), ago(15));
    write('package-lock.json', '{"changed":true}', ago(10));
    expect(run()).toMatch(/building \(package-lock.json changed/);
    expect(builds()).toBe(3);
  });

  it('builds when an output is missing, whatever the stamp says', () => {
    run();
    rmSync(path.join(root, 'dist/server/main.mjs'));
    expect(run()).toMatch(/building \(dist\/server\/main.mjs is missing\)/);
    expect(builds()).toBe(2);
  });

  it('a failed build leaves no stamp, and start stops', () => {
    writeFileSync(path.join(root, 'fake-build.mjs'), 'process.exit(3);');
    expect(() => run()).toThrow();
    expect(existsSync(path.join(root, 'dist/.build-stamp'))).toBe(false);
  });

  it('--stamp (the end of npm run build) marks the build up to date', () => {
    execFileSync('node', ['fake-build.mjs'], { cwd: root });
    execFileSync('node', [script, '--stamp'], { env: { ...process.env, BUILD_ROOT: root } });
    expect(run()).toBe('build: up to date');
    expect(builds()).toBe(1);
  });
});
