import { useEffect, useRef } from 'react';
import { useIntl } from '../../i18n/intl';
import { Dialog } from '../../ui/dialog';
import { useWorkflow } from '../../app/use-workflow';
import { cookieConsentMachine } from '../../../../machines/cookie-consent/cookie-consent.machine';
import { connectCookieConsent } from '../../../../machines/cookie-consent/cookie-consent.connect';
import { OPTIONAL_CATEGORIES, type ConsentRecord } from '../../../shared/domain/cookie-consent';
import { cookieConsentInteraction } from '../../../shared/schemas/user-interactions';
import { toLocale, LOCALES } from '../../../shared/i18n/locales';
import { putUserInteractions } from '../../api/user-interactions';
import { useUserInfo } from '../../api/queries';
import { useSession } from '../../auth/session-context';
import { Button } from '../../ui/button';
import { getConsent, saveConsent } from './consent-store';
import { ConsentCategories } from './consent-categories';
import { useCoveredSpace } from './covered-space';
import './cookie-consent.css';

// The banner (first visit) and the customise dialog (Customise, or "Cookie settings" later),
// driven by the cookie-consent machine through its connect. Both offer Reject optional beside Accept all. A decision is kept in this browser; a signed-in host
// acting as themselves also gets it stored with their interactions (cookie_consent_{category}),
// so the choice can be shown to support. Staff acting for a host never write the host's choice.

export default function CookieBanner({ reopenRequests }: { reopenRequests: number }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const locale = toLocale(intl.locale) ?? LOCALES[0];
  const session = useSession();
  const signedIn = session.status === 'active' || session.status === 'busy';
  const { data: user } = useUserInfo({ enabled: signedIn });
  const recordForHost = (record: ConsentRecord) => {
    if (!signedIn || !user || user.isImpersonating) return;
    // Best effort: the browser's record is what the portal obeys; the copy only informs.
    putUserInteractions(OPTIONAL_CATEGORIES.map((c) => ({ interactionType: cookieConsentInteraction(c), interacted: record.choices[c] }))).catch(() => undefined);
  };

  const [snapshot, send, actor] = useWorkflow(
    (latest) =>
      cookieConsentMachine.provide({
        actions: {
          storeConsent: ({ context }) => {
            saveConsent(context.record!);
            latest()(context.record!);
          },
        },
      }),
    { latest: recordForHost },
  );
  const view = connectCookieConsent(snapshot, send);

  // The effects connect the actor's snapshot when they run: they depend on the actor and `send`,
  // which stay, not on the view, which is new on every change.
  useEffect(() => {
    connectCookieConsent(actor.getSnapshot(), send).load(getConsent());
  }, [actor, send]);

  // Each "Cookie settings" press (after the first load) reopens the choices.
  const handled = useRef(0);
  useEffect(() => {
    if (reopenRequests > handled.current) {
      handled.current = reopenRequests;
      connectCookieConsent(actor.getSnapshot(), send).reopen();
    }
  }, [reopenRequests, actor, send]);

  const bannerRef = useCoveredSpace(view.shown === 'banner');

  if (view.shown === 'none') return null;
  return (
    <>
      {view.shown === 'banner' && (
        <section ref={bannerRef} className="cookie-banner" role="region" aria-labelledby="cookie-banner-title">
          <h2 id="cookie-banner-title" className="cookie-banner__title">
            {t('cookie-consent.title')}
          </h2>
          <p className="cookie-banner__text">{t('cookie-consent.text')}</p>
          <div className="cookie-banner__actions">
            <Button variant="ghost" onClick={view.customise}>
              {t('cookie-consent.customise')}
            </Button>
            <Button variant="secondary" onClick={view.rejectOptional}>
              {t('cookie-consent.rejectOptional')}
            </Button>
            <Button variant="primary" onClick={view.acceptAll}>
              {t('cookie-consent.acceptAll')}
            </Button>
          </div>
        </section>
      )}
      <Dialog
        open={view.shown === 'customising'}
        onOpenChange={(open) => !open && view.cancel()}
        overlayClassName="cookie-dialog__overlay"
        className="cookie-dialog"
        titleClassName="cookie-dialog__title"
        title={t('cookie-consent.settings')}
        descriptionClassName="cookie-dialog__text"
        description={t('cookie-consent.text')}
      >
        <ConsentCategories categories={view.categories} toggle={view.toggle} locale={locale} />
        <div className="cookie-banner__actions">
          <Button variant="ghost" onClick={view.cancel}>
            {t('cookie-consent.cancel')}
          </Button>
          {/* Refusing stays one press away here too, as easy as accepting. */}
          <Button variant="secondary" onClick={view.rejectOptional}>
            {t('cookie-consent.rejectOptional')}
          </Button>
          <Button variant="secondary" onClick={view.save}>
            {t('cookie-consent.save')}
          </Button>
          <Button variant="primary" onClick={view.acceptAll}>
            {t('cookie-consent.acceptAll')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
