import { useId, useRef, useState, type DragEvent } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { maxMegabytes, typeLabels, type PhotoConstraints } from './photo-checks';

// Where files come in: a file picker (keyboard and touch) and a drop zone for the mouse. The
// input itself stays in the page (visually hidden) so its label is the button and it keeps focus.
export function PhotoDropZone({ constraints, onFiles, disabled }: { constraints: PhotoConstraints; onFiles: (files: File[]) => void; disabled?: boolean }) {
  const intl = useIntl();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [over, setOver] = useState(false);
  const depth = useRef(0); // dragenter/leave fire for every child; count them to know when the drag really left

  const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes('Files');
  const onDragEnter = (e: DragEvent) => {
    if (!hasFiles(e)) return;
    e.preventDefault();
    depth.current += 1;
    setOver(true);
  };
  const onDragLeave = () => {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setOver(false);
  };
  const onDrop = (e: DragEvent) => {
    if (!hasFiles(e)) return;
    e.preventDefault();
    depth.current = 0;
    setOver(false);
    if (!disabled) onFiles(Array.from(e.dataTransfer.files));
  };

  return (
    <div
      className={`photo-drop${over ? ' photo-drop--over' : ''}`}
      onDragEnter={onDragEnter}
      onDragOver={(e) => hasFiles(e) && e.preventDefault()}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      data-testid="photo-drop-zone"
    >
      <p className="photo-drop__title">
        <FormattedMessage id="listing.photos.dropZone" />
      </p>
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        multiple
        accept={constraints.mimeTypes.join(',')}
        aria-describedby={hintId}
        disabled={disabled}
        onChange={(e) => {
          onFiles(Array.from(e.target.files ?? []));
          e.target.value = ''; // choosing the same file again is a new choice
        }}
      />
      <label htmlFor={inputId} className="button button--secondary photo-drop__choose">
        <FormattedMessage id="listing.photos.choose" />
      </label>
      <p id={hintId} className="photo-drop__hint">
        <FormattedMessage
          id="listing.photos.requirements"
          values={{
            types: intl.formatList(typeLabels(constraints), { type: 'disjunction' }),
            maxSize: maxMegabytes(constraints),
            minWidth: constraints.minWidth,
            minHeight: constraints.minHeight,
          }}
        />
      </p>
    </div>
  );
}
