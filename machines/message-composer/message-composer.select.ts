import type { SnapshotFrom } from 'xstate';
import { MESSAGE_COUNTER_FROM, MESSAGE_MAX_LENGTH } from '../../src/shared/domain/messaging/message-rules';
import type { messageComposerMachine } from './message-composer.machine';

type Snapshot = SnapshotFrom<typeof messageComposerMachine>;

/** Only a draft over the limit is an error to show; an empty one just keeps Send disabled. */
export const selectTooLong = (s: Snapshot) => s.context.problem === 'tooLong';
/** Characters left, shown once the draft is near the limit (negative when over it); null before. */
export const selectRemaining = (s: Snapshot): number | null => {
  const length = s.context.draft.trim().length;
  return length >= MESSAGE_COUNTER_FROM ? MESSAGE_MAX_LENGTH - length : null;
};
