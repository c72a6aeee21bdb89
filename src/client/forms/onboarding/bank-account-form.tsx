import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { StepFrame } from '../form-host';
import { StepField } from '../step-field';
import { StepLoading } from '../step-loading';
import { useServerFieldErrors } from '../form-host';
import { fetchBankAccounts, onboardingKeys, saveBankAccounts } from '../../api/onboarding';
import { formatIban, ibanProblem, normaliseIban } from '../../../shared/domain/iban';
import { BankAccountInputSchema, type BankAccount, type BankAccountInput } from '../../../shared/schemas/onboarding';
import type { StepIds } from '../form-host';
import { issuesByField, useFieldErrors } from './onboarding-fields';

// Where payouts go (steps payout/info and identity-and-payout-details/payout): account holder,
// IBAN checked as the host types (country, length, mod-97, the same rule the server applies),
// optional BIC. The host's default (first) account; the server answers accounts[0].iban etc.

function BankAccountEditor({ saved }: { saved: BankAccount | undefined }) {
  const intl = useIntl();
  const initial = { holderName: saved?.holderName ?? '', iban: saved ? formatIban(saved.iban) : '', bic: saved?.bic ?? '' };
  const [form, setForm] = useState(initial);
  const input: BankAccountInput = { holderName: form.holderName, iban: form.iban, ...(form.bic.trim() ? { bic: form.bic.trim() } : {}) };
  const parsed = v.safeParse(BankAccountInputSchema, input);
  const errors = useFieldErrors(issuesByField(parsed.issues), useServerFieldErrors(), (f) => `accounts[0].${f}`);
  const problem = form.iban.trim() ? ibanProblem(form.iban) : null;
  const ibanText = () => {
    const fromErrors = errors.error('iban');
    // The IBAN's own reason (wrong check digit, length…) says more than the generic text.
    if (fromErrors && problem) return intl.formatMessage({ id: `listing.onboarding.iban.${problem}` });
    return fromErrors;
  };
  const dirty = normaliseIban(form.iban) !== normaliseIban(initial.iban) || form.holderName !== initial.holderName || form.bic !== initial.bic;
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));
  const ibanOk = form.iban.trim() !== '' && problem === null;

  return (
    <StepFrame values={{ accounts: [parsed.success ? parsed.output : input] }} dirty={dirty} valid={parsed.success}>
      <div className="onboarding-form">
        <StepField label={<FormattedMessage id="listing.onboarding.bank.holderName" />} required error={errors.error('holderName')}>
          {(field) => <input {...field} autoComplete="name" value={form.holderName} onChange={set('holderName')} onBlur={errors.touch('holderName')} />}
        </StepField>
        <StepField
          label={<FormattedMessage id="listing.onboarding.bank.iban" />}
          required
          error={ibanText()}
          hint={ibanOk ? <span className="onboarding-form__iban-ok"><FormattedMessage id="listing.onboarding.iban.ok" /></span> : <FormattedMessage id="listing.onboarding.bank.ibanHint" />}
        >
          {(field) => (
            <input
              {...field}
              value={form.iban}
              autoComplete="off"
              spellCheck={false}
              autoCapitalize="characters"
              onChange={set('iban')}
              onBlur={() => {
                errors.touch('iban')();
                if (form.iban.trim()) setForm((f) => ({ ...f, iban: formatIban(f.iban) }));
              }}
            />
          )}
        </StepField>
        <StepField label={<FormattedMessage id="listing.onboarding.bank.bic" />} error={errors.error('bic')}>
          {(field) => <input {...field} value={form.bic} autoComplete="off" autoCapitalize="characters" onChange={set('bic')} onBlur={errors.touch('bic')} />}
        </StepField>
      </div>
    </StepFrame>
  );
}

export function BankAccountForm() {
  const query = useQuery({ queryKey: onboardingKeys.bankAccounts, queryFn: ({ signal }) => fetchBankAccounts(signal) });
  if (!query.data || !query.isFetchedAfterMount) return <StepLoading failed={query.isError} onRetry={() => query.refetch()} />;
  return <BankAccountEditor saved={query.data.accounts[0]} />;
}

export const saveBankAccount = (_ids: StepIds, values: Record<string, unknown>) => saveBankAccounts(values.accounts as BankAccountInput[]);
