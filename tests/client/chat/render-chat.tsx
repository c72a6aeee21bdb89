import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from '../../../src/client/i18n/intl';
import type { Message } from '../../../src/shared/schemas/messaging';
import { scopeTexts } from '../support/step-form';

// The chat components with the app's texts (their scope); a missing text fails the test.
export const en = scopeTexts(['app', 'chat']);

export function renderChat(ui: ReactNode, locale = 'en-US') {
  const messages = locale === 'en-US' ? en : scopeTexts(['app', 'chat'], locale);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider
      locale={locale}
      messages={messages}
      onError={(e) => {
        throw e;
      }}
    >
      {children}
    </IntlProvider>
  );
  return render(ui, { wrapper });
}

export function message(over: Partial<Message> = {}): Message {
  return {
    id: '0193a3c4-0000-7000-8000-0000000000a1',
    conversationId: '0193a3c4-0000-7000-8000-00000000cc01',
    senderRole: 'guest',
    senderName: 'Sophie Martin',
    body: 'Hello!',
    clientMessageId: 'client-0001',
    createdAt: '2026-11-20T09:15:00.000Z',
    ...over,
  };
}

/** A send the test settles: each call waits until released, then stores or fails as told. */
export function heldSend() {
  const calls: { clientMessageId: string; body: string }[] = [];
  let gate = deferred();
  let failNext: number | null = null;
  const send = async (input: { clientMessageId: string; body: string }) => {
    calls.push(input);
    const mine = gate;
    await mine.promise;
    if (failNext !== null) {
      const status = failNext;
      failNext = null;
      throw { status, general: [status === 0 ? 'errors.network' : 'errors.status.5xx'], fields: {}, message: 'failed' };
    }
    return { id: 'stored' };
  };
  return {
    send,
    calls,
    holdWrites() {
      const mine = deferred();
      gate = mine;
      return () => mine.resolve();
    },
    failNextWrite(status: number) {
      failNext = status;
    },
  };
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}
