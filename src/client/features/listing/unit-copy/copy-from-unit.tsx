import { useEffect, useRef, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { unitCopyMachine } from '../../../../../machines/unit-copy/unit-copy.machine';
import { connectUnitCopy } from '../../../../../machines/unit-copy/unit-copy.connect';
import type { Unit } from '../../../../shared/schemas/unit';
import { fetchPropertyUnits } from '../../../api/properties';
import { Button } from '../../../ui/button';
import { LoadingSkeleton } from '../../../ui/loading-skeleton';
import './unit-copy.css';
import { useWorkflow } from '../../../app/use-workflow';

// "Copy from unit …" above a step's form (multi-unit properties only): the host picks another
// unit of the same property, reads what would be copied, and confirms. The copy only fills the
// form, it saves nothing: the host checks the values and saves them as any edit, or clicks Undo
// copy (or leaves the step without saving). The workflow is the unit-copy machine's; the step says
// how to read the other unit, what to show of it and how it fills the form.

export interface CopyFromUnitProps<T> {
  unit: Unit;
  /** Reads what the other unit holds for this step. */
  load: (unitId: string, signal: AbortSignal) => Promise<T>;
  /** The list of what would be copied; null when the other unit has nothing to copy for this step. */
  preview: (data: T) => ReactNode | null;
  /** Fills the step's form with the other unit's values (not saved). */
  onCopy: (data: T) => void;
  /** Puts back what the form held before the copy. */
  onUndo: () => void;
}

export function CopyFromUnit<T>(props: CopyFromUnitProps<T>) {
  // Only a property of several units has another unit to copy from.
  if (props.unit.propertyType !== 'multi') return null;
  return <CopyPanel {...props} />;
}

function CopyPanel<T>({ unit, load, preview, onCopy, onUndo }: CopyFromUnitProps<T>) {
  const intl = useIntl();
  const units = useQuery({
    queryKey: ['unit-copy', 'sources', unit.propertyId],
    queryFn: ({ signal }) => fetchPropertyUnits(unit.propertyId, signal),
  });
  const [snapshot, send] = useWorkflow(
    (latest) => unitCopyMachine.provide({ actors: { loadSource: fromPromise(({ input, signal }) => latest()(input.unitId, signal)) } }),
    { latest: load, input: { unitId: unit.publicId } },
  );
  const copy = connectUnitCopy<T, ReactNode>(snapshot, send, { preview, onCopy, onUndo });

  const sources = (units.data?.items ?? [])
    .map((u, i) => ({ id: u.id, name: u.title?.trim() || intl.formatMessage({ id: 'listing.unitCopy.untitledUnit' }, { n: i + 1 }) }))
    .filter((u) => u.id !== unit.publicId);
  const sourceName = sources.find((s) => s.id === copy.sourceId)?.name ?? '';

  // Focus follows the panel: into the unit list when it opens, back to the button that opened it
  // when it closes, to the notice after a copy (so a keyboard user hears what happened).
  const selectRef = useRef<HTMLSelectElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const focus = copy.focus;
  const previous = useRef(focus);
  useEffect(() => {
    const was = previous.current;
    previous.current = focus;
    if (was === focus) return;
    if (focus === 'units') selectRef.current?.focus();
    else if (focus === 'notice') noticeRef.current?.focus();
    else if (focus === 'opener') openerRef.current?.focus();
  }, [focus]);

  if (sources.length === 0) return null;
  const headingId = `unit-copy-heading-${unit.publicId}`;

  return (
    <div className="unit-copy">
      {copy.copied && (
        <div ref={noticeRef} tabIndex={-1} role="status" className="notice unit-copy__notice">
          <p>
            <FormattedMessage id="listing.unitCopy.copied" values={{ unit: sourceName }} />
          </p>
          <div className="unit-copy__actions">
            <Button variant="secondary" onClick={copy.undo}>
              <FormattedMessage id="listing.unitCopy.undo" />
            </Button>
          </div>
        </div>
      )}
      {!copy.open && (
        <Button ref={openerRef} variant="secondary" aria-expanded={false} onClick={copy.openPanel}>
          <FormattedMessage id="listing.unitCopy.open" />
        </Button>
      )}
      {copy.open && (
        <section className="unit-copy__panel" aria-labelledby={headingId}>
          <h3 id={headingId} className="unit-copy__title">
            <FormattedMessage id="listing.unitCopy.title" />
          </h3>
          <label className="unit-copy__field">
            <span>
              <FormattedMessage id="listing.unitCopy.source" />
            </span>
            <select ref={selectRef} value={copy.sourceId ?? ''} disabled={copy.loading} onChange={(e) => copy.selectSource(e.target.value)}>
              <option value="">{intl.formatMessage({ id: 'listing.unitCopy.choose' })}</option>
              {sources.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
          <div aria-live="polite">
            {copy.loading && <LoadingSkeleton label={<FormattedMessage id="listing.unitCopy.loading" />} lines={3} />}
            {copy.nothingToCopy && (
              <p>
                <FormattedMessage id="listing.unitCopy.nothing" values={{ unit: sourceName }} />
              </p>
            )}
            {copy.preview != null && (
              <div className="unit-copy__preview">
                <p>
                  <FormattedMessage id="listing.unitCopy.willReplace" values={{ unit: sourceName }} />
                </p>
                {copy.preview}
              </div>
            )}
          </div>
          {copy.failed && (
            <div role="alert" className="notice notice--warning">
              <p>
                <FormattedMessage id="listing.unitCopy.failed" />
              </p>
              <Button variant="secondary" onClick={copy.retry}>
                <FormattedMessage id="listing.unitCopy.retry" />
              </Button>
            </div>
          )}
          <div className="unit-copy__actions">
            <Button variant="primary" disabled={!copy.canConfirm} onClick={copy.confirm}>
              <FormattedMessage id="listing.unitCopy.confirm" />
            </Button>
            <Button variant="ghost" onClick={copy.close}>
              <FormattedMessage id="listing.unitCopy.cancel" />
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
