import type { EventObject } from 'xstate';

// Plain-language steps of a machine, for testers who walk a path by hand (the Gherkin export of
// `npm run paths` and the in-app machine page). Pure: no Node, no DOM.
// These English stories are the source: the exports of `npm run paths` (Gherkin, CSV) stay in
// English, and the machine page shows the stories in the portal's language from the staff
// scope's texts (src/shared/i18n/staff/machine-stories/, src/client/features/machines/story-messages.ts),
// whose en-US texts a test checks against these.

/** A phrase for an event: a template with {field} placeholders from its payload, or a function. */
export type EventPhrase = string | ((event: EventObject & Record<string, unknown>) => string);

export interface MachineStory {
  /** Who acts in the When steps ("the host", "the guest", "staff"): used in the Feature header. */
  actor: string;
  /**
   * What a person does, or what happens, for every event type of the fixtures and every actor
   * outcome (`xstate.done.actor.saveReply`, `xstate.error.actor.saveReply`), e.g.
   * 'the host clicks Reply on review {reviewId}' or 'the server refuses it with status {error.status}'.
   */
  events: Record<string, EventPhrase>;
  /**
   * What a person sees in every state node, keyed by its dotted path without the machine id
   * ('editing', 'steps', 'steps.photos'), e.g. 'the reply editor is open'.
   */
  states: Record<string, string>;
}

const MAX_SHOWN = 40;

/** A payload value as a person reads it: long strings are cut with their length named. */
export function showValue(value: unknown): string {
  if (typeof value === 'string') return value.length > MAX_SHOWN ? `"${value.slice(0, 12)}…" (${value.length} characters)` : `"${value}"`;
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'object') {
    const text = JSON.stringify(value, (_k, v: unknown) => (typeof v === 'string' && v.length > MAX_SHOWN ? `${v.slice(0, 12)}… (${v.length} characters)` : v));
    return text.length > 200 ? `${text.slice(0, 197)}…` : text;
  }
  return String(value);
}

const lookup = (source: unknown, dotted: string): unknown =>
  dotted.split('.').reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), source);

/** The event told as a step: its phrase with the payload filled in (unknown fields stay visible). */
export function tellEvent(story: MachineStory, event: EventObject): string {
  const phrase = story.events[event.type];
  if (phrase === undefined) return `"${event.type}" happens`;
  if (typeof phrase === 'function') return phrase(event as EventObject & Record<string, unknown>);
  return phrase.replace(/\{([\w.]+)\}/g, (whole, field: string) => {
    const value = lookup(event, field);
    return value === undefined ? whole : showValue(value);
  });
}

/** The leaf paths of a state value: 'a' | {a: 'b'} -> ['a.b']; parallel regions give several. */
export function leafPaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leafPaths(v, `${prefix}${k}.`));
}

/** The dotted state string of the paths ('a.b,c.d' for parallel regions) told as what a person sees. */
export function tellState(story: MachineStory, dotted: string): string {
  return dotted
    .split(',')
    .map((leaf) => {
      // The deepest node with a phrase: a leaf without one falls back to its parent's.
      const parts = leaf.split('.');
      for (let n = parts.length; n > 0; n--) {
        const phrase = story.states[parts.slice(0, n).join('.')];
        if (phrase) return phrase;
      }
      return `it is in "${leaf}"`;
    })
    .join(' and ');
}
