import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Link, useLocation, useNavigate } from '../../router';
import { useQueryClient } from '@tanstack/react-query';
import { useWorkflowActor } from '../../app/use-workflow';
import { verificationStep } from '../../../shared/domain/verification-steps';
import { useAppData } from '../../app/app-data';
import { useUserInfo } from '../../api/queries';
import { errorText } from '../../api/error-text';
import { Button } from '../../ui/button';
import { PageSpinner } from '../../ui/spinner';
import { StatusPage } from '../../ui/status-page';
import { FormHostContext, type FormHost } from '../../forms/form-host';
import { IdentityDetailsForm } from '../../forms/onboarding/identity-details-form';
import { OwnersForm } from '../../forms/onboarding/owners-form';
import { DocumentsForm } from '../../forms/onboarding/documents-form';
import { BankAccountForm } from '../../forms/onboarding/bank-account-form';
import { createVerificationFlow } from './verification-actors';
import { flowNow, stepKey, useFlowPart, VerificationActorContext, type VerificationFlowActor } from './verification-actor';
import { VerificationStepFrame } from './verification-step-frame';
import { VERIFICATION_SUCCESS_PATH, verificationStepPath } from './verification-paths';
import '../listing/listing-flow.css';

// /verification/{step}: one flow machine for the page. The machine decides the step; the address
// follows it (a new entry per move, so the browser's Back walks the steps), and an address typed
// or linked to asks the machine for that step. What each part shows and sends is the flow's
// connect (machines/verification-flow/verification-flow.connect.ts).

export function VerificationFlowPage({ urlStep }: { urlStep: string }) {
  const client = useQueryClient();
  const { publicSettings } = useAppData();
  const actor = useWorkflowActor(() => createVerificationFlow(client, publicSettings), { input: { requestedStep: urlStep || null } });
  return (
    <VerificationActorContext.Provider value={actor}>
      <FlowView actor={actor} urlStep={urlStep} />
    </VerificationActorContext.Provider>
  );
}

function FlowView({ actor, urlStep }: { actor: VerificationFlowActor; urlStep: string }) {
  const intl = useIntl();
  const panel = useFlowPart(actor, (f) => f.panel);
  const titleShown = useFlowPart(actor, (f) => f.titleShown);
  useStepAddress(actor, urlStep);
  return (
    <div className="listing-flow verification-flow">
      <header className="listing-flow__header">
        <Link to="/" className="listing-flow__back">
          <span aria-hidden="true">← </span>
          <FormattedMessage id="verification.header.back" />
        </Link>
        {/* The page's one h1, unless the failure page brings its own. */}
        {titleShown ? (
          <h1 className="listing-flow__title">
            <FormattedMessage id="verification.header.title" />
          </h1>
        ) : (
          <span className="listing-flow__title" />
        )}
      </header>
      {panel === 'loading' && <PageSpinner label={intl.formatMessage({ id: 'verification.loading' })} />}
      {panel === 'loadFailed' && (
        <StatusPage title={<FormattedMessage id="verification.loadFailed.title" />} description={<FormattedMessage id="verification.loadFailed.description" />}>
          <Button onClick={() => flowNow(actor).retry()}>
            <FormattedMessage id="verification.action.retry" />
          </Button>
        </StatusPage>
      )}
      {panel === 'step' && <StepLayout actor={actor} />}
    </div>
  );
}

function StepLayout({ actor }: { actor: VerificationFlowActor }) {
  const intl = useIntl();
  const position = useFlowPart(actor, (f) => f.position, (a, b) => a.number === b.number && a.total === b.total);
  const items = useFlowPart(actor, (f) => f.stepItems, (a, b) => a.length === b.length && a.every((item, i) => item.id === b[i].id && item.current === b[i].current));
  return (
    <div className="verification-flow__body">
      <nav className="verification-flow__steps" aria-label={intl.formatMessage({ id: 'verification.steps.label' })}>
        <p className="verification-flow__position" data-testid="verification-position">
          <FormattedMessage id="verification.steps.position" values={position} />
        </p>
        <ol className="verification-flow__list">
          {items.map(({ id, current }) => (
            <li key={id} aria-current={current ? 'step' : undefined} className={current ? 'verification-flow__item verification-flow__item--current' : 'verification-flow__item'}>
              <FormattedMessage id={`verification.step.${stepKey(id)}.title`} />
            </li>
          ))}
        </ol>
      </nav>
      <section className="listing-flow__step verification-flow__step">
        <VerificationFormHost actor={actor}>
          <CurrentStep actor={actor} />
        </VerificationFormHost>
      </section>
    </div>
  );
}

