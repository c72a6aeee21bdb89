import { useState } from 'react';
import { useIntl } from '../i18n/intl';
import { consentAllows } from '../features/cookie-consent/consent-store';
import './help-tooltip.css';

// AS §2.5 item 8: an onboarding tooltip on the help-centre link, dismissed with an okay button.
// Dismissal is remembered per browser, so it is shown once, not on every page: a preference, so
// only with consent to preferences; without it the hint closes for this page view.
const KEY = 'host_portal.helpTooltipDismissed';

function dismissed(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function HelpTooltip() {
  const intl = useIntl();
  const [open, setOpen] = useState(() => !dismissed());
  if (!open) return null;
  const close = () => {
    try {
      if (consentAllows('preferences')) localStorage.setItem(KEY, '1');
    } catch {
      // Blocked storage: it closes for this page view only.
    }
    setOpen(false);
  };
  return (
    <div className="help-tooltip" role="note" aria-labelledby="help-tooltip-text">
      <p id="help-tooltip-text">{intl.formatMessage({ id: 'shell.helpTooltip.text' })}</p>
      <button type="button" className="button button--primary help-tooltip__ok" onClick={close}>
        {intl.formatMessage({ id: 'shell.helpTooltip.ok' })}
      </button>
    </div>
  );
}
