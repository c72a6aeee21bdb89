import { useIntl } from '../../i18n/intl';
import { openCookieSettings } from './consent-store';
import './cookie-settings-footer.css';

// Visitors and guests have no account menu, so the pages they reach (help centre, guest sign-in
// and chat) end with this: the same "Cookie settings" request the user menu sends.
export function CookieSettingsFooter() {
  const intl = useIntl();
  return (
    <footer className="cookie-settings-footer">
      <button type="button" className="text-button" onClick={openCookieSettings}>
        {intl.formatMessage({ id: 'app.menu.cookieSettings' })}
      </button>
    </footer>
  );
}
