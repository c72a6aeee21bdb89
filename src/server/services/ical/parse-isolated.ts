import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { IcalParseError, IcalRuleError, type ParsedEvent } from './parse';

// Parsing a calendar someone else wrote, away from the thread that answers requests. ical.js is
// synchronous: a rule it cannot finish (or a file built to exhaust it) would otherwise stop the
// whole server and grow its memory until the process dies. Calendars are parsed in worker threads
// with a hard memory limit; a worker is terminated when its parse takes longer than the time limit,
// and the caller gets a reason naming the rule that was being expanded.

/** How long a calendar may take to parse, counted from the moment the worker starts parsing. */
export const ICAL_PARSE_TIMEOUT_MS = 10_000;
/** The worker's JavaScript heap; a 2 MB calendar needs a small part of it. */
export const ICAL_PARSE_MEMORY_MB = 256;
/** Loading the worker (under tsx, compiling the parser) is not the calendar's fault, but it must end too. */
const WORKER_START_TIMEOUT_MS = 60_000;
/** Parses at once; more wait their turn, so many uploads cannot start a worker each. */
const MAX_PARALLEL_PARSES = 2;
/** No calendar that reaches here legitimately is larger (uploads and feeds stop at 2 MB). */
export const ICAL_PARSE_MAX_CHARS = 4 * 1024 * 1024;

export interface ParseWorkerRequest {
  id: number;
  text: string;
  today?: string;
}

export type ParseWorkerMessage = { id: number } & (
  | { kind: 'started' }
  | { kind: 'rule'; rule: string; uid: string }
  | { kind: 'events'; events: ParsedEvent[] }
  | { kind: 'refused'; message: string; rule?: string }
);

/**
 * The calendar took too long or too much memory to read. Unlike other parse errors this says the
 * file is hostile or broken beyond reading, so a feed that does it is not re-read on its own.
 */
export class IcalTooCostlyError extends IcalParseError {
  constructor(
    readonly limit: 'time' | 'memory',
    timeoutMs: number,
    /** The repeat rule being expanded when the parse was stopped, when one was. */
    readonly rule?: string,
    uid?: string,
  ) {
    const what = limit === 'time' ? `could not be read within ${timeoutMs / 1000} seconds` : 'needs more memory to read than a calendar may use';
    super(rule ? `${what} (UID ${uid?.slice(0, 100)}: ${rule} repeats in a way that cannot be expanded)` : what);
  }
}

export interface IsolatedParseOptions {
  today?: string;
  /** Tests shorten these. */
  timeoutMs?: number;
  memoryMb?: number;
}

/**
 * Workers that finished a parse within their limits wait here for the next one: starting a worker
 * (and compiling the parser in it) costs far more than parsing an ordinary calendar. A worker
 * stopped at a limit is terminated, never reused. Keyed by memory limit (tests use others).
 */
const idle = new Map<number, Worker[]>();
let running = 0;
let nextId = 1;
const waiting: (() => void)[] = [];

async function takeTurn(): Promise<() => void> {
  if (running >= MAX_PARALLEL_PARSES) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

function keepIdle(memoryMb: number, worker: Worker) {
  idle.set(memoryMb, [...(idle.get(memoryMb) ?? []), worker]);
  // One that dies while waiting is forgotten, not handed the next calendar.
  worker.once('exit', () => idle.set(memoryMb, (idle.get(memoryMb) ?? []).filter((w) => w !== worker)));
}

/**
 * The worker thread's entry. The compiled server (dist/server/main.mjs, scripts/build-server.ts)
 * has the parser bundled next to it as parse-worker.mjs: plain JavaScript, started as is. Run
 * from src/ (tsx, vitest) there is no such sibling, and parse-worker-start.mjs registers tsx in
 * the thread before loading parse-worker.ts.
 */
export function parseWorkerEntry(moduleUrl: string | URL = import.meta.url): URL {
  const compiled = new URL('./parse-worker.mjs', moduleUrl);
  return existsSync(fileURLToPath(compiled)) ? compiled : new URL('./parse-worker-start.mjs', moduleUrl);
}
const workerEntry = parseWorkerEntry();

function startWorker(memoryMb: number): Worker {
  const worker = new Worker(workerEntry, {
    // No inherited flags: the compiled worker needs none, the starter registers its own loader.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: Math.min(32, memoryMb), stackSizeMb: 4 },
    stdout: false,
    stderr: false,
  });
  // An idle worker must not keep the process alive at shutdown.
  worker.unref();
  return worker;
}

/** parseIcal in a worker thread with hard time and memory limits; throws IcalParseError with a reason for the host. */
export async function parseIcalIsolated(text: string, options: IsolatedParseOptions = {}): Promise<ParsedEvent[]> {
  if (text.length > ICAL_PARSE_MAX_CHARS) throw new IcalParseError(`is larger than ${ICAL_PARSE_MAX_CHARS / 1024 / 1024} MB`);
  const done = await takeTurn();
  try {
    return await parseInWorker(text, options);
  } finally {
    done();
  }
}

function parseInWorker(text: string, options: IsolatedParseOptions): Promise<ParsedEvent[]> {
  const timeoutMs = options.timeoutMs ?? ICAL_PARSE_TIMEOUT_MS;
  const memoryMb = options.memoryMb ?? ICAL_PARSE_MEMORY_MB;
  const worker = idle.get(memoryMb)?.pop() ?? startWorker(memoryMb);
  const id = nextId++;
  return new Promise<ParsedEvent[]>((resolve, reject) => {
    let current: { rule: string; uid: string } | undefined;
    let settled = false;
    const finish = (reusable: boolean, outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      if (reusable) keepIdle(memoryMb, worker);
      else void worker.terminate();
      outcome();
    };
    let timer = setTimeout(() => finish(false, () => reject(new Error('the calendar parser did not start'))), WORKER_START_TIMEOUT_MS);
    const onMessage = (message: ParseWorkerMessage) => {
      if (message.id !== id) return;
      if (message.kind === 'started') {
        clearTimeout(timer);
        timer = setTimeout(() => finish(false, () => reject(new IcalTooCostlyError('time', timeoutMs, current?.rule, current?.uid))), timeoutMs);
      } else if (message.kind === 'rule') current = { rule: message.rule, uid: message.uid };
      else if (message.kind === 'events') finish(true, () => resolve(message.events));
      else finish(true, () => reject(message.rule ? new IcalRuleError(message.rule, message.message) : new IcalParseError(message.message)));
    };
    const onError = (error: Error & { code?: string }) => {
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') finish(false, () => reject(new IcalTooCostlyError('memory', timeoutMs, current?.rule, current?.uid)));
      else finish(false, () => reject(error));
    };
    const onExit = () => finish(false, () => reject(new Error('the calendar parser stopped without an answer')));
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    worker.postMessage({ id, text, today: options.today } satisfies ParseWorkerRequest);
  });
}
