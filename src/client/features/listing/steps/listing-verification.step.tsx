import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import {
  isListedToForm,
  isListedToWire,
  isProviderUrl,
  VERIFICATION_PROVIDERS,
  type VerificationProvider,
} from '../../../../shared/domain/calendar-verification';
import { StepFrame, useServerFieldErrors } from '../../../forms/form-host';
import { StepField } from '../../../forms/step-field';
import { StepLoading } from '../../../forms/step-loading';
import { ApiError } from '../../../api/http';
import { submitVerificationData } from '../api';
import { ChoiceList } from '../../../ui/choice-list';
import { useVerificationData } from '../api';
import type { StepDefinition } from '../step-definition';
import type { StepIds } from '../../../forms/form-host';

// Step "listing-verification" (single-unit): for each platform the unit could also be listed on,
// the host declares whether it is (isListed: a boolean here, yes/no on the wire, HC §3) and, if
// so, the listing's address there, which must be on that platform (shared isProviderUrl, the
// server's own check). The declarations let the calendars be compared (next step: the status).

interface Declaration {
  isListed: boolean | null;
  listingUrl: string;
}
type Declarations = Record<string, Declaration>;

const providerLabel = (provider: string) => `listing.unitSteps.verification.provider.${provider}`;
const isKnownProvider = (p: string): p is VerificationProvider => VERIFICATION_PROVIDERS.some((k) => k.provider === p);

export function declarationIssue(provider: string, d: Declaration): { field: 'isListed' | 'listingUrl'; id: string } | null {
  if (d.isListed === null) return { field: 'isListed', id: 'listing.unitSteps.verification.answer' };
  if (!d.isListed) return null;
  const url = d.listingUrl.trim();
  if (!url) return { field: 'listingUrl', id: 'listing.validation.required' };
  if (url.length > 2000) return { field: 'listingUrl', id: 'listing.unitSteps.verification.badUrl' };
  return isKnownProvider(provider) && isProviderUrl(provider, url) ? null : { field: 'listingUrl', id: 'listing.unitSteps.verification.badUrl' };
}

export function ListingVerificationStep({ ids }: { ids: StepIds }) {
  const data = useVerificationData(ids.unitId);
  if (!data.ready) return <StepLoading failed={data.failed} onRetry={data.retry} />;
  const initial: Declarations = Object.fromEntries(data.providers.map((p) => [p.provider, { isListed: isListedToForm(p.isListed), listingUrl: p.listingUrl ?? '' }]));
  return <VerificationForm initial={initial} />;
}

function VerificationForm({ initial }: { initial: Declarations }) {
  const intl = useIntl();
  const serverErrors = useServerFieldErrors();
  const [declarations, setDeclarations] = useState(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const providers = Object.keys(initial);
  const set = (provider: string, change: Partial<Declaration>) => setDeclarations((old) => ({ ...old, [provider]: { ...old[provider], ...change } }));
  const issues = Object.fromEntries(providers.map((p) => [p, declarationIssue(p, declarations[p])]));
  const dirty = providers.some((p) => declarations[p].isListed !== initial[p].isListed || (declarations[p].isListed && declarations[p].listingUrl.trim() !== initial[p].listingUrl.trim()));
  // Nested by platform; the save prefixes the server's field names the same way (HC §5).
  const values = Object.fromEntries(providers.map((p) => [p, { isListed: declarations[p].isListed, listingUrl: declarations[p].isListed ? declarations[p].listingUrl.trim() : null }]));
  const errorOf = (provider: string, field: 'isListed' | 'listingUrl') => {
    const server = serverErrors[`${provider}.${field}`];
    if (server) return server;
    const issue = issues[provider];
    if (!issue || issue.field !== field || !touched[`${provider}.${field}`]) return undefined;
    return intl.formatMessage({ id: issue.id }, { platform: intl.formatMessage({ id: providerLabel(provider) }) });
  };

  return (
    <StepFrame values={values} dirty={dirty} valid={providers.every((p) => !issues[p])}>
      <p>
        <FormattedMessage id="listing.unitSteps.verification.intro" />
      </p>
      {providers.map((provider) => {
        const platform = intl.formatMessage({ id: providerLabel(provider) });
        const d = declarations[provider];
        return (
          <div key={provider}>
            <ChoiceList
              legend={<FormattedMessage id="listing.unitSteps.verification.isListed" values={{ platform }} />}
              name={`${provider}-isListed`}
              choices={[
                { value: 'yes', label: intl.formatMessage({ id: 'listing.unitSteps.verification.yes' }) },
                { value: 'no', label: intl.formatMessage({ id: 'listing.unitSteps.verification.no' }) },
              ]}
              value={d.isListed === null ? null : d.isListed ? 'yes' : 'no'}
              onChange={(answer) => {
                set(provider, { isListed: answer === 'yes' });
                setTouched((t) => ({ ...t, [`${provider}.isListed`]: true }));
              }}
              error={errorOf(provider, 'isListed')}
            />
            {d.isListed && (
              <StepField
                label={<FormattedMessage id="listing.unitSteps.verification.url" values={{ platform }} />}
                required
                error={errorOf(provider, 'listingUrl')}
                hint={<FormattedMessage id="listing.unitSteps.verification.urlHint" values={{ platform }} />}
              >
                {(field) => (
                  <input
                    {...field}
                    type="url"
                    inputMode="url"
                    autoComplete="url"
                    value={d.listingUrl}
                    onChange={(e) => set(provider, { listingUrl: e.target.value })}
                    onBlur={() => setTouched((t) => ({ ...t, [`${provider}.listingUrl`]: true }))}
                  />
                )}
              </StepField>
            )}
          </div>
        );
      })}
    </StepFrame>
  );
}

/** Posts each platform's declaration; a refusal names the field under its platform (airbnb.listingUrl). */
async function saveDeclarations(ids: StepIds, values: Record<string, unknown>) {
  const results = [];
  for (const [provider, value] of Object.entries(values as Record<string, { isListed: boolean | null; listingUrl: string | null }>)) {
    if (value.isListed === null) continue;
    try {
      results.push(await submitVerificationData(ids.unitId, provider, { isListed: isListedToWire(value.isListed)!, listingUrl: value.listingUrl }));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fields = Object.fromEntries(Object.entries(error.fields).map(([name, messages]) => [`${provider}.${name}`, messages]));
      throw new ApiError({ status: error.status, general: error.general, fields, ...(error.code !== undefined && { code: error.code }) }, { correlationId: error.correlationId, cause: error });
    }
  }
  return results;
}

export const step: StepDefinition = {
  id: 'listing-verification',
  Form: ({ ids }) => <ListingVerificationStep ids={ids} />,
  save: saveDeclarations,
};
