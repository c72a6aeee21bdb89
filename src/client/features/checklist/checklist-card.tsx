import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useSearchParams } from '../../router';
import { checklistProgress, isChecklistComplete, isChecklistTab, itemsOfTab, type ChecklistTab } from '../../../shared/domain/checklist';
import { Spinner } from '../../ui/spinner';
import { useChecklist } from './api';
import { ChecklistItemRow } from './checklist-item-row';
import { ChecklistProgress } from './checklist-progress';
import { ChecklistTabs, panelId, tabId } from './checklist-tabs';
import { ChecklistLoadError } from './checklist-load-error';
import './checklist.css';

// The overview's checklist card (AS §2.1 /home): progress over every item that
// counts, the two sections as tabs, each item linking to its page. The open section is in the
// address (?tab=grow), so coming back from an item shows the section it was in.

export function ChecklistCard() {
  const intl = useIntl();
  const query = useChecklist();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab') ?? undefined;
  const tab: ChecklistTab = isChecklistTab(asked) ? asked : 'setup';
  const select = (next: ChecklistTab) =>
    setSearch(
      (now) => {
        const params = new URLSearchParams(now);
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );

  return (
    <section className="checklist-card" aria-labelledby="checklist-card-title" aria-busy={query.isPending || undefined}>
      <h2 id="checklist-card-title" className="checklist-card__title">
        <FormattedMessage id="checklist.title" />
      </h2>
      <p className="checklist-card__intro">
        <FormattedMessage id="checklist.intro" />
      </p>
      {query.isPending ? (
        <Spinner label={intl.formatMessage({ id: 'checklist.loading' })} inline />
      ) : query.isError ? (
        <ChecklistLoadError onRetry={() => void query.refetch()} />
      ) : (
        <>
          <ChecklistProgress progress={query.data.progress} />
          {isChecklistComplete(query.data.items) && (
            <div className="checklist-card__done" data-testid="checklist-all-done">
              <h3 className="checklist-card__done-title">
                <FormattedMessage id="checklist.allDone.title" />
              </h3>
              <p>
                <FormattedMessage id="checklist.allDone.body" />
              </p>
            </div>
          )}
          <ChecklistTabs
            current={tab}
            counts={{ setup: checklistProgress(itemsOfTab(query.data.items, 'setup')), grow: checklistProgress(itemsOfTab(query.data.items, 'grow')) }}
            onSelect={select}
          />
          <div className="checklist-card__panel" role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
            {itemsOfTab(query.data.items, tab).length === 0 ? (
              <p className="checklist-card__empty">
                <FormattedMessage id="checklist.tabEmpty" />
              </p>
            ) : (
              <ul className="checklist-list">
                {itemsOfTab(query.data.items, tab).map((item) => (
                  <ChecklistItemRow key={item.id} item={item} />
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </section>
  );
}
