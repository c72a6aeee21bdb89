import { withoutDirectionControls } from '../text-direction';

// What a message may be (a length limit with a clear error), checked by the browser
// before sending and by the server's schema (and a database check) on arrival.

/** Longest message, in characters (UTF-16 code units, as the browser and PostgreSQL's char_length agree on for text without surrogates). */
export const MESSAGE_MAX_LENGTH = 2000;
/** The list shows this much of the last message. */
export const MESSAGE_PREVIEW_LENGTH = 140;
/** The composer shows the remaining count once this close to the limit. */
export const MESSAGE_COUNTER_FROM = 1800;

export type MessageBodyProblem = 'empty' | 'tooLong';

/** Why a draft cannot be sent, or null when it can. Surrounding blanks do not count. */
export function messageBodyProblem(draft: string): MessageBodyProblem | null {
  const body = draft.trim();
  if (body.length === 0) return 'empty';
  if (body.length > MESSAGE_MAX_LENGTH) return 'tooLong';
  return null;
}

export function messagePreview(body: string): string {
  const oneLine = withoutDirectionControls(body).replace(/\s+/g, ' ').trim();
  return oneLine.length <= MESSAGE_PREVIEW_LENGTH ? oneLine : `${oneLine.slice(0, MESSAGE_PREVIEW_LENGTH - 1)}…`;
}
