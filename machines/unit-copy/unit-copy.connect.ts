import type { SnapshotFrom } from 'xstate';
import type { UnitCopyEvent, unitCopyMachine } from './unit-copy.machine';
import { selectError, selectIsCopied, selectIsOpen, selectPreview } from './unit-copy.select';

// The "Copy from unit …" panel's view of the unit-copy machine (ARCHITECTURE.md, "Machines in
// views"): from the snapshot, what the panel shows, and from `send`, what each control does, so
// the panel (src/client/features/listing/unit-copy/copy-from-unit.tsx) renders this and decides
// nothing. What the other unit holds is the step's business (the machine keeps it as read): the
// step says how to show it (`preview`, whose result the connect hands back as it is, so no React
// here) and how it fills the form (`onCopy`, `onUndo`), and the connect calls them where the
// workflow says. The rules tested on their own stay selectors of unit-copy.select.ts.

type Snapshot = SnapshotFrom<typeof unitCopyMachine>;

export interface UnitCopyStep<T, R> {
  /** What would be copied, shown; null when the other unit has nothing to copy for this step. */
  preview: (data: T) => R | null;
  /** Fills the step's form with the other unit's values (not saved). */
  onCopy: (data: T) => void;
  /** Puts back what the form held before the copy. */
  onUndo: () => void;
}

export interface UnitCopyView<R> {
  /** The panel is open: choosing a unit, reading it, weighing what it holds or telling a failed read. */
  open: boolean;
  /** Copied into the form (not saved): the notice with Undo copy. */
  copied: boolean;
  /** The unit picked (read, previewed or copied from); null before one is. */
  sourceId: string | null;
  /** Reading the unit picked: the unit list is locked and a skeleton stands for the preview. */
  loading: boolean;
  /** The step's preview of what the unit holds, while the host weighs it; null otherwise or when it has nothing to copy. */
  preview: R | null;
  /** The unit was read and holds nothing for this step: said instead of a preview. */
  nothingToCopy: boolean;
  /** The read failed: told with Try again. */
  failed: boolean;
  /** Confirm copies only what a preview shows. */
  canConfirm: boolean;
  /** Where focus goes once the workflow gets here: the unit list, the notice, the opener (null: it stays). */
  focus: 'units' | 'notice' | 'opener' | null;
  openPanel: () => void;
  /** A pick from the unit list: sent only for another unit than this one and the one already picked (the placeholder picks nothing). */
  selectSource: (unitId: string) => void;
  /** Fills the form through the step, then closes the panel on the copy. */
  confirm: () => void;
  /** Puts the form back through the step and forgets the copy. */
  undo: () => void;
  retry: () => void;
  /** Cancel: closes the panel (a read under way is stopped). */
  close: () => void;
}

export function connectUnitCopy<T, R>(snapshot: Snapshot, send: (event: UnitCopyEvent) => void, step: UnitCopyStep<T, R>): UnitCopyView<R> {
  const data = selectPreview(snapshot) as T | null;
  const shown = data == null ? null : step.preview(data);
  const state = snapshot.value;
  return {
    open: selectIsOpen(snapshot),
    copied: selectIsCopied(snapshot),
    sourceId: snapshot.context.sourceId,
    loading: snapshot.hasTag('busy'),
    preview: shown,
    nothingToCopy: data != null && shown == null,
    failed: selectError(snapshot) !== null,
    canConfirm: shown != null,
    focus: state === 'choosing' ? 'units' : state === 'copied' ? 'notice' : state === 'closed' ? 'opener' : null,
    openPanel: () => send({ type: 'copy.open' }),
    selectSource: (unitId) => {
      const event = { type: 'source.select', unitId } as const;
      if (snapshot.can(event)) send(event);
    },
    confirm: () => {
      if (data == null || shown == null) return;
      step.onCopy(data);
      send({ type: 'copy.confirm' });
    },
    undo: () => {
      step.onUndo();
      send({ type: 'copy.undo' });
    },
    retry: () => send({ type: 'retry' }),
    close: () => send({ type: 'copy.close' }),
  };
}
