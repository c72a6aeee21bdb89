import { createContext, useContext, useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useQueryClient } from '@tanstack/react-query';
import type { Property } from '../../../shared/schemas/property';
import type { Unit } from '../../../shared/schemas/unit';
import { generalErrorTexts } from '../../api/error-text';
import { fieldErrorText } from '../../forms/field-error-text';
import { toApiError } from '../../api/http';
import { listingKeys } from '../../api/listing';
import { Button } from '../../ui/button';
import { FormHostContext, type FormHost, type StepFrameProps, type StepIds } from '../../forms/form-host';
import { stepDefinition } from '../listing/step-registry';
import { refreshListing } from './managed-listing';
import '../../ui/step-form-frame.css';

// The step forms' host on the management pages (the wizard has its own, see form-host.tsx): the
// frame is a heading, the form and one Save button. Save calls the step's own save, then reads
// the listing again, shows "saved" or the server's refusal at each field it names.

type SaveState =
  | { status: 'idle' | 'saving' | 'saved' }
  | { status: 'failed'; general: string[]; fieldErrors: Record<string, string> };

interface ManageSave {
  stepId: string;
  state: SaveState;
  /** False for steps that save as they go (photos): their frame has no Save button. */
  savable: boolean;
  save: (values: Record<string, unknown>) => void;
}

// Kept apart from FormHostContext so the frame component stays the same between renders (a new
// component type would remount the form and lose what the host typed).
const ManageSaveContext = createContext<ManageSave | null>(null);
const NO_ERRORS: Record<string, string> = {};

export function ManageStepForm({ stepId, property, unit }: { stepId: string; property: Property; unit: Unit }) {
  const intl = useIntl();
  const client = useQueryClient();
  const definition = stepDefinition(stepId);
  const ids: StepIds = { propertyId: property.id, unitId: unit.publicId };
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  // A saved form starts again from what the server now holds.
  const [generation, setGeneration] = useState(0);

  const save = async (values: Record<string, unknown>) => {
    if (!definition?.save) return;
    setState({ status: 'saving' });
    try {
      await definition.save(ids, values);
    } catch (error) {
      const failure = toApiError(error);
      const fieldErrors = Object.fromEntries(Object.entries(failure.fields).map(([field, messages]) => [field, fieldErrorText(intl, messages)]));
      setState({ status: 'failed', general: generalErrorTexts(intl, failure), fieldErrors });
      return;
    }
    await refreshListing(client, ids);
    setGeneration((g) => g + 1);
    setState({ status: 'saved' });
  };

  const fieldErrors = state.status === 'failed' ? state.fieldErrors : NO_ERRORS;
  const host = useMemo<FormHost>(() => ({ Frame: ManageStepFrame, fieldErrors }), [fieldErrors]);
  const context: ManageSave = { stepId, state, savable: !!definition?.save, save: (values) => void save(values) };

  if (!definition) return <StepNotAvailable stepId={stepId} />;
  const { Form } = definition;
  // After a save the cache already holds the refetched listing, but react-query tells its readers
  // a moment later: the remounted form must start from the fresh values, so it reads the cache.
  const latestProperty = client.getQueryData<Property>(listingKeys.property(property.id)) ?? property;
  const latestUnit = client.getQueryData<Unit>(listingKeys.unit(unit.publicId)) ?? unit;
  return (
    <ManageSaveContext.Provider value={context}>
      <FormHostContext.Provider value={host}>
        <Form key={generation} property={latestProperty} unit={latestUnit} ids={ids} />
      </FormHostContext.Provider>
    </ManageSaveContext.Provider>
  );
}

function ManageStepFrame({ values, dirty, valid, children, formless = false }: StepFrameProps) {
  const manage = useContext(ManageSaveContext);
  if (!manage) throw new Error('ManageStepFrame needs ManageStepForm around it');
  const { stepId, state } = manage;
  const saving = state.status === 'saving';
  const canSave = manage.savable && !formless && dirty && valid && !saving;
  const titleId = `manage-step-${stepId}`;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canSave) manage.save(values);
  };
  return (
    <form className="manage-step" aria-labelledby={titleId} onSubmit={onSubmit} noValidate aria-busy={saving || undefined}>
      <h2 id={titleId} className="manage-step__title">
        <FormattedMessage id={`listing.step.${stepId}`} />
      </h2>
      {state.status === 'failed' && (
        <div role="alert" className="notice notice--error">
          {state.general.length > 0 ? state.general.map((line) => <p key={line}>{line}</p>) : <FormattedMessage id="listing.manage.saveFailed" />}
        </div>
      )}
      <div className="listing-step__body">{children}</div>
      {manage.savable && !formless && (
        <div className="manage-step__actions">
          <p role="status" className="manage-step__saved">
            {state.status === 'saved' && !dirty && <FormattedMessage id="listing.manage.saved" />}
          </p>
          <Button type="submit" variant="primary" disabled={!canSave} busy={saving}>
            <FormattedMessage id="listing.action.save" />
          </Button>
        </div>
      )}
    </form>
  );
}

/** A step whose form is still being built: said plainly, nothing that looks like it could save. */
function StepNotAvailable({ stepId }: { stepId: string }) {
  const titleId = `manage-step-${stepId}`;
  return (
    <section className="manage-step" aria-labelledby={titleId}>
      <h2 id={titleId} className="manage-step__title">
        <FormattedMessage id={`listing.step.${stepId}`} />
      </h2>
      <p className="listing-note" role="note">
        <FormattedMessage id="listing.manage.notAvailable" />
      </p>
    </section>
  );
}
