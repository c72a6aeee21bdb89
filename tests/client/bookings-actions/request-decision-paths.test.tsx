// @vitest-environment happy-dom
import { afterEach, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { machines } from '../../../machines/index';
import { requestRejectProblems, type RequestDecisionEvent, type requestDecisionMachine } from '../../../machines/request-decision/request-decision.machine';
import { RequestActions } from '../../../src/client/features/bookings/actions/request-actions';
import { fakeStaysApi } from './fake-stays-api';
import { renderActions } from './render-actions';
import { pendingRequest } from './stays';
import { decisionViewChecks } from './support/decision-view-checks';
import { button, click, replayPaths, selectSubReason, typeExplanation, type Drivers } from '../support/path-replay';
import { scaledMs } from '../../support/time-scale';

// The request-decision machine's paths replayed against the real view, every one to its end: the machine
// offers only what the view shows (the explanation only while its field is there).

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const REASON_TEXT: Record<string, string> = { OTHER: 'Other reason', RATES_MISMATCH: 'The price is not right' };

const drivers: Drivers<RequestDecisionEvent> = {
  'confirm.start': (_e, ui) => click(ui, button('Confirm')),
  'confirm.accept': (_e, ui) => click(ui, button('Yes, confirm')),
  'reject.start': (_e, ui) => click(ui, button('Reject')),
  'reason.select': (e, ui) => click(ui, screen.queryByRole('radio', { name: REASON_TEXT[e.reason] })),
  'subReason.select': (e, ui) => selectSubReason(ui, e.subReason),
  'explanation.change': (e, ui) => typeExplanation(ui, e.explanation),
  'reject.submit': (_e, ui) => click(ui, button('Reject request')),
  'decision.cancel': (_e, ui) => click(ui, button('Go back')),
  retry: (_e, ui) => click(ui, button('Try again')),
  'failure.dismiss': (_e, ui) => click(ui, button('Close')),
};

const viewChecks = decisionViewChecks<SnapshotFrom<typeof requestDecisionMachine>>({
  noun: 'request',
  code: 'HP-REQ001',
  confirmedText: 'Request confirmed: booking HP-NEW001 is made.',
  rejectedText: 'Request rejected. The guest is told.',
  reasonText: REASON_TEXT,
  problems: requestRejectProblems,
});

it('every shortest path of the machine plays on the real view, which shows each state', async () => {
  await replayPaths({
    name: 'request-decision',
    entry: machines['request-decision'],
    mount: () => {
      const server = fakeStaysApi({ stays: [pendingRequest()] });
      renderActions(<RequestActions request={pendingRequest()} />);
      return server;
    },
    drivers,
    viewChecks,
    // The machine takes typing in the explanation only while the view offers the field
    // (explanationOffered), so every path plays to its end.
    notDrivable: {},
  });
}, scaledMs(120_000));
