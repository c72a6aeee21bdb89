import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHarness } from '../support/api';
import { operations } from '../../src/server/openapi/operations';
import { operationId } from '../../src/server/openapi/document';

// /api/docs: the OpenAPI document as a page with its schemas, readable without a script; "Try it"
// is our own script file, allowed by the security policy ('self'), nothing inline.
let h: Awaited<ReturnType<typeof apiHarness>>;
let page: string;
let csp: string;
beforeAll(async () => {
  h = await apiHarness();
  const r = await h.call('GET', '/api/docs');
  expect(r.status).toBe(200);
  page = r.text;
  csp = r.headers.get('content-security-policy') ?? '';
});
afterAll(() => h.close());

/** The HTML of one operation's <details>. */
const operationBlock = (id: string) => {
  const start = page.indexOf(`<details class="op" id="${id}">`);
  expect(start, id).toBeGreaterThanOrEqual(0);
  return page.slice(start, page.indexOf('</details>', start));
};

describe('the API reference page', () => {
  it('has every operation of the document, once, under its tag', () => {
    expect(page.match(/<details class="op" /g)).toHaveLength(operations.length);
    for (const op of operations) expect(page, op.path).toContain(`id="${operationId(op)}"`);
    expect(page).toContain('<h2 id="tag-staff">staff</h2>');
  });

  it('draws response schemas as property trees with their types and enums', () => {
    const info = operationBlock(operationId({ method: 'get', path: '/api/app/user/info' }));
    expect(info).toContain('<code class="prop">commercialModel</code>');
    expect(info).toContain('<code>&quot;subscription&quot;</code> | <code>&quot;commission&quot;</code>');
    expect(info).toContain('<code>200</code> OK');
    expect(info).toContain('<code>401</code>');
  });

  it('lists parameters with where they go and their types, optional ones marked', () => {
    const dac7 = operationBlock(operationId({ method: 'get', path: '/api/app/report/dac7/{year}' }));
    expect(dac7).toMatch(/<td><code>year<\/code><\/td><td>path<\/td>/);
    expect(dac7).toMatch(/<td><code>separator<\/code> <small class="optional">optional<\/small><\/td><td>query<\/td><td><code>&quot;comma&quot;<\/code> \| <code>&quot;semicolon&quot;<\/code>/);
  });

  it('shows request bodies and links named schemas to their one drawing', () => {
    const withBody = operations.find((o) => o.body)!;
    expect(operationBlock(operationId(withBody))).toContain('<h4>Request body <small>application/json</small></h4>');
    expect(page).toMatch(/<h3 id="schema-CalendarEvent">CalendarEvent<\/h3>/);
    expect(page).toContain('href="#schema-CalendarEvent"');
  });

  it('reads without a script; its only script is our own file, so it works within the security policy', () => {
    expect(page.match(/<script[^>]*>/gi)).toEqual(['<script src="/api/docs/try-it.js">']);
    expect(page).not.toMatch(/<script[^>]*>[^<]+<\/script>/i); // nothing inline
    expect(page).not.toMatch(/\son[a-z]+=/i); // no inline event handlers either
    expect(csp).toContain("script-src 'self'");
    // Only our own addresses: no third-party viewer or font.
    expect(page.match(/(?:href|src)="https?:\/\/[^"]*"/g) ?? []).toEqual([]);
  });

  it('has a Try it form per operation with a field per path and query parameter, and a JSON body where one is taken', async () => {
    expect(page.match(/<form class="try" /g)).toHaveLength(operations.length);
    const block = operationBlock('patchAppUserInfo');
    expect(block).toContain('<form class="try" data-method="patch" data-path="/api/app/user/info" hidden>');
    expect(block).toContain('<textarea');
    const feed = operationBlock('patchAppPropertyUnitByIdIcalFeedsByFeedId');
    expect(feed).toContain('<input name="id" data-in="path" required>');
    expect(feed).toContain('<input name="feedId" data-in="path" required>');
    expect(operationBlock('getAppUserInfo')).not.toContain('<textarea');
    const script = await h.call('GET', '/api/docs/try-it.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(script.text).toContain("form.querySelectorAll('input[data-in]')");
  });
});
