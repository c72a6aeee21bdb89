import { useId, useState } from 'react';
import { FormattedMessage } from '../../i18n/intl';
import { AddByFileForm } from './add-by-file-form';
import { AddByUrlForm } from './add-by-url-form';

// "Add a calendar": by link (kept in sync) or from a file (read once). Both forms stay mounted
// while the host switches between them, so nothing typed in one is lost by looking at the other.
type Way = 'url' | 'file';

export function AddFeed({ unitId }: { unitId: string }) {
  const id = useId();
  const [way, setWay] = useState<Way>('url');
  return (
    <section className="manage-step calendar-sync__add" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="calendar-sync__title">
        <FormattedMessage id="calendar-sync.add.title" />
      </h3>
      <fieldset className="calendar-sync__ways">
        <legend className="calendar-sync__label">
          <FormattedMessage id="calendar-sync.add.how" />
        </legend>
        {(['url', 'file'] as const).map((w) => (
          <div key={w} className="calendar-sync__way">
            <input id={`${id}-${w}`} type="radio" name={`${id}-way`} value={w} checked={way === w} onChange={() => setWay(w)} aria-describedby={`${id}-${w}-hint`} />
            <label htmlFor={`${id}-${w}`}>
              <FormattedMessage id={w === 'url' ? 'calendar-sync.add.byUrl' : 'calendar-sync.add.byFile'} />
            </label>
            <p id={`${id}-${w}-hint`} className="form-field__hint calendar-sync__way-hint">
              <FormattedMessage id={w === 'url' ? 'calendar-sync.add.byUrlHint' : 'calendar-sync.add.byFileHint'} />
            </p>
          </div>
        ))}
      </fieldset>
      <div hidden={way !== 'url'}>
        <AddByUrlForm unitId={unitId} />
      </div>
      <div hidden={way !== 'file'}>
        <AddByFileForm unitId={unitId} />
      </div>
    </section>
  );
}