function CurrentStep({ actor }: { actor: VerificationFlowActor }) {
  const user = useUserInfo();
  const stepId = useFlowPart(actor, (f) => f.stepId);
  const seen = useRef<string | null>(null);
  // A new step moves focus to its heading, so keyboard and screen-reader users start there.
  useEffect(() => {
    if (!stepId || seen.current === stepId) return;
    const first = seen.current === null;
    seen.current = stepId;
    if (!first) document.getElementById(`verification-step-${stepKey(stepId)}`)?.focus();
  }, [stepId]);
  const step = user.data && stepId ? verificationStep(user.data.type, stepId) : undefined;
  if (!step) return null;
  switch (step.form) {
    case 'identity':
      return <IdentityDetailsForm key={step.id} />;
    case 'owners':
      return <OwnersForm key={step.id} />;
    case 'bank-account':
      return <BankAccountForm key={step.id} />;
    case 'documents':
      return <DocumentsForm key={step.id} purpose={step.purpose ?? 'identity'} kinds={step.documentKinds} />;
  }
}

/** The forms' host in the flow: the flow's frame and the machine's field errors of the last save. */
function VerificationFormHost({ actor, children }: { actor: VerificationFlowActor; children: ReactNode }) {
  const intl = useIntl();
  const codes = useFlowPart(actor, (f) => f.fieldErrors, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const host = useMemo<FormHost>(
    () => ({ Frame: VerificationStepFrame, fieldErrors: Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, errorText(intl, code)])) }),
    [codes, intl],
  );
  return <FormHostContext.Provider value={host}>{children}</FormHostContext.Provider>;
}

/**
 * Keeps the address and the machine's step together. When the machine moves, the address follows
 * (a new history entry); when the address moves (the browser's Back or Forward, a link), the
 * machine is asked with step.goTo, and an address it refuses is replaced by the machine's step.
 * The router applies a navigation in a transition, so the address a render sees may still be the
 * old one while the machine has moved on: our own navigations are remembered until they arrive,
 * and the address is never taken for the host's move meanwhile. An address that moves somewhere
 * none of them went is the host's move, even before ours were rendered (React may render only the
 * last of several addresses): it is not lost.
 */
function useStepAddress(actor: VerificationFlowActor, urlStep: string) {
  const navigate = useNavigate();
  const stepId = useFlowPart(actor, (f) => f.stepId);
  const panel = useFlowPart(actor, (f) => f.panel);
  const shown = useRef<string | null>(null);
  // Every navigation has a key of its own: an address that went away and came back between two
  // renders (Continue, then the browser's Back) still counts as moved.
  const { key } = useLocation();
  const seenKey = useRef(key);
  /** The steps our navigations asked for, oldest first, until the address shows them. */
  const pending = useRef<string[]>([]);

  useEffect(() => {
    let hostMoved = false;
    if (seenKey.current !== key) {
      seenKey.current = key;
      const arrived = pending.current.indexOf(urlStep);
      if (arrived >= 0) pending.current = pending.current.slice(arrived + 1);
      else {
        pending.current = [];
        hostMoved = true;
      }
    }
    const address = pending.current.at(-1) ?? urlStep;
    const go = (step: string, replace: boolean) => {
      pending.current.push(step);
      navigate(verificationStepPath(step), { replace });
    };
    if (panel === 'finished') {
      navigate(VERIFICATION_SUCCESS_PATH);
      return;
    }
    if (panel !== 'step' || !stepId) return;
    if (shown.current === null) {
      shown.current = stepId;
      if (address !== stepId) go(stepId, true);
      return;
    }
    if (shown.current !== stepId) {
      // The machine moved (Save and continue, Back): a new history entry.
      shown.current = stepId;
      if (address !== stepId) go(stepId, false);
      return;
    }
    if (hostMoved && urlStep !== stepId) {
      const flow = flowNow(actor);
      if (flow.canOpen(urlStep)) {
        shown.current = urlStep;
        flow.open(urlStep);
      } else go(stepId, true);
    }
  }, [actor, navigate, panel, stepId, urlStep, key]);
}
