import { Dialog, DialogClose } from '../../../ui/dialog';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { generalErrorTexts } from '../../../api/error-text';
import type { ApiError } from '../../../api/http';
import { fetchDac7Report, useDac7Availability } from '../../../api/reports';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { reportFileName } from '../../../../shared/domain/reports/dac7';
import { saveFile } from '../../../ui/save-file';

// The DAC7 tax report (AS §2.7, AS §7): the years a report exists for, newest first,
// each with a Download. The file is fetched with the bearer token, named from content-disposition
// (else report-{year}.csv) and handed to the browser; the dialog shows how far the download got,
// and says so clearly when it failed.

interface Downloaded {
  year: number;
  fileName: string;
}

function useDac7Download(locale: string) {
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation<Downloaded, ApiError, number>({
    meta: { errorShown: 'inline' },
    mutationFn: async (year) => {
      setProgress(null);
      const file = await fetchDac7Report(year, { onProgress: setProgress, locale });
      const fileName = reportFileName(file.contentDisposition, year);
      saveFile(file.blob, fileName);
      return { year, fileName };
    },
  });
  return { ...mutation, progress };
}

function Years({ years }: { years: number[] }) {
  const intl = useIntl();
  const download = useDac7Download(intl.locale);
  const busyYear = download.isPending ? download.variables : null;
  return (
    <>
      <ul className="dac7-years" aria-label={intl.formatMessage({ id: 'insights.reports.years' })}>
        {years.map((year) => (
          <li key={year} className="dac7-years__item" data-testid={`dac7-year-${year}`}>
            <span className="dac7-years__year">{year}</span>
            <Button
              variant="secondary"
              busy={busyYear === year}
              disabled={download.isPending && busyYear !== year}
              aria-label={intl.formatMessage({ id: 'insights.reports.downloadYear' }, { year })}
              onClick={() => download.mutate(year)}
            >
              <FormattedMessage id="insights.reports.download" />
            </Button>
          </li>
        ))}
      </ul>
      <div className="dac7-status" aria-live="polite">
        {download.isPending && (
          <div className="dac7-progress" data-testid="dac7-progress">
            <label>
              <FormattedMessage id="insights.reports.downloading" values={{ year: download.variables }} />
              {/* No value while the size is unknown: the bar shows activity only. */}
              <progress max={1} value={download.progress ?? undefined} />
            </label>
          </div>
        )}
        {download.isSuccess && (
          <p role="status" data-testid="dac7-done">
            <FormattedMessage id="insights.reports.downloaded" values={{ year: download.data.year, fileName: download.data.fileName }} />
          </p>
        )}
      </div>
      {download.isError && (
        <div role="alert" className="notice notice--error" data-testid="dac7-error">
          <p>
            <FormattedMessage id="insights.reports.downloadFailed" values={{ year: download.variables }} />
          </p>
          <p>{generalErrorTexts(intl, download.error).join(' ')}</p>
        </div>
      )}
    </>
  );
}

function Availability() {
  const intl = useIntl();
  const availability = useDac7Availability();
  if (availability.isPending) return <Spinner label={intl.formatMessage({ id: 'insights.reports.loading' })} inline />;
  if (availability.isError)
    return (
      <div role="alert" className="notice notice--error">
        <p>
          <FormattedMessage id="insights.reports.loadError" />
        </p>
        <p>{generalErrorTexts(intl, availability.error).join(' ')}</p>
        <Button variant="secondary" onClick={() => void availability.refetch()} busy={availability.isFetching}>
          <FormattedMessage id="insights.page.retry" />
        </Button>
      </div>
    );
  // Newest first, whatever order the answer came in.
  const years = [...new Set(availability.data.years)].sort((a, b) => b - a);
  if (years.length === 0)
    return (
      <p className="empty-state" data-testid="dac7-empty">
        <FormattedMessage id="insights.reports.empty" />
      </p>
    );
  return <Years years={years} />;
}

export function Dac7Dialog() {
  return (
    <Dialog
      trigger={
        <Button variant="secondary" className="insights-toolbar__dac7" data-testid="dac7-open">
          <FormattedMessage id="insights.reports.open" />
        </Button>
      }
      className="properties-dialog dac7-dialog"
      title={<FormattedMessage id="insights.reports.title" />}
      description={<FormattedMessage id="insights.reports.description" />}
    >
      {/* Mounted only while open: the years are asked for when the host wants them. */}
      <Availability />
      <div className="properties-dialog__actions">
        <DialogClose asChild>
          <Button variant="secondary">
            <FormattedMessage id="insights.reports.close" />
          </Button>
        </DialogClose>
      </div>
    </Dialog>
  );
}
