import { toJsonSchema, toJsonSchemaDefs } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import { CalendarEventSchema } from '../../shared/schemas/availability';
import { operations, type Operation } from './operations';

// Schemas that refer to themselves (v.lazy) need a name: their $ref points into components/schemas.
// A recursive schema missing here gets a numbered local $defs entry no tool can resolve
// (tests/server/openapi-tools.test.ts lints for unresolved refs).
const named: Record<string, GenericSchema> = { CalendarEvent: CalendarEventSchema };

// OpenAPI 3.1 schemas are JSON Schema 2020-12: null is a type ('nullable' is 3.0 only).
const config = {
  errorMode: 'ignore',
  target: 'draft-2020-12',
  definitions: named,
  overrideRef: ({ referenceId }: { referenceId: string }) => `#/components/schemas/${referenceId}`,
} as const;

/** A valibot schema as an OpenAPI 3.1 schema object; the named ones live in components once, not in each $defs. */
const schema = (s: GenericSchema) => {
  const { $schema: _dialect, $defs: _defs, ...rest } = toJsonSchema(s, config);
  return rest;
};

/** Stable and unique: the method and the path's words, parameters as By<Name>, e.g. getAppPropertyUnitByIdPriceList. */
export const operationId = (op: Pick<Operation, 'method' | 'path'>) =>
  op.method +
  (op.path.replace(/^\/api\//, '/').match(/\{\w+\}|[A-Za-z0-9]+/g) ?? [])
    .map((w) => (w.startsWith('{') ? `By${w[1].toUpperCase()}${w.slice(2, -1)}` : w[0].toUpperCase() + w.slice(1)))
    .join('');

const schemes = {
  bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: "The host's access token" },
  guestSession: { type: 'apiKey', in: 'cookie', name: 'guest_token', description: 'Set by POST /api/guest/login' },
  messagingToken: { type: 'apiKey', in: 'query', name: 'token', description: 'Short-lived, from GET /api/app/messaging/token' },
};

/** Security requirements as the server applies them: an empty object makes the credential optional, [] is public. */
const security = (op: Operation) => {
  if (op.auth) return [{ bearer: [] }];
  switch (op.credential) {
    case 'optional-bearer':
      return [{ bearer: [] }, {}];
    case 'guest':
      return [{ guestSession: [] }];
    case 'optional-guest':
      return [{ guestSession: [] }, {}];
    case 'messaging-token':
      return [{ messagingToken: [] }];
    default:
      return [];
  }
};

const statusText: Record<number, string> = { 200: 'OK', 201: 'Created', 204: 'No content' };

const problem = {
  description: 'Problem (RFC 9457)',
  content: {
    'application/problem+json': {
      schema: {
        type: 'object',
        properties: {
          type: { type: 'string' },
          title: { type: 'string' },
          status: { type: 'integer' },
          detail: { type: 'string' },
          invalidParams: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, reason: { type: 'string' } } } },
          correlationId: { type: 'string' },
        },
      },
    },
  },
};

const holder = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: ['stay', 'request', 'inquiry', 'closed', 'imported'] },
    code: { type: ['string', 'null'] },
    feedId: { type: ['string', 'null'] },
    feedName: { type: ['string', 'null'] },
    nights: { type: 'array', items: { type: 'string', format: 'date' } },
  },
};

/** 409 of a write some of whose nights are held: which nights, and what holds each (stay code, closed, imported feed). */
const nightsHeld = {
  description: 'Some of the nights are held (RFC 9457 problem naming them)',
  content: {
    'application/problem+json': {
      schema: {
        ...problem.content['application/problem+json'].schema,
        properties: {
          ...problem.content['application/problem+json'].schema.properties,
          nights: { type: 'array', items: { type: 'string', format: 'date' } },
          holders: { type: 'array', items: holder },
        },
      },
    },
  },
};

/** OpenAPI 3.1 document built from the operation list and its valibot schemas. */
export function openApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const parameters = [
      ...[...op.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } })),
      ...(op.query
        ? Object.entries(op.query.entries).map(([name, s]) => ({ name, in: 'query', required: s.type !== 'optional', schema: schema(s as GenericSchema) }))
        : []),
    ];
    (paths[op.path] ??= {})[op.method] = {
      summary: op.summary,
      operationId: operationId(op),
      tags: [op.tag],
      security: security(op),
      ...(parameters.length > 0 && { parameters }),
      ...(op.body && { requestBody: { required: true, content: { 'application/json': { schema: schema(op.body) } } } }),
      responses: {
        ...Object.fromEntries(
          (op.success ?? [200]).map((status) => [
            status,
            { description: statusText[status], ...(status !== 204 && op.response && { content: { 'application/json': { schema: schema(op.response) } } }) },
          ]),
        ),
        ...(op.query || op.body ? { 400: problem } : {}),
        ...(op.auth || op.credential === 'guest' || op.credential === 'messaging-token' ? { 401: problem } : {}),
        ...(op.nightsHeld ? { 409: nightsHeld } : {}),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Host portal API', version: '0.1.0' },
    servers: [{ url: serverUrl }],
    components: {
      schemas: toJsonSchemaDefs(named, config),
      securitySchemes: schemes,
    },
    paths,
  };
}
