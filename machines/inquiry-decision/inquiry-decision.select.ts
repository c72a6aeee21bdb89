import type { SnapshotFrom } from 'xstate';
import { explanationRequired } from '../../src/shared/domain/bookings/decision-payload';
import { explanationOffered, inquiryRejectBody, inquiryRejectProblems, type inquiryDecisionMachine } from './inquiry-decision.machine';

type Snapshot = SnapshotFrom<typeof inquiryDecisionMachine>;

export const selectProblems = (s: Snapshot) => (s.context.attempted ? inquiryRejectProblems(s.context) : {});
/** The machine's rule (explanationOffered): the field shows exactly when typing in it is taken. */
export const selectExplanationOffered = (s: Snapshot) => explanationOffered(s.context);
/** The reason chosen asks for an explanation: the field is marked required (the rule: explanationRequired). */
export const selectExplanationRequired = (s: Snapshot) => s.context.reason !== null && explanationRequired(s.context.reason);
export const selectBody = (s: Snapshot) => inquiryRejectBody(s.context);
