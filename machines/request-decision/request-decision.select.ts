import type { SnapshotFrom } from 'xstate';
import { REQUEST_REJECT_SUB_REASONS } from '../../src/shared/domain/bookings/reasons';
import { explanationRequired } from '../../src/shared/domain/bookings/decision-payload';
import { explanationOffered, requestRejectBody, requestRejectProblems, type requestDecisionMachine } from './request-decision.machine';

type Snapshot = SnapshotFrom<typeof requestDecisionMachine>;

/** Field problems, shown once the host tried to send (not while typing the first time). */
export const selectProblems = (s: Snapshot) => (s.context.attempted ? requestRejectProblems(s.context) : {});
export const selectSubReasons = (s: Snapshot): readonly string[] => (s.context.reason ? (REQUEST_REJECT_SUB_REASONS[s.context.reason] ?? []) : []);
/** The machine's rule (explanationOffered): the field shows exactly when typing in it is taken. */
export const selectExplanationOffered = (s: Snapshot) => explanationOffered(s.context);
/** The reason chosen asks for an explanation: the field is marked required (the rule: explanationRequired). */
export const selectExplanationRequired = (s: Snapshot) => s.context.reason !== null && explanationRequired(s.context.reason);
export const selectBody = (s: Snapshot) => requestRejectBody(s.context);
