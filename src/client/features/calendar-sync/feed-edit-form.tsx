import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import type { IcalFeed } from '../../../shared/schemas/ical';
import { Button } from '../../ui/button';
import { checkFeedFields, refusalTexts, type FieldErrors } from './feed-form-errors';
import { FeedField, focusFirstInvalid } from './feed-field';

// Rename an imported calendar, or point it at another address (the server reads the new one at
// once and refuses it, keeping the old, when it gives no calendar). Only what changed is sent.
export function FeedEditForm({
  feed,
  saving,
  onSave,
  onCancel,
}: {
  feed: IcalFeed;
  saving: boolean;
  onSave: (patch: { name?: string; url?: string }) => Promise<unknown>;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const [name, setName] = useState(feed.name);
  const [url, setUrl] = useState(feed.url ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const isUrl = feed.kind === 'url';
  const form = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = { name: name.trim(), ...(isUrl && { url: url.trim() }) };
    const invalid = checkFeedFields(intl, values);
    setErrors(invalid);
    setGeneral(null);
    if (Object.keys(invalid).length > 0) return focusFirstInvalid(form.current);
    const patch = {
      ...(values.name !== feed.name && { name: values.name }),
      ...(isUrl && values.url !== feed.url && { url: values.url }),
    };
    if (Object.keys(patch).length === 0) return onCancel();
    try {
      await onSave(patch);
    } catch (error) {
      const refused = refusalTexts(intl, error, isUrl ? ['name', 'url'] : ['name']);
      setErrors(refused.fields);
      setGeneral(refused.general);
      focusFirstInvalid(form.current);
    }
  };

  return (
    <form ref={form} className="calendar-sync__form" noValidate onSubmit={(e) => void submit(e)} aria-label={intl.formatMessage({ id: 'calendar-sync.edit.formNamed' }, { name: feed.name })}>
      <FeedField label={<FormattedMessage id="calendar-sync.field.name" />} error={errors.name}>
        {(props) => <input {...props} type="text" value={name} autoComplete="off" onChange={(e) => setName(e.target.value)} />}
      </FeedField>
      {isUrl && (
        <FeedField label={<FormattedMessage id="calendar-sync.field.url" />} error={errors.url}>
          {(props) => <input {...props} type="url" inputMode="url" value={url} autoComplete="off" spellCheck={false} onChange={(e) => setUrl(e.target.value)} />}
        </FeedField>
      )}
      {general && (
        <p role="alert" className="notice notice--error calendar-sync__notice">
          {general}
        </p>
      )}
      <div className="calendar-sync__actions">
        <Button type="submit" busy={saving}>
          <FormattedMessage id="calendar-sync.edit.save" />
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          <FormattedMessage id="calendar-sync.cancel" />
        </Button>
      </div>
    </form>
  );
}
