import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Link, Navigate, useNavigate, useParams } from '../../router';
import { useQueryClient } from '@tanstack/react-query';
import { useWorkflowActor } from '../../app/use-workflow';
import type { ListingFlow } from '../../../shared/domain/listing-steps';
import { Button } from '../../ui/button';
import { PageSpinner, Spinner } from '../../ui/spinner';
import { StatusPage } from '../../ui/status-page';
import { createListingWizard } from './listing-actors';
import { ListingProgress } from './listing-progress';
import { stepPath } from './listing-paths';
import { useWizardPart, WizardActorContext, wizardNow, type ListingWizardActor } from './wizard-actor';
import { useListingProperty, useListingUnit } from './api';
import { stepDefinition } from './step-registry';
import { FormHostContext, type FormHost } from '../../forms/form-host';
import { WizardStepFrame } from './step-frame';
import { errorText } from '../../api/error-text';
import { ListingNotFound } from './entry/listing-not-found';
import { completedPath, NOT_ELIGIBLE_PATH } from './entry/entry-paths';
import './listing-flow.css';

// /listing/{single-unit|multi-unit}/{propertyId}/{unitId}/{step}: one wizard machine per unit.
// The machine decides the step; the address follows it (a new entry per move, so the browser's
// Back walks the steps), and an address typed or linked to asks the machine for that step. What
// each part shows and sends is the wizard's connect (machines/listing-wizard/listing-wizard.connect.ts).

/** urlFlow: the flow the address names; absent at /listing/property/{p}/unit/{u}, which redirects by property type. */
export default function ListingWizardPage({ urlFlow }: { urlFlow?: ListingFlow }) {
  const { propertyId = '', unitId = '' } = useParams();
  // A new property or unit in the address is a new wizard, not a step of the old one.
  return <Wizard key={`${propertyId}/${unitId}`} propertyId={propertyId} unitId={unitId} urlFlow={urlFlow} />;
}

function Wizard({ propertyId, unitId, urlFlow }: { propertyId: string; unitId: string; urlFlow?: ListingFlow }) {
  const client = useQueryClient();
  const actor = useWorkflowActor(() => createListingWizard(client, { propertyId, unitId }));
  return (
    <WizardActorContext.Provider value={actor}>
      <WizardView actor={actor} propertyId={propertyId} unitId={unitId} urlFlow={urlFlow} />
    </WizardActorContext.Provider>
  );
}

function WizardView({ actor, propertyId, unitId, urlFlow }: { actor: ListingWizardActor; propertyId: string; unitId: string; urlFlow?: ListingFlow }) {
  const intl = useIntl();
  const panel = useWizardPart(actor, (w) => w.panel);
  const titleShown = useWizardPart(actor, (w) => w.titleShown);
  const working = useWizardPart(actor, (w) => w.working);
  useStepAddress(actor, propertyId, unitId, urlFlow);

  return (
    <div className="listing-flow">
      <header className="listing-flow__header">
        <Link to="/" className="listing-flow__back">
          <span aria-hidden="true">← </span>
          <FormattedMessage id="listing.header.back" />
        </Link>
        {/* The page's one h1 while a step (h2) is on screen; the status pages bring their own. */}
        {titleShown ? (
          <h1 className="listing-flow__title">
            <FormattedMessage id="listing.header.title" />
          </h1>
        ) : (
          <span className="listing-flow__title" />
        )}
        {working && <Spinner size="small" label={intl.formatMessage({ id: 'listing.busy' })} />}
      </header>
      {panel === 'loading' && <PageSpinner label={intl.formatMessage({ id: 'listing.loading' })} />}
      {panel === 'notFound' && <ListingNotFound propertyId={propertyId} unitId={unitId} />}
      {panel === 'loadFailed' && (
        <StatusPage title={<FormattedMessage id="listing.loadFailed.title" />} description={<FormattedMessage id="listing.loadFailed.description" />}>
          <Button onClick={() => wizardNow(actor).retry()}>
            <FormattedMessage id="listing.action.retry" />
          </Button>
        </StatusPage>
      )}
      {/* The machine's end states have their own addresses (HC §2): the page there explains. */}
      {panel === 'notEligible' && <Navigate to={NOT_ELIGIBLE_PATH} replace />}
      {panel === 'completed' && <Navigate to={completedPath(propertyId, unitId)} replace />}
      {panel === 'step' && <StepLayout actor={actor} propertyId={propertyId} unitId={unitId} />}
    </div>
  );
}

