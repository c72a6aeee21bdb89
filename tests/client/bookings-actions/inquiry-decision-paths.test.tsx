// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { machines } from '../../../machines/index';
import { inquiryRejectProblems, type InquiryDecisionEvent, type inquiryDecisionMachine } from '../../../machines/inquiry-decision/inquiry-decision.machine';
import { InquiryActions } from '../../../src/client/features/bookings/actions/inquiry-actions';
import { fakeStaysApi } from './fake-stays-api';
import { renderActions } from './render-actions';
import { openInquiry } from './stays';
import { decisionViewChecks } from './support/decision-view-checks';
import { button, click, replayPaths, typeExplanation, typeInto, type Drivers } from '../support/path-replay';
import { scaledMs } from '../../support/time-scale';

// The inquiry-decision machine's paths replayed against the real view, every one to its end: the machine
// offers only what the view shows (the explanation only while its field is there).

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const REASON_TEXT: Record<string, string> = { OTHER: 'Other reason', OVERBOOKING: 'The dates are already booked' };
const MESSAGE = 'Message to the guest (optional)';

const drivers: Drivers<InquiryDecisionEvent> = {
  'confirm.start': (_e, ui) => click(ui, button('Confirm')),
  'confirm.accept': (_e, ui) => click(ui, button('Yes, confirm')),
  'reject.start': (_e, ui) => click(ui, button('Reject')),
  'reason.select': (e, ui) => click(ui, screen.queryByRole('radio', { name: REASON_TEXT[e.reason] })),
  'message.change': (e, ui) => typeInto(ui, screen.queryByRole('textbox', { name: MESSAGE }), e.message),
  'explanation.change': (e, ui) => typeExplanation(ui, e.explanation),
  'reject.submit': (_e, ui) => click(ui, button('Reject inquiry')),
  'decision.cancel': (_e, ui) => click(ui, button('Go back')),
  retry: (_e, ui) => click(ui, button('Try again')),
  'failure.dismiss': (_e, ui) => click(ui, button('Close')),
};

const viewChecks = decisionViewChecks<SnapshotFrom<typeof inquiryDecisionMachine>>({
  noun: 'inquiry',
  code: 'HP-INQ001',
  confirmedText: 'Inquiry confirmed. The guest is told.',
  rejectedText: 'Inquiry rejected. The guest is told.',
  reasonText: REASON_TEXT,
  problems: inquiryRejectProblems,
  rejectingExtra: (d, s) => expect((within(d).getByRole('textbox', { name: MESSAGE }) as HTMLTextAreaElement).value).toBe(s.context.message),
});

it('every shortest path of the machine plays on the real view, which shows each state', async () => {
  await replayPaths({
    name: 'inquiry-decision',
    entry: machines['inquiry-decision'],
    mount: () => {
      const server = fakeStaysApi({ stays: [openInquiry()] });
      renderActions(<InquiryActions inquiry={openInquiry()} />);
      return server;
    },
    drivers,
    viewChecks,
    // The machine takes typing in the explanation only while the view offers the field
    // (explanationOffered), so every path plays to its end.
    notDrivable: {},
  });
}, scaledMs(120_000));
