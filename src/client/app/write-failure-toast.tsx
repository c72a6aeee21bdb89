import { useEffect, useRef } from 'react';
import { useIntl, type IntlShape } from '../i18n/intl';
import { unclaimedFieldMessages } from '../../shared/domain/api-errors';
import { generalErrorTexts } from '../api/error-text';
import { ApiError } from '../api/http';
import { useSnackbar } from '../ui/snackbar';
import { onWriteFailure } from './write-failure';

// The toast of a failed write (the rule of which writes: write-failure.ts). Mounted once inside
// the shell's snackbar, so it speaks the app's language and sits with the other messages.

/** The same text again within this time is one toast (a burst of failing writes, one message). */
export const WRITE_FAILURE_REPEAT_MS = 1000;
export const WRITE_FAILURE_GENERIC_KEY = 'writeFailure.generic';

/** The server's messages in the host's language (field messages too, no form shows them), else the generic title. */
export function writeFailureText(intl: Pick<IntlShape, 'formatMessage'>, error: unknown): string {
  if (!(error instanceof ApiError)) return intl.formatMessage({ id: WRITE_FAILURE_GENERIC_KEY });
  const texts = generalErrorTexts(intl, error, unclaimedFieldMessages(error, []));
  return texts.length > 0 ? texts.join(' ') : intl.formatMessage({ id: WRITE_FAILURE_GENERIC_KEY });
}

export function WriteFailureToasts() {
  const intl = useIntl();
  const { show } = useSnackbar();
  const lastShown = useRef(new Map<string, number>());
  useEffect(
    () =>
      onWriteFailure((error) => {
        const text = writeFailureText(intl, error);
        const now = Date.now();
        const before = lastShown.current.get(text);
        if (before !== undefined && now - before < WRITE_FAILURE_REPEAT_MS) return;
        lastShown.current.set(text, now);
        show({ messageId: 'writeFailure.message', values: { message: text }, tone: 'error' });
      }),
    [intl, show],
  );
  return null;
}
