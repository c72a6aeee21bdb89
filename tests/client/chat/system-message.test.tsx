// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from '../../../src/client/i18n/intl';
import { SystemMessageText } from '../../../src/client/ui/chat/message-thread';
import { stayEventBody } from '../../../src/shared/domain/stay-events';
import en from '../../../src/shared/i18n/chat/en-US.json';
import de from '../../../src/shared/i18n/chat/de-DE.json';

// A stay event in the chat is a code on the wire and words in the reader's own language.

afterEach(() => cleanup());

const show = (body: string, locale = 'en-US', messages: Record<string, string> = en) =>
  render(
    <IntlProvider locale={locale} messages={messages} onError={(e) => { throw e; }}>
      <p data-testid="text">
        <SystemMessageText body={body} />
      </p>
    </IntlProvider>,
  );

describe('system messages', () => {
  it('says what happened to the stay, with its code, in the reader’s language', () => {
    show(stayEventBody('cancelled', 'HP-4TW8XR'));
    expect(screen.getByTestId('text').textContent).toBe('The host cancelled this stay (HP-4TW8XR).');
    cleanup();
    show(stayEventBody('confirmed', 'HP-4TW8XR'), 'de-DE', de);
    expect(screen.getByTestId('text').textContent).toBe('Der Aufenthalt ist bestätigt. Sein Code ist HP-4TW8XR.');
  });

  it('shows any other text as it is', () => {
    show('stay-event:exploded:HP-4TW8XR');
    expect(screen.getByTestId('text').textContent).toBe('stay-event:exploded:HP-4TW8XR');
  });
});
