import { FormattedMessage, useIntl } from '../../i18n/intl';
import type { ChecklistProgress as Progress } from '../../../shared/domain/checklist';

// "n of m done" and a bar screen readers announce as a progress bar with the same numbers.
export function ChecklistProgress({ progress }: { progress: Progress }) {
  const intl = useIntl();
  const text = intl.formatMessage({ id: 'checklist.progress' }, { done: progress.done, total: progress.total });
  return (
    <div className="checklist-progress">
      <p className="checklist-progress__text" data-testid="checklist-progress">
        <FormattedMessage id="checklist.progress" values={{ done: progress.done, total: progress.total }} />
      </p>
      <div
        className="checklist-progress__bar"
        role="progressbar"
        aria-label={intl.formatMessage({ id: 'checklist.progressLabel' })}
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={progress.done}
        aria-valuetext={text}
      >
        <span className="checklist-progress__fill" style={{ width: `${progress.percent}%` }} />
      </div>
    </div>
  );
}
