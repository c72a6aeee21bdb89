import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { billingTagChoiceMachine } from '../../../../machines/billing-tag-choice/billing-tag-choice.machine';
import { connectBillingTagChoice } from '../../../../machines/billing-tag-choice/billing-tag-choice.connect';
import type { BillingTagSaveResult, BillingTagView } from '../../../shared/schemas/account-pricing';
import { billingTagKeys, fetchBillingTag, saveBillingTag } from './api';
import { generalErrorTexts } from '../../api/error-text';
import { toApiError, type ApiError } from '../../api/http';
import { Button } from '../../ui/button';
import { PageHeading } from '../../ui/page-heading';
import { PlanCard } from './pricing-plan-card';
import { ConfirmPlanDialog } from './pricing-confirm-dialog';
import './account-pricing.css';
import { LoadingSkeleton } from '../../ui/loading-skeleton';
import { useWorkflow } from '../../app/use-workflow';

// /account/pricing (AS §2.5, AS §7): the billing tag, i.e. the plan new properties are
// billed under (the rule: shared/domain/billing-tag.ts). The plans come with their terms from the
// server; choosing, confirming and saving are the billing-tag-choice machine's.

export default function PricingTab() {
  const intl = useIntl();
  const view = useQuery<BillingTagView, ApiError>({ queryKey: billingTagKeys.view, queryFn: ({ signal }) => fetchBillingTag(signal) });
  return (
    <section className="account-pricing">
      <PageHeading title={<FormattedMessage id="account.tabs.pricing" />} description={<FormattedMessage id="account.pricing.intro" />} />
      {view.isPending ? (
        <LoadingSkeleton label={<FormattedMessage id="account.pricing.loading" />} lines={3} />
      ) : view.isError ? (
        toApiError(view.error).status === 403 ? (
          <p role="note" className="notice">
            <FormattedMessage id="account.pricing.forbidden" />
          </p>
        ) : (
          <div role="alert" className="notice notice--error">
            <p>
              <FormattedMessage id="account.pricing.loadError" />
            </p>
            <p>{generalErrorTexts(intl, toApiError(view.error)).join(' ')}</p>
            <Button variant="secondary" onClick={() => void view.refetch()} busy={view.isFetching}>
              <FormattedMessage id="account.pricing.retry" />
            </Button>
          </div>
        )
      ) : (
        <PlanChoice view={view.data} />
      )}
    </section>
  );
}

function PlanChoice({ view }: { view: BillingTagView }) {
  const intl = useIntl();
  const client = useQueryClient();
  const [result, setResult] = useState<BillingTagSaveResult | null>(null);
  const [snapshot, send] = useWorkflow(
    () =>
      billingTagChoiceMachine.provide({
        actors: {
          saveBillingTag: fromPromise(async ({ input }) => {
            const saved = await saveBillingTag(input.tag, input.applyToExistingProperties);
            setResult(saved);
            client.setQueryData(billingTagKeys.view, saved);
            return saved;
          }),
        },
      }),
    { input: { current: view.effectivePlan } },
  );
  const choice = connectBillingTagChoice(snapshot, send);
  const planName = (plan: string) => intl.formatMessage({ id: `account.pricing.plan.${plan}` });

  return (
    <form
      className="account-pricing__form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        choice.submit();
      }}
    >
      <fieldset className="account-pricing__plans" disabled={!choice.canPick}>
        <legend className="account-pricing__legend">
          <FormattedMessage id="account.pricing.legend" />
        </legend>
        {view.plans.map(({ plan, terms }) => (
          <PlanCard
            key={plan}
            plan={plan}
            terms={terms}
            checked={choice.shownPlan === plan}
            isCurrent={choice.currentPlan === plan}
            isDefault={choice.currentPlan === plan && view.billingTag === null}
            onSelect={() => choice.selectPlan(plan)}
          />
        ))}
      </fieldset>
      {view.propertyCount > 0 ? (
        <label className="account-pricing__apply">
          <input
            type="checkbox"
            checked={choice.apply.checked}
            disabled={!choice.apply.enabled}
            onChange={(e) => choice.toggleApply(e.target.checked)}
          />
          <FormattedMessage id="account.pricing.applyExisting" values={{ count: view.propertyCount }} />
        </label>
      ) : (
        <p className="form-field__hint">
          <FormattedMessage id="account.pricing.noProperties" />
        </p>
      )}
      {choice.saved && result && (
        <div role="status" className="notice notice--success">
          <p>
            <FormattedMessage id="account.pricing.saved" values={{ plan: planName(result.effectivePlan) }} />{' '}
            {result.propertiesUpdated > 0 && <FormattedMessage id="account.pricing.moved" values={{ count: result.propertiesUpdated }} />}
          </p>
        </div>
      )}
      {choice.failure && (
        <div role="alert" className="notice notice--error">
          <p>
            <FormattedMessage id={`account.pricing.failed.${choice.failure}`} />
          </p>
          <div className="account-pricing__actions">
            <Button onClick={choice.retry}>
              <FormattedMessage id="account.pricing.retry" />
            </Button>
            <Button variant="ghost" onClick={choice.dismiss}>
              <FormattedMessage id="account.pricing.dismiss" />
            </Button>
          </div>
        </div>
      )}
      {choice.request.shown && (
        <div className="account-pricing__actions">
          {!choice.request.enabled && (
            <p className="form-field__hint" id="pricing-save-hint">
              <FormattedMessage id="account.pricing.sameAsNow" />
            </p>
          )}
          <Button type="submit" disabled={!choice.request.enabled} aria-describedby={choice.request.enabled ? undefined : 'pricing-save-hint'}>
            <FormattedMessage id="account.pricing.save" />
          </Button>
        </div>
      )}
      <ConfirmPlanDialog
        open={choice.confirm.open}
        plan={planName(choice.confirm.plan)}
        existingCount={choice.confirm.movesExisting ? view.propertyCount : 0}
        saving={choice.confirm.saving}
        onAccept={choice.accept}
        onDismiss={choice.keep}
      />
    </form>
  );
}
