import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHarness } from '../support/api';
import { operations } from '../../src/server/openapi/operations';
import { scaledMs } from '../support/time-scale';

// The served OpenAPI document, fed to the tools its users run: Redocly's linter and
// openapi-typescript (the usual generator of TypeScript client types).

let h: Awaited<ReturnType<typeof apiHarness>>;
let doc: any;
let dir: string;
beforeAll(async () => {
  h = await apiHarness();
  doc = (await h.call('GET', '/api/openapi.json')).json;
  dir = await mkdtemp(path.join(tmpdir(), 'openapi-tools-'));
});
afterAll(async () => {
  await h.close();
  await rm(dir, { recursive: true, force: true });
});

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

// Warnings the recommended rules give this API by design: no license (a private API), a localhost
// server URL (the test harness's public URL), two path pairs under /api/app/subscription that only
// their literal segment tells apart, and operations without input or required credential that
// declare no 4xx (some do answer 404; those answers are not documented yet).
const knownWarnings = ['info-license', 'no-server-example.com', 'no-ambiguous-paths', 'operation-4xx-response'];

describe('OpenAPI document in real tools', () => {
  it('passes redocly lint with the recommended rules: no errors', async () => {
    const file = path.join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(doc));
    const cli = path.resolve('node_modules/@redocly/cli/bin/cli.js');
    // --extends=recommended: the built-in rules, whatever config file lies around. No rule is turned off.
    const args = [cli, 'lint', file, '--extends=recommended', '--format=json', '--max-problems=10000'];
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' };
    // The CLI exits 1 when it finds errors; its JSON report is on stdout either way.
    const stdout = await promisify(execFile)(process.execPath, args, { env, maxBuffer: 64 * 1024 * 1024 }).then(
      (r) => r.stdout,
      (e: { stdout?: string }) => e.stdout ?? '',
    );
    const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number }; problems: LintProblem[] };
    const errors = report.problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
    expect([...new Set(report.problems.map((p) => p.ruleId))].filter((r) => !knownWarnings.includes(r))).toEqual([]);
  }, scaledMs(15_000));

  it('gives openapi-typescript types naming the paths, operations and their answers', async () => {
    const ts = astToString(await openapiTS(doc, { silent: true }));
    expect(ts).toContain('"/api/app/user/info": {');
    expect(ts).toContain('get: operations["getAppUserInfo"];');
    expect(ts).toContain('"/api/public/property-units/{id}/stays": {');
    expect(ts).toContain('"/api/app/calendar/events": {');
    // The recursive calendar event is a named schema the events answer refers to.
    expect(ts).toMatch(/CalendarEvent: \{[\s\S]*?children: components\["schemas"\]\["CalendarEvent"\]\[\];/);
    // The host's answer carries its enum; a create answers 201, an empty answer 204 with no content.
    const userInfo = ts.slice(ts.indexOf('    getAppUserInfo: {'));
    expect(userInfo).toMatch(/^ {4}getAppUserInfo: \{[\s\S]*?200: \{[\s\S]*?commercialModel: "subscription" \| "commission";/);
    const create = ts.slice(ts.indexOf('    postAppProperties: {'));
    expect(create).toMatch(/^ {4}postAppProperties: \{[\s\S]*?responses: \{\s*\/\*\* @description Created \*\/\s*201: \{\s*headers: \{[^}]*\};\s*content: \{/);
    const remove = ts.slice(ts.indexOf('    deleteAppPropertiesById: {'));
    expect(remove).toMatch(/^ {4}deleteAppPropertiesById: \{[\s\S]*?responses: \{\s*\/\*\* @description No content \*\/\s*204: \{\s*headers: \{[^}]*\};\s*content\?: never;/);
  }, scaledMs(15_000));

  it('names every operation uniquely and declares how each is authorised', () => {
    const ops = Object.values(doc.paths as Record<string, Record<string, { operationId: string; security?: unknown[] }>>).flatMap((methods) => Object.values(methods));
    expect(ops).toHaveLength(operations.length);
    expect(new Set(ops.map((o) => o.operationId)).size).toBe(ops.length);
    expect(ops.filter((o) => !Array.isArray(o.security))).toEqual([]);
  });

  it('every operation declared to need the guest cookie or the messaging token answers 401 without it', async () => {
    const needing = operations.filter((o) => o.credential === 'guest' || o.credential === 'messaging-token');
    expect(needing.length).toBeGreaterThan(5);
    const wrong: string[] = [];
    for (const o of needing) {
      const r = await h.call(o.method.toUpperCase(), o.path);
      if (r.status !== 401) wrong.push(`${o.method} ${o.path}: ${r.status}`);
    }
    expect(wrong).toEqual([]);
  });
});
