import { FormattedMessage } from '../../i18n/intl';
import { Link } from '../../router';
import { checklistItemPath } from '../../../shared/domain/checklist';
import type { ChecklistItemWire } from '../../../shared/schemas/checklist';
import { itemText, statusText } from './checklist-texts';

// One line of the checklist: a link to the item's page, its status as a word (not colour only)
// and the effort hint.
export function ChecklistItemRow({ item }: { item: ChecklistItemWire }) {
  return (
    <li className={`checklist-row checklist-row--${item.status}`}>
      <span className="checklist-row__mark" aria-hidden="true">
        {item.status === 'done' ? '✓' : item.status === 'dismissed' ? '–' : ''}
      </span>
      <span className="checklist-row__text">
        <Link className="checklist-row__link" to={checklistItemPath(item)}>
          <FormattedMessage id={itemText(item.id, 'title')} />
        </Link>
        <span className="checklist-row__meta">
          <span className={`checklist-status checklist-status--${item.status}`}>
            <FormattedMessage id={statusText(item.status)} />
          </span>
          {item.status === 'open' && (
            <span className="checklist-row__effort">
              <FormattedMessage id="checklist.effort" values={{ minutes: item.effortMinutes }} />
            </span>
          )}
        </span>
      </span>
    </li>
  );
}
