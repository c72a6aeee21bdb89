import type { SnapshotFrom } from 'xstate';
import type { unitCopyMachine } from './unit-copy.machine';

type Snapshot = SnapshotFrom<typeof unitCopyMachine>;

export const selectIsOpen = (s: Snapshot) => !s.matches('closed') && !s.matches('copied');
/** The preview to show, only while the host weighs it. */
export const selectPreview = (s: Snapshot) => (s.matches('previewing') ? s.context.preview : null);
export const selectError = (s: Snapshot) => (s.matches('failed') ? s.context.lastError : null);
export const selectIsCopied = (s: Snapshot) => s.matches('copied');
