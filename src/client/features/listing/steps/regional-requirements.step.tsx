import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import * as v from 'valibot';
import type { RegionalRequirementsConfigurationSchema, RegionalRequirementsSchema, Unit } from '../../../../shared/schemas/unit';
import { COPYABLE_REGIONAL_FIELDS, normaliseRegionalValue, type RegionalFieldName } from '../../../../shared/domain/regional-requirements';
import { CopyFromUnit } from '../unit-copy/copy-from-unit';
import { StepFrame, useServerFieldErrors } from '../../../forms/form-host';
import { StepField } from '../../../forms/step-field';
import { usePropertiesConfiguration } from '../../../api/properties-configuration';
import { StepLoading } from '../../../forms/step-loading';
import { fetchRegionalConfiguration, fetchRegionalRequirements, patchRegionalRequirements, unitStepKeys } from '../api';
import { issueText, type Issue } from '../unit-steps/validation-text';
import type { StepDefinition } from '../step-definition';
import type { StepIds } from '../../../forms/form-host';

// Step "regional-requirements": the registration number and national identification code some
// countries ask of holiday rentals. Which fields, their patterns and examples come from
// GET .../regional-requirements/configuration (the property's country); the checks are those of
// shared/domain/regional-requirements (values normalised: upper case, no spaces). A saved value
// the server finds invalid is listed as "action needed" (HC §3 Invalid fields).

type Configuration = v.InferOutput<typeof RegionalRequirementsConfigurationSchema>;
type Requirements = v.InferOutput<typeof RegionalRequirementsSchema>;
type Field = Configuration['fields'][number];

/** What the wizard must ask: a required field must be filled, any filled field must match its pattern. */
export function regionalFieldIssue(field: Field, text: string): Issue | null {
  const value = normaliseRegionalValue(text);
  if (!value) return field.required ? { id: 'listing.validation.required' } : null;
  if (value.length > 40) return { id: 'listing.validation.tooLong', values: { max: 40 } };
  return new RegExp(field.pattern).test(value) ? null : { id: 'listing.unitSteps.regional.format', values: { example: field.example } };
}

export function RegionalRequirementsStep({ ids, unit }: { ids: StepIds; unit: Unit }) {
  // Always read afresh: a save elsewhere (this step's, a management page's) changes them.
  const configuration = useQuery({
    queryKey: unitStepKeys.regionalConfiguration(ids.unitId),
    queryFn: ({ signal }) => fetchRegionalConfiguration(ids.unitId, signal),
    refetchOnMount: 'always',
  });
  const requirements = useQuery({
    queryKey: unitStepKeys.regional(ids.unitId),
    queryFn: ({ signal }) => fetchRegionalRequirements(ids.unitId, signal),
    refetchOnMount: 'always',
  });
  const lists = usePropertiesConfiguration();
  const failed = configuration.isError || requirements.isError || lists.isError;
  if (!configuration.data || !requirements.data || !lists.data || !configuration.isFetchedAfterMount || !requirements.isFetchedAfterMount) {
    return (
      <StepLoading
        failed={failed}
        onRetry={() => {
          void configuration.refetch();
          void requirements.refetch();
          void lists.refetch();
        }}
      />
    );
  }
  const countryName = lists.data.countries.find((c) => c.code === configuration.data.countryCode)?.name ?? configuration.data.countryCode;
  return <RegionalForm unit={unit} configuration={configuration.data} requirements={requirements.data} countryName={countryName} />;
}

