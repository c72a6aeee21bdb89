import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Link, useParams } from '../../router';
import { checklistItemPath, isChecklistItemId, isChecklistTab, neighbours } from '../../../shared/domain/checklist';
import type { ChecklistItemWire } from '../../../shared/schemas/checklist';
import NotFoundPage from '../../app/pages/not-found-page';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { PageHeading } from '../../ui/page-heading';
import { PageSpinner } from '../../ui/spinner';
import { useSnackbar } from '../../ui/snackbar';
import { useChecklist, useSetChecklistDismissed } from './api';
import { itemText, statusText } from './checklist-texts';
import { ChecklistLoadError } from './checklist-load-error';
import './checklist.css';

// /checklist/{tab}/{checklistItemId} (AS §2.1): one item of the onboarding
// checklist — why it matters, what to do, the button to the place where it is done, dismiss or
// restore (with Undo in a snackbar), and the previous and next item of the same section.
// An unknown tab or item, an item of another section, or one that does not apply to this host
// is the 404 page.
export default function ChecklistItemPage() {
  const intl = useIntl();
  const { tab, checklistItemId } = useParams();
  const query = useChecklist();
  const known = isChecklistTab(tab) && isChecklistItemId(checklistItemId);
  if (!known) return <NotFoundPage />;
  if (query.isPending) return <PageSpinner label={intl.formatMessage({ id: 'checklist.loading' })} />;
  if (query.isError)
    return (
      <div className="page">
        <PageHeading title={<FormattedMessage id="checklist.title" />} />
        <ChecklistLoadError onRetry={() => void query.refetch()} />
      </div>
    );
  const item = query.data.items.find((i) => i.id === checklistItemId && i.tab === tab);
  if (!item) return <NotFoundPage />;
  return <ItemDetail key={item.id} item={item} items={query.data.items} />;
}

function ItemDetail({ item, items }: { item: ChecklistItemWire; items: ChecklistItemWire[] }) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const write = useSetChecklistDismissed();
  const { previous, next } = neighbours(items, item.id);
  const title = (id: ChecklistItemWire['id']) => intl.formatMessage({ id: itemText(id, 'title') });

  const setDismissed = (dismissed: boolean, undoable: boolean) =>
    write.mutate(
      { id: item.id, dismissed },
      {
        onSuccess: () =>
          snackbar.show({
            messageId: dismissed ? 'checklist.dismissed' : 'checklist.restored',
            tone: 'success',
            ...(undoable && { action: { messageId: 'checklist.undo', onAction: () => setDismissed(!dismissed, false) } }),
          }),
        onError: () => snackbar.show({ messageId: 'checklist.saveFailed', tone: 'error' }),
      },
    );

  return (
    <div className="page checklist-item">
      <p className="checklist-item__back">
        <Link to={`/home?tab=${item.tab}`}>
          <FormattedMessage id="checklist.back" />
        </Link>
      </p>
      <PageHeading title={title(item.id)} />
      <p className="checklist-item__meta">
        <span className={`checklist-status checklist-status--${item.status}`} data-testid="checklist-item-status">
          <FormattedMessage id={statusText(item.status)} />
        </span>
        <span className="checklist-row__effort">
          <FormattedMessage id="checklist.effort" values={{ minutes: item.effortMinutes }} />
        </span>
      </p>
      {item.status !== 'open' && (
        <p className="checklist-item__note">
          <FormattedMessage id={item.status === 'done' ? 'checklist.doneNote' : 'checklist.dismissedNote'} />
        </p>
      )}
      <section className="checklist-item__section" aria-labelledby="checklist-why">
        <h2 id="checklist-why">
          <FormattedMessage id="checklist.why" />
        </h2>
        <p>
          <FormattedMessage id={itemText(item.id, 'why')} />
        </p>
      </section>
      <section className="checklist-item__section" aria-labelledby="checklist-how">
        <h2 id="checklist-how">
          <FormattedMessage id="checklist.how" />
        </h2>
        <p>
          <FormattedMessage id={itemText(item.id, 'how')} />
        </p>
      </section>
      <div className="checklist-item__actions">
        <ButtonLink to={item.action.path} data-testid="checklist-action">
          <FormattedMessage id="checklist.doIt" />
        </ButtonLink>
        {item.status === 'open' && (
          <Button variant="secondary" busy={write.isPending} onClick={() => setDismissed(true, true)}>
            <FormattedMessage id="checklist.dismiss" />
          </Button>
        )}
        {item.status === 'dismissed' && (
          <Button variant="secondary" busy={write.isPending} onClick={() => setDismissed(false, true)}>
            <FormattedMessage id="checklist.restore" />
          </Button>
        )}
      </div>
      {(previous || next) && (
        <nav className="checklist-item__neighbours" aria-label={intl.formatMessage({ id: 'checklist.neighbours' })}>
          {previous && (
            <Link rel="prev" to={checklistItemPath(previous)}>
              <FormattedMessage id="checklist.previous" values={{ title: title(previous.id) }} />
            </Link>
          )}
          {next && (
            <Link rel="next" className="checklist-item__next" to={checklistItemPath(next)}>
              <FormattedMessage id="checklist.next" values={{ title: title(next.id) }} />
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
