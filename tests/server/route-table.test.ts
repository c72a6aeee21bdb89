import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { AppDeps } from '../../src/server/http/context';
import { problemResponse, toProblem } from '../../src/server/http/problem';
import { defineRoutes, openApiPath } from '../../src/server/http/route-table';

// defineRoutes: one entry per route gives both its OpenAPI operation and its Hono handler, with the
// request validated by the same schemas the document names.

const Query = v.object({ size: v.pipe(v.string(), v.regex(/^\d+$/)) });
const Body = v.object({ name: v.pipe(v.string(), v.minLength(1)) });
const Params = v.object({ kind: v.picklist(['a', 'b']) });

const table = defineRoutes('/api/app', 'things', (route) => {
  route.get('/things/:id', { summary: 'One thing', auth: true, query: Query }, (c, { query }) => c.json({ id: c.req.param('id'), size: query.size }));
  route.post('/things/:kind', { summary: 'Make a thing', auth: true, params: Params, body: Body, success: [201] }, (c, { body, params }) =>
    c.json({ kind: params.kind, name: body.name }, 201),
  );
  route.get('/files/:name{[a-z]+\\.txt}', { summary: 'A file', auth: false, undocumented: true }, (c) => c.text(c.req.param('name')));
});

describe('defineRoutes', () => {
  it('documents each route under its prefix and tag, with its schemas and statuses, in order', () => {
    expect(table.operations.map((op) => [op.method, op.path, op.tag])).toEqual([
      ['get', '/api/app/things/{id}', 'things'],
      ['post', '/api/app/things/{kind}', 'things'],
    ]);
    expect(table.operations[0]).toMatchObject({ summary: 'One thing', auth: true, query: Query });
    expect(table.operations[1]).toMatchObject({ body: Body, success: [201] });
    expect(table.operations[1]).not.toHaveProperty('params');
  });

  it('writes Hono paths as OpenAPI paths, patterns dropped', () => {
    expect(openApiPath('/ical/:token{[A-Za-z0-9_-]+\\.ics}')).toBe('/ical/{token}');
    expect(openApiPath('/property-unit/:id/ical/feeds/:feedId')).toBe('/property-unit/{id}/ical/feeds/{feedId}');
  });

  it('serves each route with its input validated, and refuses bad input naming the field', async () => {
    const app = table.router({} as AppDeps);
    app.onError((err, c) => problemResponse(c, toProblem(err)));
    const got = await app.request('/things/7?size=3');
    expect(await got.json()).toEqual({ id: '7', size: '3' });
    const badQuery = await app.request('/things/7?size=x');
    expect(badQuery.status).toBe(400);
    expect(JSON.stringify(await badQuery.json())).toContain('"name":"size"');

    const made = await app.request('/things/a', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'x' }) });
    expect([made.status, await made.json()]).toEqual([201, { kind: 'a', name: 'x' }]);
    const badParam = await app.request('/things/c', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'x' }) });
    expect(badParam.status).toBe(400);
    const badBody = await app.request('/things/a', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: '' }) });
    expect(JSON.stringify(await badBody.json())).toContain('"name":"name"');

    expect(await (await app.request('/files/notes.txt')).text()).toBe('notes.txt');
    expect((await app.request('/files/notes.pdf')).status).toBe(404);
  });

  it('reads an optional body whatever its content type, and names fields as the route says', async () => {
    const Choice = v.object({ all: v.optional(v.boolean(), false), owners: v.optional(v.array(v.object({ firstName: v.pipe(v.string(), v.minLength(1)) }))) });
    const optional = defineRoutes('/api/app', 'things', (route) => {
      route.put('/choice', { summary: 'Choose', auth: true, body: Choice, optionalBody: true, fieldName: (name) => name.replace(/\.(\d+)/g, '[$1]') }, (c, { body }) =>
        c.json(body),
      );
    });
    expect(optional.operations[0]).not.toHaveProperty('optionalBody');
    expect(optional.operations[0]).not.toHaveProperty('fieldName');
    const app = optional.router({} as AppDeps);
    app.onError((err, c) => problemResponse(c, toProblem(err)));
    const put = (body?: string, type?: string) => app.request('/choice', { method: 'PUT', headers: type ? { 'content-type': type } : {}, body });

    expect(await (await put()).json()).toEqual({ all: false });
    expect(await (await put('  ', 'application/json')).json()).toEqual({ all: false });
    expect(await (await put('{"all":true}', 'text/plain')).json()).toEqual({ all: true });
    const malformed = await put('{"all":', 'application/json');
    expect([malformed.status, JSON.stringify(await malformed.json())]).toEqual([400, expect.stringContaining('"reason":"malformed JSON"')]);
    const badField = await put(JSON.stringify({ owners: [{ firstName: '' }] }), 'application/json');
    expect(badField.status).toBe(400);
    expect(JSON.stringify(await badField.json())).toContain('"name":"owners[0].firstName"');
    const unstorable = await put(JSON.stringify({ owners: [{ firstName: 'a\u0000' }] }), 'application/json');
    expect(JSON.stringify(await unstorable.json())).toContain('"name":"owners[0].firstName"');
  });

  it('takes a query piped through checks across its fields: the document lists its fields, a request breaking a check is a 400 naming the field', async () => {
    const Range = v.object({ from: v.string(), to: v.string() });
    const ranged = defineRoutes('/api/app', 'things', (route) => {
      route.get('/range', { summary: 'A range', auth: true, query: v.pipe(Range, v.forward(v.check((r) => r.from <= r.to, 'must not be before from'), ['to'])) }, (c, { query }) =>
        c.json(query),
      );
    });
    expect(ranged.operations[0]!.query).toBe(Range);
    const app = ranged.router({} as AppDeps);
    app.onError((err, c) => problemResponse(c, toProblem(err)));
    expect(await (await app.request('/range?from=a&to=b')).json()).toEqual({ from: 'a', to: 'b' });
    const backwards = await app.request('/range?from=b&to=a');
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(await backwards.json())).toContain('"name":"to","reason":"must not be before from"');
  });

  it('documents a route under its own tag when it names one, the others under the table\'s', () => {
    const mixed = defineRoutes('/api/app', 'subscriptions', (route) => {
      route.get('/plans', { summary: 'Plans', auth: true }, (c) => c.json([]));
      route.get('/properties/:id/plan', { summary: "A property's plan", auth: true, tag: 'properties' }, (c) => c.json({}));
    });
    expect(mixed.operations.map((op) => [op.path, op.tag])).toEqual([
      ['/api/app/plans', 'subscriptions'],
      ['/api/app/properties/{id}/plan', 'properties'],
    ]);
  });
});

