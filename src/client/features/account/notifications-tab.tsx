import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useMailPreferences, useSetMailPreference } from './api';
import { Button } from '../../ui/button';
import { PageHeading } from '../../ui/page-heading';
import { Spinner } from '../../ui/spinner';
import type { MailKind } from '../../../shared/domain/mail/outbox';

// /account/notifications: which e-mails the host gets. One switch per kind a host can stop
// (HOST_MAIL_KINDS), saved as soon as it changes (PUT /api/app/user/mail-preferences) and put back
// when the server refuses; the security mails are listed as always on; a bounced address is
// warned about, since then no mail goes out whatever the switches say.

type SaveState = 'saving' | 'saved' | 'error';

const nameKey = (kind: string) => `account.notifications.kind.${kind}.name`;
const descriptionKey = (kind: string) => `account.notifications.kind.${kind}.description`;
const switchId = (kind: string) => `mail-kind-${kind.replace(/\./g, '-')}`;

export function NotificationsTab() {
  const intl = useIntl();
  const preferences = useMailPreferences();
  const setPreference = useSetMailPreference();
  const [saveStates, setSaveStates] = useState<Partial<Record<MailKind, SaveState>>>({});
  // The value a switch shows while its save is on its way. The cache's optimistic update waits for
  // queries in flight to be cancelled first, so without this the switch would flick back for a
  // moment after the click (and a quick second look, by a host or a test, would see it unmoved).
  const [moving, setMoving] = useState<Partial<Record<MailKind, boolean>>>({});

  const settle = (kind: MailKind, state: SaveState) => {
    setSaveStates((old) => ({ ...old, [kind]: state }));
    setMoving(({ [kind]: _settled, ...rest }) => rest);
  };

  const change = (kind: MailKind, enabled: boolean) => {
    // One save per switch at a time: a second click while saving would race the first.
    if (saveStates[kind] === 'saving') return;
    setSaveStates((old) => ({ ...old, [kind]: 'saving' }));
    setMoving((old) => ({ ...old, [kind]: enabled }));
    setPreference.mutateAsync({ kind, enabled }).then(
      () => settle(kind, 'saved'),
      () => settle(kind, 'error'),
    );
  };

  return (
    <section className="account-notifications">
      <PageHeading title={<FormattedMessage id="account.tabs.notifications" />} description={<FormattedMessage id="account.notifications.intro" />} />
      {preferences.isPending ? (
        <Spinner label={intl.formatMessage({ id: 'account.notifications.loading' })} />
      ) : preferences.isError ? (
        <div role="alert" className="notice notice--error" data-testid="notifications-load-failed">
          <p>
            <FormattedMessage id="account.notifications.loadFailed" />
          </p>
          <Button variant="secondary" onClick={() => void preferences.refetch()}>
            <FormattedMessage id="account.notifications.retry" />
          </Button>
        </div>
      ) : (
        <>
          {preferences.data.bounced && (
            <div role="alert" className="notice notice--warning" data-testid="notifications-bounced">
              <p>
                <FormattedMessage id="account.notifications.bounced" />
              </p>
            </div>
          )}
          <fieldset className="account-notifications__group">
            <legend className="account-notifications__heading">
              <FormattedMessage id="account.notifications.kindsHeading" />
            </legend>
            <ul className="account-notifications__list">
              {preferences.data.kinds.map(({ kind, enabled }) => {
                const id = switchId(kind);
                const state = saveStates[kind];
                return (
                  <li key={kind} className="account-notifications__item" data-testid={`mail-kind-${kind}`}>
                    <input
                      id={id}
                      type="checkbox"
                      role="switch"
                      checked={moving[kind] ?? enabled}
                      aria-describedby={`${id}-description ${id}-state`}
                      aria-busy={state === 'saving' || undefined}
                      onChange={(event) => change(kind, event.target.checked)}
                    />
                    <div className="account-notifications__text">
                      <label htmlFor={id} className="account-notifications__name">
                        {intl.formatMessage({ id: nameKey(kind), defaultMessage: kind })}
                      </label>
                      <span id={`${id}-description`} className="account-notifications__description">
                        {intl.formatMessage({ id: descriptionKey(kind), defaultMessage: ' ' })}
                      </span>
                      <span id={`${id}-state`} role="status" className={state === 'error' ? 'account-notifications__state account-notifications__state--error' : 'account-notifications__state'}>
                        {state === 'saving' && <FormattedMessage id="account.notifications.saving" />}
                        {state === 'saved' && <FormattedMessage id="account.notifications.saved" />}
                        {state === 'error' && <FormattedMessage id="account.notifications.saveFailed" />}
                      </span>
                    </div>
                  </li>
                );
              })}
            </ul>
          </fieldset>
          <fieldset className="account-notifications__group" aria-describedby="account-notifications-security-why">
            <legend className="account-notifications__heading">
              <FormattedMessage id="account.notifications.securityHeading" />
            </legend>
            <p id="account-notifications-security-why" className="account-notifications__why">
              <FormattedMessage id="account.notifications.securityExplained" />
            </p>
            <ul className="account-notifications__list">
              {preferences.data.security.map((kind) => {
                const id = switchId(kind);
                return (
                  <li key={kind} className="account-notifications__item" data-testid={`mail-kind-${kind}`}>
                    <input id={id} type="checkbox" role="switch" checked disabled readOnly aria-describedby={`${id}-description account-notifications-security-why`} />
                    <div className="account-notifications__text">
                      <label htmlFor={id} className="account-notifications__name">
                        {intl.formatMessage({ id: nameKey(kind), defaultMessage: kind })}
                      </label>
                      <span id={`${id}-description`} className="account-notifications__description">
                        {intl.formatMessage({ id: descriptionKey(kind), defaultMessage: ' ' })}{' '}
                        <strong>
                          <FormattedMessage id="account.notifications.alwaysOn" />
                        </strong>
                      </span>
                    </div>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        </>
      )}
    </section>
  );
}
