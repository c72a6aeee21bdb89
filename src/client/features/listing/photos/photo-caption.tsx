import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { PHOTO_CAPTION_MAX } from '../../../../shared/schemas/unit-photos';

// An optional caption, saved when the field is left (or Enter is pressed) and only if it changed.
export function PhotoCaption({ caption, onSave }: { caption: string | null; onSave: (caption: string | null) => Promise<unknown> }) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState(caption ?? '');
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');

  const save = async () => {
    const next = text.trim() || null;
    if (next === (caption ?? null)) return;
    setState('saving');
    try {
      await onSave(next);
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <div className="photo-card__caption">
      <label htmlFor={id} className="visually-hidden">
        <FormattedMessage id="listing.photos.caption" />
      </label>
      <input
        id={id}
        type="text"
        value={text}
        maxLength={PHOTO_CAPTION_MAX}
        placeholder={intl.formatMessage({ id: 'listing.photos.captionPlaceholder' })}
        aria-invalid={state === 'failed' || undefined}
        aria-busy={state === 'saving' || undefined}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => void save()}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault(); // Enter would submit the step's form
            void save();
          }
        }}
      />
      {state === 'failed' && (
        <p role="alert" className="form-field__error">
          <FormattedMessage id="listing.photos.captionFailed" />
        </p>
      )}
    </div>
  );
}
