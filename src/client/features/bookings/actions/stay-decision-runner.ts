import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { DecisionOutcome } from './decision-outcome';
import { refreshAfterDecision } from './refresh-after-decision';

interface DecidedStay {
  publicId: string;
  code: string;
  propertyUnitSummary: { publicId: string };
}

/**
 * The calls of a request's or an inquiry's decision, as the machine's actors make them: the
 * answer replaces the cached stay, the lists, counts and the unit's days are read again and the
 * outcome is announced. A refusal (409: the stay changed meanwhile, the nights were taken) reads
 * the stay again as it is now; every failure is kept for the dialog and rethrown to the machine.
 */
export function stayDecisionCalls<T extends DecidedStay>({
  client,
  state,
  queryKey,
  current,
  pendingDropped,
}: {
  client: QueryClient;
  state: Pick<DecisionOutcome, 'setError' | 'announce'>;
  queryKey: (publicId: string) => QueryKey;
  /** The stay as the view shows it now (read at each step, the call takes a while). */
  current: () => T;
  /** Whether deciding drops it from the pending count. */
  pendingDropped: (before: T) => boolean;
}) {
  const refused = (e: unknown): never => {
    state.setError(e);
    if ((e as { status?: number }).status === 409) {
      const before = current();
      void client.invalidateQueries({ queryKey: queryKey(before.publicId) });
      void refreshAfterDecision(client, before.propertyUnitSummary.publicId, { pendingDropped: false });
    }
    throw e;
  };
  return async <A extends T>(call: (publicId: string) => Promise<A>, messageId: string, codeOf: (answer: A) => string = (answer) => answer.code): Promise<A> => {
    state.setError(null);
    const answer = await call(current().publicId).catch(refused);
    const before = current();
    client.setQueryData(queryKey(answer.publicId), answer);
    void refreshAfterDecision(client, before.propertyUnitSummary.publicId, { pendingDropped: pendingDropped(before) });
    state.announce(messageId, { code: codeOf(answer) });
    return answer;
  };
}
