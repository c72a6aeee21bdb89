import type { openApiDocument } from './document';

// /api/docs: the OpenAPI document as a reference page, rendered here on the server. The security
// policy lets no third-party viewer (Swagger UI, Redoc) load, and allows no script of ours inline,
// so the page is plain HTML: operations grouped by tag, each a <details> (opens without a script)
// with its parameters, request body and answers, and every schema drawn as a tree of its
// properties; named schemas ($ref) link to their one drawing at the end. Style is inline
// (style-src allows it). "Try it" is a form per operation that our own script file sends
// (try-it-script.ts, served at /api/docs/try-it.js); without the script the forms stay hidden.

type Doc = ReturnType<typeof openApiDocument>;
type Json = Record<string, unknown>;

interface OperationObject {
  summary: string;
  operationId: string;
  tags: string[];
  security: Record<string, unknown>[];
  parameters?: { name: string; in: string; required: boolean; schema: Json }[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Json }> }>;
}

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const refName = (ref: string) => ref.split('/').pop() ?? ref;
const MAX_DEPTH = 12; // deeper than any schema of ours; stops a self-referencing one

/** The one-line type of a schema: `string (date)`, `"a" | "b"`, `array of object`, `Name` for a $ref. */
function typeLabel(s: Json): string {
  if (typeof s.$ref === 'string') return `<a href="#schema-${escape(refName(s.$ref))}">${escape(refName(s.$ref))}</a>`;
  if (Array.isArray(s.enum)) return s.enum.map((v) => `<code>${escape(JSON.stringify(v))}</code>`).join(' | ');
  if ('const' in s) return `<code>${escape(JSON.stringify(s.const))}</code>`;
  const variants = (s.anyOf ?? s.oneOf) as Json[] | undefined;
  if (Array.isArray(variants)) return variants.map(typeLabel).join(' | ');
  const types = Array.isArray(s.type) ? (s.type as string[]) : s.type ? [s.type as string] : [];
  const base = types
    .map((t) => (t === 'array' && s.items ? `array of ${typeLabel(s.items as Json)}` : escape(t)))
    .join(' | ');
  const facets = [
    s.format && `${s.format}`,
    s.minLength !== undefined && `min length ${s.minLength}`,
    s.maxLength !== undefined && `max length ${s.maxLength}`,
    s.minimum !== undefined && `≥ ${s.minimum}`,
    s.maximum !== undefined && `≤ ${s.maximum}`,
    s.pattern && `pattern <code>${escape(String(s.pattern))}</code>`,
  ].filter(Boolean);
  return `${base || 'any'}${facets.length ? ` <small>(${facets.map((f) => (String(f).includes('<code>') ? f : escape(String(f)))).join(', ')})</small>` : ''}`;
}

/** The schema's properties (of an object, of an array's items, of each variant) as nested lists. */
function schemaTree(s: Json, depth = 0): string {
  if (depth > MAX_DEPTH || typeof s.$ref === 'string') return '';
  const variants = (s.anyOf ?? s.oneOf) as Json[] | undefined;
  if (Array.isArray(variants)) return variants.map((v) => schemaTree(v, depth + 1)).join('');
  if (s.items && typeof s.items === 'object') return schemaTree(s.items as Json, depth + 1);
  const properties = s.properties as Record<string, Json> | undefined;
  if (!properties) return '';
  const required = new Set((s.required as string[] | undefined) ?? []);
  const items = Object.entries(properties).map(
    ([name, p]) =>
      `<li><code class="prop">${escape(name)}</code>${required.has(name) ? '' : ' <small class="optional">optional</small>'}: ${typeLabel(p)}${
        p.description ? ` — ${escape(String(p.description))}` : ''
      }${schemaTree(p, depth + 1)}</li>`,
  );
  return `<ul class="schema">${items.join('')}</ul>`;
}

const schemaBlock = (s: Json) => `<div class="type">${typeLabel(s)}</div>${schemaTree(s)}`;

function authLabel(security: Record<string, unknown>[]): string {
  if (security.length === 0) return 'public';
  const names = security.map((r) => Object.keys(r)[0]).filter(Boolean) as string[];
  // An empty requirement ({}) makes the others optional.
  return security.some((r) => Object.keys(r).length === 0) ? `${names.join(' or ')}, optional` : names.join(' or ');
}

function operationHtml(method: string, path: string, o: OperationObject): string {
  const params = o.parameters ?? [];
  const body = o.requestBody && Object.entries(o.requestBody.content)[0];
  return `<details class="op" id="${escape(o.operationId)}"><summary><code class="method method--${method}">${method.toUpperCase()}</code> <code>${escape(path)}</code> <span>${escape(o.summary)}</span></summary>
<p><strong>Credential:</strong> ${escape(authLabel(o.security))} · <strong>Operation id:</strong> <code>${escape(o.operationId)}</code></p>
${
  params.length > 0
    ? `<h4>Parameters</h4><table><thead><tr><th>Name</th><th>In</th><th>Type</th></tr></thead><tbody>${params
        .map((p) => `<tr><td><code>${escape(p.name)}</code>${p.required ? '' : ' <small class="optional">optional</small>'}</td><td>${escape(p.in)}</td><td>${typeLabel(p.schema)}</td></tr>`)
        .join('')}</tbody></table>`
    : ''
}${body ? `<h4>Request body <small>${escape(body[0])}</small></h4>${schemaBlock(body[1].schema)}` : ''}
<h4>Answers</h4><dl>${Object.entries(o.responses)
    .map(([status, r]) => {
      const content = r.content && Object.entries(r.content)[0];
      return `<dt><code>${escape(status)}</code> ${escape(r.description)}${content ? ` <small>${escape(content[0])}</small>` : ''}</dt><dd>${content ? schemaBlock(content[1].schema) : ''}</dd>`;
    })
    .join('')}</dl>${tryItForm(method, path, params, body ? body[0] : null)}</details>`;
}

