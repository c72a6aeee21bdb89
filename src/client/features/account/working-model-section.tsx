import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { COMMERCIAL_MODELS, type CommercialModel } from '../../../shared/domain/commercial-model';
import { changeCommercialModel, fetchCommercialModel, subscriptionKeys } from '../../api/subscriptions';
import { queryKeys } from '../../api/queries';
import { toApiError } from '../../api/http';
import { generalErrorTexts } from '../../api/error-text';
import { Button } from '../../ui/button';
import { ChoiceList } from '../../ui/choice-list';
import { useSnackbar } from '../../ui/snackbar';
import './working-model.css';
import { LoadingSkeleton } from '../../ui/loading-skeleton';

// How the host works with guests (commission: guests book; subscription: guests send inquiries),
// as chosen at registration. The host may change it until a unit is published or sent for
// review (shared/domain/commercial-model.ts, enforced by PUT /api/app/commercial-model); after
// that the section only says which it is and why it is fixed.

export function WorkingModelSection() {
  const intl = useIntl();
  const titleId = useId();
  const model = useQuery({ queryKey: subscriptionKeys.commercialModel, queryFn: ({ signal }) => fetchCommercialModel(signal), staleTime: 0 });
  const [chosen, setChosen] = useState<CommercialModel | null>(null);
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const change = useMutation({
    mutationFn: (next: CommercialModel) => changeCommercialModel(next),
    meta: { errorShown: 'inline' },
    onSuccess: (view) => {
      queryClient.setQueryData(subscriptionKeys.commercialModel, view);
      setChosen(null);
      // The navigation, the checklist and the listing steps all follow the model.
      void queryClient.invalidateQueries({ queryKey: queryKeys.userInfo });
      snackbar.show({ messageId: 'account.workingModel.saved', tone: 'success' });
    },
  });

  return (
    <section className="working-model" aria-labelledby={titleId} aria-busy={model.isPending || change.isPending}>
      <h2 id={titleId} className="working-model__title">
        <FormattedMessage id="account.workingModel.title" />
      </h2>
      {model.isPending ? (
        <LoadingSkeleton className="working-model__loading" label={<FormattedMessage id="account.workingModel.loading" />} />
      ) : model.isError ? (
        <div role="alert" className="notice notice--error">
          <p>{generalErrorTexts(intl, toApiError(model.error)).join(' ')}</p>
          <Button variant="secondary" onClick={() => void model.refetch()}>
            <FormattedMessage id="account.workingModel.retry" />
          </Button>
        </div>
      ) : model.data.changeable ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen && chosen !== model.data.commercialModel) change.mutate(chosen);
          }}
        >
          <ChoiceList<CommercialModel>
            legend={<FormattedMessage id="account.workingModel.legend" />}
            name="commercialModel"
            choices={COMMERCIAL_MODELS.map((m) => ({
              value: m,
              label: <FormattedMessage id={`account.workingModel.${m}`} />,
              description: <FormattedMessage id={`account.workingModel.${m}.description`} />,
            }))}
            value={chosen ?? model.data.commercialModel}
            onChange={setChosen}
            error={change.isError ? generalErrorTexts(intl, toApiError(change.error)).join(' ') : undefined}
          />
          <p className="working-model__hint">
            <FormattedMessage id="account.workingModel.changeableUntil" />
          </p>
          <Button type="submit" disabled={!chosen || chosen === model.data.commercialModel} busy={change.isPending}>
            <FormattedMessage id="account.workingModel.save" />
          </Button>
        </form>
      ) : (
        <div className="working-model__fixed">
          <p>
            <strong>
              <FormattedMessage id={`account.workingModel.${model.data.commercialModel}`} />
            </strong>
            {' — '}
            <FormattedMessage id={`account.workingModel.${model.data.commercialModel}.description`} />
          </p>
          <p className="working-model__hint">
            <FormattedMessage id="account.workingModel.fixed" />
          </p>
        </div>
      )}
    </section>
  );
}
