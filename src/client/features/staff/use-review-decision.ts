import { useState } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { ApiError } from '../../api/http';
import { generalErrorTexts } from '../../api/error-text';
import { useSnackbar } from '../../ui/snackbar';

// One decision at a time on a review list (verifications or listings): approve at once, or
// reject through the dialog. A decided item leaves the cached list at once; a 409 means another
// staff member decided first, so the list is loaded afresh instead of offering a retry.

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
  const intl = useIntl();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState<Item | null>(null);
  const [error, setError] = useState<{ id: string; text: string } | null>(null);

  const removeFromList = (id: string) =>
    queryClient.setQueryData<{ items: Item[] }>(options.queryKey, (old) => (old ? { items: old.items.filter((i) => options.idOf(i) !== id) } : old));

  const mutation = useMutation<unknown, ApiError, { id: string; reason?: string }>({
    mutationFn: ({ id, reason }) => (reason === undefined ? options.approve(id) : options.reject(id, reason)),
    onMutate: () => setError(null),
    onSuccess: (_, { id, reason }) => {
      removeFromList(id);
      setRejecting(null);
      snackbar.show({ messageId: reason === undefined ? options.messages.approved : options.messages.rejected, tone: 'success' });
    },
    onError: (err, { id }) => {
      if (err.status === 409) {
        setRejecting(null);
        snackbar.show({ messageId: options.messages.conflict, tone: 'error' });
        void queryClient.invalidateQueries({ queryKey: options.queryKey });
        return;
      }
      if (err.fields.reason) return; // shown in the dialog, next to the field
      setError({ id, text: generalErrorTexts(intl, err).join(' ') });
    },
  });

  const reasonError = mutation.error?.fields.reason?.join(' ') ?? null;
  const rejectingId = rejecting ? options.idOf(rejecting) : null;
  return {
    approve: (item: Item) => mutation.mutate({ id: options.idOf(item) }),
    startReject: (item: Item) => {
      mutation.reset();
      setError(null);
      setRejecting(item);
    },
    cancelReject: () => setRejecting(null),
    submitReject: (reason: string) => rejectingId && mutation.mutate({ id: rejectingId, reason }),
    rejecting,
    /** The item a call is running for (its buttons show busy). */
    pendingId: mutation.isPending ? (mutation.variables?.id ?? null) : null,
    pendingReject: mutation.isPending && mutation.variables?.reason !== undefined,
    /** What the reject dialog shows under the reason: the field's error or the call's failure. */
    dialogError: rejectingId ? (reasonError ?? (error?.id === rejectingId ? error.text : null)) : null,
    /** A failed approve, shown on its item. */
    errorFor: (item: Item) => (!rejecting && error?.id === options.idOf(item) ? error.text : null),
  };
}
