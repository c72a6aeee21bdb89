import type * as v from 'valibot';

// The shape of one operation's entry, in its own module: the area files (<area>-operations.ts)
// describe their operations with it, and the list of all of them (operations.ts) imports those
// files, so the type cannot live in the list without an import cycle.
export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI path ({param} style). */
  path: string;
  summary: string;
  tag: string;
  auth: boolean;
  query?: v.ObjectSchema<v.ObjectEntries, undefined>;
  body?: v.GenericSchema;
  response?: v.GenericSchema;
  /** Answers 409 when nights it wants are held (problem members `nights` and `holders`). */
  nightsHeld?: true;
  /** Success statuses when not a plain 200: 201 for a create, 204 for an empty answer; [201, 200] when a repeat answers what was stored. */
  success?: readonly (200 | 201 | 204)[];
  /**
   * What an operation without the host's bearer token (auth false) takes instead; nothing when absent.
   * optional-bearer: a bearer token attaches the host when valid, and is no reason to refuse.
   * guest / optional-guest: the guest_token cookie of POST /api/guest/login (401 without it / null answer).
   * messaging-token: the short-lived ?token= of GET /api/app/messaging/token (EventSource sends no header).
   */
  credential?: 'optional-bearer' | 'guest' | 'optional-guest' | 'messaging-token';
}