function StepLayout({ actor, propertyId, unitId }: { actor: ListingWizardActor; propertyId: string; unitId: string }) {
  const flow = useWizardPart(actor, (w) => w.flow) as ListingFlow;
  return (
    <div className="listing-flow__body">
      <ListingProgress flow={flow} propertyId={propertyId} unitId={unitId} />
      <div className="listing-flow__step">
        <WizardFormHost actor={actor}>
          <CurrentStep actor={actor} propertyId={propertyId} unitId={unitId} />
        </WizardFormHost>
      </div>
    </div>
  );
}

function CurrentStep({ actor, propertyId, unitId }: { actor: ListingWizardActor; propertyId: string; unitId: string }) {
  const step = useWizardPart(actor, (w) => w.step);
  const property = useListingProperty(propertyId);
  const unit = useListingUnit(unitId);
  const headingRef = useRef<string | null>(null);

  // A new step moves focus to its heading, so keyboard and screen-reader users start there.
  useEffect(() => {
    if (!step || headingRef.current === step.id) return;
    const first = headingRef.current === null;
    headingRef.current = step.id;
    if (!first) document.getElementById(`listing-step-${step.id}`)?.focus();
  }, [step]);

  if (!step || !property.data || !unit.data) return null;
  // Keyed by step and by the saved data, so a form starts from what the server now holds.
  const key = `${step.id}/${property.data.updatedAt}/${unit.data.updatedAt}`;
  const Form = stepDefinition(step.id)?.Form;
  // Every step of the catalogue has its file (tests/client/step-form-host.test.tsx checks it).
  if (!Form) throw new Error(`No screen for listing step ${step.id}`);
  return <Form key={key} property={property.data} unit={unit.data} ids={{ propertyId, unitId }} />;
}

/** The step forms' host in the wizard: the wizard frame and the machine's field errors of the last save. */
function WizardFormHost({ actor, children }: { actor: ListingWizardActor; children: ReactNode }) {
  const intl = useIntl();
  const codes = useWizardPart(actor, (w) => w.fieldErrors, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const host = useMemo<FormHost>(
    () => ({ Frame: WizardStepFrame, fieldErrors: Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, errorText(intl, code)])) }),
    [codes, intl],
  );
  return <FormHostContext.Provider value={host}>{children}</FormHostContext.Provider>;
}

/**
 * Keeps the address and the machine's step together. When the machine moves, the address
 * follows; when the address moves (a step link, the browser's Back, a deep link), the machine is
 * asked with step.goTo, and an address it refuses is replaced by the machine's step.
 */
function useStepAddress(actor: ListingWizardActor, propertyId: string, unitId: string, urlFlow: ListingFlow | undefined) {
  const navigate = useNavigate();
  const params = useParams();
  const urlRoute = params['*'] ?? '';
  const flow = useWizardPart(actor, (w) => w.flow);
  const stepId = useWizardPart(actor, (w) => w.stepId);
  const steps = useWizardPart(actor, (w) => w.steps, (a, b) => a.length === b.length && a.every((s, i) => s.id === b[i].id));
  const panel = useWizardPart(actor, (w) => w.panel);
  const shown = useRef<string | null>(null);
  // The address this hook has just left by navigating: until the router shows the new one, the
  // old address is not the host asking for its step (a render in between, e.g. the new step's
  // form reporting itself, would otherwise send the machine back there).
  const leaving = useRef<string | null>(null);

  useEffect(() => {
    if (leaving.current !== null) {
      if (leaving.current === urlRoute) return;
      leaving.current = null;
    }
    if (panel !== 'step' || !flow || !stepId) return;
    const machineStep = steps.find((s) => s.id === stepId);
    if (!machineStep) return;
    const target = stepPath(flow, propertyId, unitId, machineStep.route);
    const urlStep = urlFlow === flow ? steps.find((s) => s.route === urlRoute) : undefined;
    if (shown.current === null) {
      // First arrival: a deep link to another step asks for it; otherwise the address is corrected.
      shown.current = stepId;
      const wizard = wizardNow(actor);
      if (urlStep && urlStep.id !== stepId && wizard.canOpen(urlStep.id)) {
        wizard.open(urlStep.id);
        return;
      }
      if (urlStep?.id !== stepId) navigate(target, { replace: true });
      return;
    }
    if (shown.current !== stepId) {
      // The machine moved (Next, Back, Save): a new history entry.
      shown.current = stepId;
      if (urlStep?.id !== stepId) {
        leaving.current = urlRoute;
        navigate(target);
      }
      return;
    }
    if (urlStep?.id !== stepId) {
      const wizard = wizardNow(actor);
      if (urlStep && wizard.canOpen(urlStep.id)) {
        shown.current = urlStep.id; // the address already shows it
        wizard.open(urlStep.id);
      } else navigate(target, { replace: true });
    }
  }, [actor, navigate, panel, flow, stepId, steps, urlFlow, urlRoute, propertyId, unitId]);
}
