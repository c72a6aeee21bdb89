import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { machines } from '../../machines/index';
import { transitionPaths } from '../../machines/paths';
import { complete, coverageOf, coverageTable, readRecords, VIEW_COVERAGE_FLOORS, viewCoverageOf, viewCoverageTable, type WalkRecord } from '../../scripts/lib/machine-coverage';
import { movesWalked } from '../../machines/tester-paths';
import { walkAll } from '../support/model-coverage';

// The coverage report of `npm run machines -- --coverage` counts what the walks really reached:
// a full walk is 100 %, a walk that leaves paths out is named short, no walk at all is 0.
describe('machine coverage report', () => {
  const entry = machines['review-reply'];
  let dir = '';
  // A run that records coverage for the report (CI) has its own directory set: give it back.
  const outer = process.env.MACHINE_COVERAGE_DIR;
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    if (outer === undefined) delete process.env.MACHINE_COVERAGE_DIR;
    else process.env.MACHINE_COVERAGE_DIR = outer;
  });
  const recordInto = () => {
    dir = mkdtempSync(path.join(tmpdir(), 'coverage-test-'));
    process.env.MACHINE_COVERAGE_DIR = dir;
  };

  it('a full walk is complete on every count', async () => {
    recordInto();
    await walkAll(entry);
    const coverage = coverageOf(entry, readRecords(dir));
    expect(complete(coverage)).toBe(true);
    expect(coverage.edges.walked).toBe(transitionPaths(entry).length);
    expect(coverageTable([{ name: 'review-reply', coverage }])).toMatch(/\| review-reply \| 6\/6 \(100%\) \| 10\/10 \(100%\) \| 303\/303 \(100%\) \| 6\/6 \(100%\) \| yes \|/);
  });

  it('a walk without the failed saves is short, and the report names the transition not taken', async () => {
    recordInto();
    const paths = transitionPaths(entry).filter((p) => !p.steps.some((s) => s.event.type === 'xstate.error.actor.saveReply'));
    await walkAll(entry, undefined, paths);
    const coverage = coverageOf(entry, readRecords(dir));
    expect(complete(coverage)).toBe(false);
    expect(coverage.states.missing).toEqual(['reviewReply.failed']);
    expect(coverage.transitions.missing).toContain('reviewReply.saving on xstate.error.actor.saveReply');
    expect(coverage.edges.walked).toBeLessThan(coverage.edges.total);
    const table = coverageTable([{ name: 'review-reply', coverage }]);
    expect(table).toMatch(/\| NO \|/);
    expect(table).toMatch(/review-reply is not fully walked: state reviewReply\.failed/);
  });

  it('records of several walks are unioned; no record at all is 0', async () => {
    recordInto();
    const paths = transitionPaths(entry);
    const half = Math.floor(paths.length / 2);
    await walkAll(entry, undefined, paths.slice(0, half));
    await walkAll(entry, undefined, paths.slice(half));
    expect(complete(coverageOf(entry, readRecords(dir)))).toBe(true);
    const none = coverageOf(entry, []);
    expect(none.states.walked).toBe(0);
    expect(none.edges.walked).toBe(0);
    expect(complete(none)).toBe(false);
  });
});

describe('view coverage report', () => {
  const entry = machines['request-decision'];
  const allMoves = [...movesWalked(entry, transitionPaths(entry))];
  const view = (moves: string[]): WalkRecord => ({ machineId: entry.machine.id, kind: 'view', states: [], transitions: [], edges: [], moves });

  it('counts the moves played on the view against every move of the machine; a view record is no model walk', () => {
    const half = viewCoverageOf(entry, [view(allMoves.slice(0, 5)), view(allMoves.slice(3, 8))]);
    expect(half).toMatchObject({ walked: 8, total: allMoves.length });
    expect(viewCoverageOf(entry, [view(allMoves)])).toMatchObject({ walked: allMoves.length, total: allMoves.length });
    expect(viewCoverageOf(entry, [])).toBeNull();
    expect(coverageOf(entry, [view(allMoves)]).states.walked).toBe(0);
  });

  it('fails a machine below its floor, and a machine with a floor but no replay', () => {
    expect(VIEW_COVERAGE_FLOORS['request-decision']).toBe(100);
    const short = viewCoverageTable([{ name: 'request-decision', view: viewCoverageOf(entry, [view(allMoves.slice(1))]) }]);
    expect(short.below).toEqual(['request-decision']);
    expect(short.table).toMatch(/\| request-decision \| \d+\/\d+ \([\d.]+%\) \| – \| – \| 100 % \| NO \|/);
    expect(viewCoverageTable([{ name: 'request-decision', view: null }]).below).toEqual(['request-decision']);
    const full = viewCoverageTable([{ name: 'request-decision', view: viewCoverageOf(entry, [view(allMoves)]) }, { name: 'chat-connection', view: null }]);
    expect(full.below).toEqual([]);
    expect(full.table).toContain('| chat-connection | no view replay | – | – | – | – |');
  });

  it('counts the moves Chromium played and those the replays played together against the floor, and shows each apart', () => {
    const browser = (moves: string[]): WalkRecord => ({ ...view(moves), via: 'browser' });
    const records = [view(allMoves.slice(0, 10)), browser(allMoves.slice(8))];
    expect(viewCoverageOf(entry, records)).toMatchObject({ walked: allMoves.length });
    expect(viewCoverageOf(entry, records, 'replay')).toMatchObject({ walked: 10 });
    expect(viewCoverageOf(entry, records, 'browser')).toMatchObject({ walked: allMoves.length - 8 });
    const row = viewCoverageTable([
      { name: 'request-decision', view: viewCoverageOf(entry, records), replay: viewCoverageOf(entry, records, 'replay'), browser: viewCoverageOf(entry, records, 'browser') },
    ]);
    expect(row.below).toEqual([]);
    expect(row.table).toContain(`| request-decision | ${allMoves.length}/${allMoves.length} (100%) | 10/${allMoves.length} (`);
  });
});
