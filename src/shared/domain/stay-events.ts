// What happened to a stay, said in its conversation as a system message, so guest and host read
// the same story in the chat: the host confirmed, rejected or cancelled it, or the guest cancelled
// it themselves (guest-cancelled, from the guest chat). The message body is
// a code, not words: each reader sees it in their own language (chat.system.* texts) with the
// stay's code, e.g. "stay-event:cancelled:HP-4TW8XR".

export const STAY_EVENTS = ['confirmed', 'rejected', 'cancelled', 'guest-cancelled'] as const;
export type StayEvent = (typeof STAY_EVENTS)[number];

const PREFIX = 'stay-event:';

export function stayEventBody(event: StayEvent, code: string): string {
  return `${PREFIX}${event}:${code}`;
}

/** The event of a system message's body, or null for any other text. */
export function parseStayEvent(body: string): { event: StayEvent; code: string } | null {
  if (!body.startsWith(PREFIX)) return null;
  const [event, code] = body.slice(PREFIX.length).split(':');
  if (!event || !code || !(STAY_EVENTS as readonly string[]).includes(event)) return null;
  return { event: event as StayEvent, code };
}