function RegionalForm({ unit, configuration, requirements, countryName }: { unit: Unit; configuration: Configuration; requirements: Requirements; countryName: string | null }) {
  const intl = useIntl();
  const serverErrors = useServerFieldErrors();
  const fields = configuration.fields.filter((f): f is Field & { name: RegionalFieldName } => f.name === 'registrationNumber' || f.name === 'nationalIdentificationCode');
  const initial = Object.fromEntries(fields.map((f) => [f.name, requirements[f.name] ?? ''])) as Record<RegionalFieldName, string>;
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  // "Copy from unit …" takes only what belongs to the host, not to one rental (shared rule).
  const copyable = fields.filter((f) => COPYABLE_REGIONAL_FIELDS.includes(f.name));
  const notCopied = fields.filter((f) => !COPYABLE_REGIONAL_FIELDS.includes(f.name));
  const copiedOf = (source: Requirements) =>
    Object.fromEntries(copyable.flatMap((f) => (normaliseRegionalValue(source[f.name]) ? [[f.name, normaliseRegionalValue(source[f.name])]] : []))) as Partial<Record<RegionalFieldName, string>>;
  const [beforeCopy, setBeforeCopy] = useState<Record<RegionalFieldName, string> | null>(null);
  const issues = Object.fromEntries(fields.map((f) => [f.name, regionalFieldIssue(f, values[f.name])]));
  const label = (name: string) => intl.formatMessage({ id: `listing.unitSteps.regional.${name}` });
  const sent = Object.fromEntries(fields.map((f) => [f.name, normaliseRegionalValue(values[f.name]) || null]));
  const dirty = fields.some((f) => normaliseRegionalValue(values[f.name]) !== normaliseRegionalValue(initial[f.name]));
  // A saved value the server refuses needs the host's action; an empty required field already
  // shows as required, so it is not announced twice.
  const actionNeeded = requirements.invalidFields.filter((f) => fields.some((field) => field.name === f.field && requirements[field.name]));

  if (fields.length === 0) {
    return (
      <StepFrame values={{}} dirty={false} valid>
        <p role="status">
          {countryName ? (
            <FormattedMessage id="listing.unitSteps.regional.none" values={{ country: countryName }} />
          ) : (
            <FormattedMessage id="listing.unitSteps.regional.noCountry" />
          )}
        </p>
      </StepFrame>
    );
  }
  return (
    <StepFrame values={sent} dirty={dirty} valid={Object.values(issues).every((i) => !i)}>
      <p>
        <FormattedMessage id="listing.unitSteps.regional.intro" values={{ country: countryName ?? '' }} />
      </p>
      {copyable.length > 0 && (
        <CopyFromUnit
          unit={unit}
          load={fetchRegionalRequirements}
          preview={(source) => {
            const copied = copiedOf(source);
            if (Object.keys(copied).length === 0) return null;
            return (
              <>
                <ul>
                  {Object.entries(copied).map(([name, value]) => (
                    <li key={name}>
                      <FormattedMessage id="listing.unitCopy.regional.value" values={{ field: label(name), value }} />
                    </li>
                  ))}
                </ul>
                {notCopied.map((f) => (
                  <p key={f.name}>
                    <FormattedMessage id="listing.unitCopy.regional.notCopied" values={{ field: label(f.name) }} />
                  </p>
                ))}
              </>
            );
          }}
          onCopy={(source) => {
            setBeforeCopy(values);
            setValues((old) => ({ ...old, ...copiedOf(source) }));
            setTouched((t) => ({ ...t, ...Object.fromEntries(Object.keys(copiedOf(source)).map((k) => [k, true])) }));
          }}
          onUndo={() => {
            if (beforeCopy) setValues(beforeCopy);
            setBeforeCopy(null);
          }}
        />
      )}
      {actionNeeded.length > 0 && (
        <div role="alert" className="notice notice--warning">
          {actionNeeded.map((f) => (
            <p key={f.field}>
              <FormattedMessage id="listing.unitSteps.regional.actionNeeded" values={{ field: label(f.field) }} />
            </p>
          ))}
        </div>
      )}
      {fields.map((f) => (
        <StepField
          key={f.name}
          label={label(f.name)}
          required={f.required}
          error={serverErrors[f.name] ?? (touched[f.name] ? issueText(intl, issues[f.name]) : undefined)}
          hint={<FormattedMessage id="listing.unitSteps.regional.example" values={{ example: f.example }} />}
        >
          {(field) => (
            <input
              {...field}
              type="text"
              autoCapitalize="characters"
              spellCheck={false}
              value={values[f.name]}
              onChange={(e) => setValues((old) => ({ ...old, [f.name]: e.target.value }))}
              onBlur={() => setTouched((t) => ({ ...t, [f.name]: true }))}
            />
          )}
        </StepField>
      ))}
    </StepFrame>
  );
}

export const step: StepDefinition = {
  id: 'regional-requirements',
  Form: ({ ids, unit }) => <RegionalRequirementsStep ids={ids} unit={unit} />,
  // A country without requirements has nothing to send: Save then only records the step.
  save: async (ids, values) => (Object.keys(values).length ? patchRegionalRequirements(ids.unitId, values as Record<RegionalFieldName, string | null>) : undefined),
};
