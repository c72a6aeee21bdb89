import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { StepFrame } from '../form-host';
import { StepField } from '../step-field';
import { StepLoading } from '../step-loading';
import { useServerFieldErrors } from '../form-host';
import { Button } from '../../ui/button';
import { fetchBusinessDetails, onboardingKeys, saveBusinessDetails } from '../../api/onboarding';
import { MAX_OWNERS, OwnerSchema, type Owner } from '../../../shared/schemas/onboarding';
import type { StepIds } from '../form-host';
import { CountrySelect, issuesByField, useFieldErrors } from './onboarding-fields';

// The company's owners (steps verification/owner and personal-details/owner, account-and-shell
// AS §2.2 "owner/info"): one block per owner, added and removed by the host, at least one. Field
// names follow the server's: owners[0].firstName. An owner with a share is a shareholder; one who
// signs for the company a signatory (AS §3: the server answers both lists).

interface OwnerRow {
  /** Stable React key: rows move up when one above is removed. */
  key: number;
  firstName: string;
  lastName: string;
  birthDate: string;
  nationality: string;
  ownershipPercent: string;
  isSignatory: boolean;
}

let nextKey = 1;
const row = (o?: Owner): OwnerRow => ({
  key: nextKey++,
  firstName: o?.firstName ?? '',
  lastName: o?.lastName ?? '',
  birthDate: o?.birthDate ?? '',
  nationality: o?.nationality ?? '',
  ownershipPercent: o ? String(o.ownershipPercent) : '',
  isSignatory: o?.isSignatory ?? false,
});
const toWire = (r: OwnerRow) => ({ firstName: r.firstName, lastName: r.lastName, birthDate: r.birthDate, nationality: r.nationality, ownershipPercent: r.ownershipPercent.trim() === '' ? NaN : Number(r.ownershipPercent), isSignatory: r.isSignatory });
const OwnersSchema = v.pipe(v.array(OwnerSchema), v.minLength(1), v.maxLength(MAX_OWNERS));

function OwnersEditor({ saved }: { saved: Owner[] }) {
  const intl = useIntl();
  const [initial] = useState(() => (saved.length ? saved.map(row) : [row()]));
  const [rows, setRows] = useState(initial);
  const wire = rows.map(toWire);
  const parsed = v.safeParse(OwnersSchema, wire);
  // Issues come as 0.firstName; the form's (and the server's) names are owners[0].firstName.
  const issues = issuesByField(parsed.issues, (n) => n.replace(/^\[?(\d+)\]?/, 'owners[$1]'));
  const errors = useFieldErrors(issues, useServerFieldErrors());
  const dirty = JSON.stringify(wire) !== JSON.stringify(initial.map(toWire));
  const update = (key: number, patch: Partial<OwnerRow>) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  return (
    <StepFrame values={{ owners: parsed.success ? parsed.output : wire }} dirty={dirty} valid={parsed.success}>
      <div className="onboarding-form">
        {rows.map((r, i) => {
          const name = (f: string) => `owners[${i}].${f}`;
          const text = (f: 'firstName' | 'lastName', autoComplete: string) => (
            <StepField label={<FormattedMessage id={`listing.onboarding.person.${f}`} />} required error={errors.error(name(f))}>
              {(field) => <input {...field} autoComplete={autoComplete} value={r[f]} onChange={(e) => update(r.key, { [f]: e.target.value })} onBlur={errors.touch(name(f))} />}
            </StepField>
          );
          return (
            <fieldset key={r.key} className="onboarding-form__group">
              <legend>
                <FormattedMessage id="listing.onboarding.owners.owner" values={{ n: i + 1 }} />
              </legend>
              <div className="listing-step__row">
                {text('firstName', 'off')}
                {text('lastName', 'off')}
              </div>
              <div className="listing-step__row">
                <StepField label={<FormattedMessage id="listing.onboarding.person.birthDate" />} required error={errors.error(name('birthDate'))}>
                  {(field) => <input {...field} type="date" value={r.birthDate} onChange={(e) => update(r.key, { birthDate: e.target.value })} onBlur={errors.touch(name('birthDate'))} />}
                </StepField>
                <StepField label={<FormattedMessage id="listing.onboarding.person.nationality" />} required error={errors.error(name('nationality'))}>
                  {(field) => <CountrySelect field={field} value={r.nationality} onChange={(nationality) => update(r.key, { nationality })} onBlur={errors.touch(name('nationality'))} />}
                </StepField>
              </div>
              <StepField label={<FormattedMessage id="listing.onboarding.owners.share" />} required error={errors.error(name('ownershipPercent'))}>
                {(field) => (
                  <input {...field} type="number" inputMode="decimal" min={0} max={100} value={r.ownershipPercent} onChange={(e) => update(r.key, { ownershipPercent: e.target.value })} onBlur={errors.touch(name('ownershipPercent'))} />
                )}
              </StepField>
              <label className="onboarding-form__check">
                <input type="checkbox" checked={r.isSignatory} onChange={(e) => update(r.key, { isSignatory: e.target.checked })} />
                <FormattedMessage id="listing.onboarding.owners.signatory" />
              </label>
              {rows.length > 1 && (
                <Button variant="ghost" onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))} aria-label={intl.formatMessage({ id: 'listing.onboarding.owners.removeNamed' }, { n: i + 1 })}>
                  <FormattedMessage id="listing.onboarding.owners.remove" />
                </Button>
              )}
            </fieldset>
          );
        })}
        {rows.length < MAX_OWNERS && (
          <div className="onboarding-form__actions">
            <Button variant="secondary" onClick={() => setRows((rs) => [...rs, row()])}>
              <FormattedMessage id="listing.onboarding.owners.add" />
            </Button>
          </div>
        )}
      </div>
    </StepFrame>
  );
}

export function OwnersForm() {
  const query = useQuery({ queryKey: onboardingKeys.business, queryFn: ({ signal }) => fetchBusinessDetails(signal) });
  if (!query.data || !query.isFetchedAfterMount) return <StepLoading failed={query.isError} onRetry={() => query.refetch()} />;
  return <OwnersEditor saved={query.data.owners} />;
}

export const saveOwners = (_ids: StepIds, values: Record<string, unknown>) => saveBusinessDetails({ owners: values.owners as Owner[] });
