import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Button } from '../../ui/button';
import { checkCalendarFile, checkFeedFields, refusalTexts, type FieldErrors } from './feed-form-errors';
import { FeedField, focusFirstInvalid } from './feed-field';
import { useAddFeed } from './api';
import { useAnnounce } from './live-region';

// Import a calendar file (.ics) once, e.g. an export from a site that offers no link. The file
// is sent as it is; the name defaults to the file's name so one choice is often enough.
export function AddByFileForm({ unitId }: { unitId: string }) {
  const intl = useIntl();
  const announce = useAnnounce();
  const add = useAddFeed(unitId);
  const form = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string | null>(null);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setErrors((e) => ({ ...e, file: undefined }));
    if (chosen && name.trim() === '') setName(chosen.name.replace(/\.[^.]+$/, '').slice(0, 80));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = { name: name.trim() };
    const invalid: FieldErrors = { ...checkFeedFields(intl, values), file: checkCalendarFile(intl, file) };
    if (!invalid.file) delete invalid.file;
    setErrors(invalid);
    setGeneral(null);
    if (Object.keys(invalid).length > 0 || !file) return focusFirstInvalid(form.current);
    try {
      const feed = await add.mutateAsync({ kind: 'file', name: values.name, file });
      setName('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      announce(intl.formatMessage({ id: 'calendar-sync.add.added' }, { name: feed.name, count: feed.eventCount }));
    } catch (error) {
      const refused = refusalTexts(intl, error, ['name', 'file']);
      setErrors(refused.fields);
      setGeneral(refused.general);
      focusFirstInvalid(form.current);
    }
  };

  return (
    <form ref={form} className="calendar-sync__form" noValidate onSubmit={(e) => void submit(e)} aria-label={intl.formatMessage({ id: 'calendar-sync.add.byFile' })}>
      <FeedField label={<FormattedMessage id="calendar-sync.field.file" />} hint={<FormattedMessage id="calendar-sync.field.fileHint" />} error={errors.file}>
        {(props) => <input {...props} ref={fileInput} type="file" accept=".ics,text/calendar" onChange={(e) => choose(e.target.files?.[0] ?? null)} />}
      </FeedField>
      <FeedField label={<FormattedMessage id="calendar-sync.field.name" />} hint={<FormattedMessage id="calendar-sync.field.nameHint" />} error={errors.name}>
        {(props) => <input {...props} type="text" value={name} autoComplete="off" onChange={(e) => setName(e.target.value)} />}
      </FeedField>
      {general && (
        <p role="alert" className="notice notice--error calendar-sync__notice">
          {general}
        </p>
      )}
      <div className="calendar-sync__actions">
        <Button type="submit" busy={add.isPending}>
          <FormattedMessage id={add.isPending ? 'calendar-sync.add.uploading' : 'calendar-sync.add.submitFile'} />
        </Button>
      </div>
    </form>
  );
}
