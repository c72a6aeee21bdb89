import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import type { Operation } from '../../../src/server/openapi/operations';
import { changedTables } from '../../support/row-writes';
import type { Entry, Fixtures, Own } from './table';

/** What one call answered, enough to compare two refusals. */
export interface Answer {
  status: number;
  contentType: string;
  json: { type?: string; title?: string; detail?: string } | undefined;
}

export interface Target {
  request: (path: string, init: RequestInit) => Response | Promise<Response>;
  token: (email: string) => Promise<string>;
  /** Write counts per table (tests/support/row-writes.ts), for "the refused call changed nothing". */
  writes: () => Promise<Record<string, string>>;
}

const key = (op: Pick<Operation, 'method' | 'path'>) => `${op.method.toUpperCase()} ${op.path}`;
export const operationKey = key;

/** The route table against the matrix: routes with no entry, and entries naming no route. */
export function coverage(ops: Pick<Operation, 'method' | 'path'>[], table: Record<string, Entry>) {
  const routes = new Set(ops.filter((o) => o.path.startsWith('/api/app/')).map(key));
  return { missing: [...routes].filter((r) => !(r in table)), stale: Object.keys(table).filter((k) => !routes.has(k)) };
}

/** A random id of the same shape as a real one (uuid, a code like HP-4TW8XR / RV-4K8P2Q, or a row number like a job's). */
export function lookalike(id: string): string {
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(id)) return randomUUID();
  if (/^\d+$/.test(id)) return String(10 ** (id.length - 1) + Math.floor(Math.random() * 9 * 10 ** (id.length - 1)));
  const m = /^([A-Z]+-)(.+)$/.exec(id);
  if (m) return m[1] + 'ZZ' + randomUUID().replace(/-/g, '').slice(0, m[2].length - 2).toUpperCase();
  throw new Error(`no look-alike for id ${id}`);
}

function fill(path: string, params: Record<string, string>) {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`${path}: no value for {${name}}`);
    return encodeURIComponent(params[name]);
  });
}

const identity: Own = (id) => id;

/** An Own that swaps every owned id for one look-alike (the same one each time it is asked). */
function missingIds(): Own {
  const made = new Map<string, string>();
  return (id) => {
    if (!made.has(id)) made.set(id, lookalike(id));
    return made.get(id)!;
  };
}

async function send(target: Target, op: Operation, entry: Entry, fx: Fixtures, o: Own, as: string | null): Promise<Answer> {
  let url = fill(op.path, entry.params?.(fx, o) ?? {});
  const query = entry.query?.(fx, o);
  if (query) url += `?${new URLSearchParams(query)}`;
  const headers: Record<string, string> = {};
  if (as) headers.authorization = `Bearer ${await target.token(as)}`;
  let body: BodyInit | undefined;
  const raw = entry.raw?.(fx);
  if (raw) {
    body = raw.body;
    if (raw.contentType) headers['content-type'] = raw.contentType;
  } else if (entry.body) {
    body = JSON.stringify(entry.body(fx, o));
    headers['content-type'] = entry.contentType ?? 'application/json';
  }
  const res = await target.request(url, { method: op.method.toUpperCase(), headers, body });
  const text = await res.text();
  let json;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', json };
}

const describeAnswer = (a: Answer) => `${a.status} ${a.json?.type ?? a.contentType} "${a.json?.title ?? ''}" (${a.json?.detail ?? ''})`;

/** The body and query of an entry satisfy the route's own schemas, so a refusal is not a validation error. */
export function schemaProblems(op: Operation, entry: Entry, fx: Fixtures): string[] {
  const out: string[] = [];
  if (op.body && entry.body) {
    const r = v.safeParse(op.body, entry.body(fx, identity));
    if (!r.success) out.push(`${key(op)}: fixture body fails the route schema: ${r.issues.map((i) => `${v.getDotPath(i) ?? 'body'} ${i.message}`).join('; ')}`);
  }
  if (op.query && entry.query) {
    const r = v.safeParse(op.query, entry.query(fx, identity));
    if (!r.success) out.push(`${key(op)}: fixture query fails the route schema: ${r.issues.map((i) => `${v.getDotPath(i) ?? 'query'} ${i.message}`).join('; ')}`);
  }
  return out;
}

/** (a) Without a token: 401 problem+json, whatever the ids. */
export async function checkNoToken(target: Target, op: Operation, entry: Entry, fx: Fixtures): Promise<string[]> {
  const a = await send(target, op, entry, fx, identity, null);
  const ok = a.status === 401 && a.contentType.startsWith('application/problem+json') && a.json?.type === 'urn:host-portal:problem:unauthorized';
  return ok ? [] : [`${key(op)} without a token: expected 401 problem+json, got ${describeAnswer(a)}`];
}

/**
 * (b) The intruder on the owner's resource: the expected refusal (404, or 403 on a staff route),
 * exactly like a look-alike id that does not exist, and no table changed by either call.
 * On a GET the owner is asked first, so the resolver is known to point at a real resource.
 */
export async function checkForeign(target: Target, op: Operation, entry: Entry, fx: Fixtures): Promise<string[]> {
  if (!entry.foreign) return [];
  const { owner, intruder, expect = 404 } = entry.foreign;
  const out: string[] = [];
  if (op.method === 'get' && entry.foreign.ownerSees !== false) {
    const mine = await send(target, op, entry, fx, identity, owner);
    if (mine.status >= 300) out.push(`${key(op)}: the owner itself gets ${describeAnswer(mine)}: the resolver does not name the owner's resource`);
  }
  const before = await target.writes();
  const foreign = await send(target, op, entry, fx, identity, intruder);
  const afterForeign = await target.writes();
  const missing = await send(target, op, entry, fx, missingIds(), intruder);
  const afterMissing = await target.writes();
  if (foreign.status !== expect || foreign.json?.type === undefined)
    out.push(`${key(op)}: another host's resource answered ${describeAnswer(foreign)}, expected ${expect} problem+json`);
  if (missing.status !== expect) out.push(`${key(op)}: a missing resource answered ${describeAnswer(missing)}, expected ${expect}`);
  const same = (['status', 'type', 'title', 'detail'] as const).every((f) => (f === 'status' ? foreign.status === missing.status : foreign.json?.[f] === missing.json?.[f]));
  if (!same) out.push(`${key(op)}: another host's id answers unlike a missing one: ${describeAnswer(foreign)} vs ${describeAnswer(missing)}`);
  const changedByForeign = changedTables(before, afterForeign);
  if (changedByForeign.length) out.push(`${key(op)}: the refused call on another host's resource changed ${changedByForeign.join(', ')}`);
  const changedByMissing = changedTables(afterForeign, afterMissing);
  if (changedByMissing.length) out.push(`${key(op)}: the refused call on a missing id changed ${changedByMissing.join(', ')}`);
  return out;
}
