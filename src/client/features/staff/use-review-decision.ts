import { useEffect, useEffectEvent } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useWorkflowActor } from '../../app/use-workflow';
import { fromPromise } from 'xstate';
import { staffReviewDecisionMachine, type ReviewRejectInput } from '../../../../machines/staff-review-decision/staff-review-decision.machine';
import {
  selectApprovingItemId,
  selectBusyItemId,
  selectConflict,
  selectDecidedElsewhere,
  selectFailedItemId,
  selectReason,
  selectReasonError,
  selectRejectingItemId,
  selectSubmitting,
} from '../../../../machines/staff-review-decision/staff-review-decision.select';
import { useSnackbar } from '../../ui/snackbar';

// One review list's decisions (verifications or listings), driven by the staff-review-decision
// machine. The calls it is given also take the decided item out of the cached list and say so;
// on a 409 (someone decided first) that item leaves it too and the list is loaded afresh.

export interface DecisionMessages {
  approved: string;
  rejected: string;
  conflict: string;
}

export function useReviewDecision<Item>(options: {
  queryKey: QueryKey;
  idOf: (item: Item) => string;
  approve: (id: string) => Promise<unknown>;
  reject: (id: string, reason: string) => Promise<unknown>;
  messages: DecisionMessages;
}) {
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  // The latest options are read when a call runs.
  const actor = useWorkflowActor(
    (latest) => {
      const decided = (id: string, messageId: keyof DecisionMessages) => {
        const { options: o, snackbar: s, queryClient: q } = latest();
        q.setQueryData<{ items: Item[] }>(o.queryKey, (old) => (old ? { items: old.items.filter((i) => o.idOf(i) !== id) } : old));
        s.show({ messageId: o.messages[messageId], tone: 'success' });
      };
      return staffReviewDecisionMachine.provide({
        actors: {
          approveItem: fromPromise<unknown, { itemId: string }>(async ({ input }) => {
            const answer = await latest().options.approve(input.itemId);
            decided(input.itemId, 'approved');
            return answer;
          }),
          rejectItem: fromPromise<unknown, ReviewRejectInput>(async ({ input }) => {
            const answer = await latest().options.reject(input.itemId, input.reason);
            decided(input.itemId, 'rejected');
            return answer;
          }),
        },
      });
    },
    { latest: { options, snackbar, queryClient } },
  );
  const conflict = useSelector(actor, selectConflict);
  const decidedElsewhere = useSelector(actor, selectDecidedElsewhere);
  // When a conflict comes, not again when the options or the snackbar change: the item someone
  // else decided leaves the list at once (the machine would not decide it again), then the list
  // is read afresh.
  const showConflict = useEffectEvent(() => {
    snackbar.show({ messageId: options.messages.conflict, tone: 'error' });
    queryClient.setQueryData<{ items: Item[] }>(options.queryKey, (old) => (old ? { items: old.items.filter((i) => options.idOf(i) !== decidedElsewhere) } : old));
    void queryClient.invalidateQueries({ queryKey: options.queryKey });
  });
  useEffect(() => {
    if (conflict) showConflict();
  }, [conflict]);

  return {
    send: actor.send,
    busyItemId: useSelector(actor, selectBusyItemId),
    approvingItemId: useSelector(actor, selectApprovingItemId),
    rejectingItemId: useSelector(actor, selectRejectingItemId),
    submitting: useSelector(actor, selectSubmitting),
    reason: useSelector(actor, selectReason),
    reasonError: useSelector(actor, selectReasonError),
    failedItemId: useSelector(actor, selectFailedItemId),
  };
}
