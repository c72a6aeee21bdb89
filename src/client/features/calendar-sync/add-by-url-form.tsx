import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Button } from '../../ui/button';
import { checkFeedFields, refusalTexts, type FieldErrors } from './feed-form-errors';
import { FeedField, focusFirstInvalid } from './feed-field';
import { useAddFeed } from './api';
import { useAnnounce } from './live-region';

// Import a calendar by its address (the export link another site gives). The server reads it
// before it answers, so a wrong address is refused here and now, at the URL field; what was
// typed stays for the host to correct.
export function AddByUrlForm({ unitId }: { unitId: string }) {
  const intl = useIntl();
  const announce = useAnnounce();
  const add = useAddFeed(unitId);
  const form = useRef<HTMLFormElement>(null);
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = { name: name.trim(), url: url.trim() };
    const invalid = checkFeedFields(intl, values);
    setErrors(invalid);
    setGeneral(null);
    if (Object.keys(invalid).length > 0) return focusFirstInvalid(form.current);
    try {
      const feed = await add.mutateAsync({ kind: 'url', ...values });
      setName('');
      setUrl('');
      announce(intl.formatMessage({ id: 'calendar-sync.add.added' }, { name: feed.name, count: feed.eventCount }));
    } catch (error) {
      const refused = refusalTexts(intl, error, ['name', 'url']);
      setErrors(refused.fields);
      setGeneral(refused.general);
      focusFirstInvalid(form.current);
    }
  };

  return (
    <form ref={form} className="calendar-sync__form" noValidate onSubmit={(e) => void submit(e)} aria-label={intl.formatMessage({ id: 'calendar-sync.add.byUrl' })}>
      <FeedField label={<FormattedMessage id="calendar-sync.field.name" />} hint={<FormattedMessage id="calendar-sync.field.nameHint" />} error={errors.name}>
        {(props) => <input {...props} type="text" value={name} autoComplete="off" onChange={(e) => setName(e.target.value)} />}
      </FeedField>
      <FeedField label={<FormattedMessage id="calendar-sync.field.url" />} hint={<FormattedMessage id="calendar-sync.field.urlHint" />} error={errors.url}>
        {(props) => <input {...props} type="url" inputMode="url" value={url} autoComplete="off" spellCheck={false} placeholder="https://" onChange={(e) => setUrl(e.target.value)} />}
      </FeedField>
      {general && (
        <p role="alert" className="notice notice--error calendar-sync__notice">
          {general}
        </p>
      )}
      <div className="calendar-sync__actions">
        <Button type="submit" busy={add.isPending}>
          <FormattedMessage id={add.isPending ? 'calendar-sync.add.importing' : 'calendar-sync.add.submitUrl'} />
        </Button>
      </div>
    </form>
  );
}