/** The operation's "Try it" form: a field per parameter, the JSON body, Send, and the answer. */
function tryItForm(method: string, path: string, params: NonNullable<OperationObject['parameters']>, bodyType: string | null): string {
  const fields = params
    .filter((p) => p.in === 'path' || p.in === 'query')
    .map((p) => `<label>${escape(p.name)} <small>(${escape(p.in)})</small> <input name="${escape(p.name)}" data-in="${escape(p.in)}"${p.required ? ' required' : ''}></label>`)
    .join(' ');
  const body = bodyType === 'application/json' ? `<label>Body (JSON)<textarea rows="4" spellcheck="false"></textarea></label>` : '';
  return `<form class="try" data-method="${escape(method)}" data-path="${escape(path)}" hidden><h4>Try it</h4>${fields}${body}<button type="submit">Send</button><output aria-live="polite"></output></form>`;
}

export function openApiReferencePage(doc: Doc): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(methods)) {
      const o = op as OperationObject;
      const tag = o.tags[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, o)]);
    }
  const tags = [...byTag.keys()].sort();
  const named = Object.entries((doc.components.schemas ?? {}) as Record<string, Json>);
  const schemes = Object.entries(doc.components.securitySchemes as Record<string, Json>);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Host portal API reference</title><link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>
body{font:15px/1.45 system-ui,sans-serif;margin:0 auto;padding:2rem;max-width:72rem;color:#1a2433}
a{color:#0b5cad}code{font-size:.92em}h2{margin-top:2.5rem;border-bottom:2px solid #dde3ea;padding-bottom:.3rem;text-transform:capitalize}
nav ul{display:flex;flex-wrap:wrap;gap:.4rem 1rem;padding:0;list-style:none}
.op{border:1px solid #dde3ea;border-radius:6px;margin:.4rem 0;padding:.2rem .8rem}
.op>summary{cursor:pointer;padding:.4rem 0}.op>summary span{color:#46566b}
.op[open]>summary{border-bottom:1px solid #dde3ea;margin-bottom:.5rem}
.method{display:inline-block;min-width:4.2rem;font-weight:700}.method--get{color:#0b6b3a}.method--post{color:#0b5cad}.method--put,.method--patch{color:#8a5a00}.method--delete{color:#a3222b}
table{border-collapse:collapse}td,th{border-bottom:1px solid #dde3ea;padding:.3rem .6rem;text-align:left;vertical-align:top}
ul.schema{margin:.2rem 0;padding-left:1.2rem;border-left:1px dotted #b8c2cf}ul.schema li{list-style:none;margin:.15rem 0}
.try{border-top:1px dashed #dde3ea;margin-top:.6rem;padding:.4rem 0}.try label{display:inline-block;margin:.2rem .8rem .2rem 0}.try textarea{display:block;width:100%;font:13px monospace}
.try output{display:block;white-space:pre-wrap;font:13px monospace;background:#f4f6f8;margin-top:.4rem;max-height:24rem;overflow:auto}.try output:empty{display:none}
.prop{font-weight:600}.optional{color:#6a7688}.type{margin:.2rem 0}dd{margin:0 0 .6rem 1rem}
</style></head>
<body><h1>Host portal API reference</h1>
<p>OpenAPI ${escape(doc.openapi)}, version ${escape(doc.info.version)}; the document itself: <a href="/api/openapi.json">/api/openapi.json</a>. Server: <code>${escape(doc.servers[0]?.url ?? '')}</code>. Errors are <code>application/problem+json</code> (RFC 9457) naming each bad field in <code>invalidParams</code>.</p>
<h3>Credentials</h3><ul>${schemes.map(([name, s]) => `<li><code>${escape(name)}</code>: ${escape(String(s.description ?? s.type))}</li>`).join('')}</ul>
<p><label>Access token for "Try it" (kept in this tab only; <code>npm run token -- anna@demo.host-portal.test</code> prints one) <input id="try-token" size="40" autocomplete="off"></label></p>
<nav aria-label="Groups"><ul>${tags.map((t) => `<li><a href="#tag-${escape(t)}">${escape(t)}</a> (${byTag.get(t)!.length})</li>`).join('')}${named.length ? '<li><a href="#schemas">schemas</a></li>' : ''}</ul></nav>
${tags.map((t) => `<h2 id="tag-${escape(t)}">${escape(t)}</h2>${byTag.get(t)!.join('\n')}`).join('\n')}
${named.length ? `<h2 id="schemas">Schemas</h2>${named.map(([name, s]) => `<h3 id="schema-${escape(name)}">${escape(name)}</h3>${schemaBlock(s)}`).join('')}` : ''}
<script src="/api/docs/try-it.js"></script></body></html>`;
}
