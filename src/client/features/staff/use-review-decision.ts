import { useEffect, useEffectEvent } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useWorkflow } from '../../app/use-workflow';
import { fromPromise } from 'xstate';
import { staffReviewDecisionMachine, type ReviewRejectInput } from '../../../../machines/staff-review-decision/staff-review-decision.machine';
import { connectStaffReviewDecision, type StaffReviewDecisionView } from '../../../../machines/staff-review-decision/staff-review-decision.connect';
import { useSnackbar } from '../../ui/snackbar';

// One review list's decisions (verifications or listings), driven by the staff-review-decision
// machine. The calls it is given also take the decided item out of the cached list and say so;
// on a 409 (someone decided first) that item leaves it too and the list is loaded afresh. The list
// renders the machine's connect (connectStaffReviewDecision), which this returns.

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
}): StaffReviewDecisionView {
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  // The latest options are read when a call runs.
  const [snapshot, send] = useWorkflow(
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
  const view = connectStaffReviewDecision(snapshot, send);
  const { conflict, decidedElsewhere } = view;
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

  return view;
}
