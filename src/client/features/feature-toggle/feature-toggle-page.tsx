import { useContext, useId } from 'react';
import { useIntl } from '../../i18n/intl';
import { Link, useParams } from '../../router';
import { AppDataContext } from '../../app/app-data';
import { PageHeading } from '../../ui/page-heading';
import { ButtonLink } from '../../ui/button-link';
import { CookieSettingsFooter } from '../cookie-consent/cookie-settings-footer';
import { choiceOf, FEATURE_TOGGLES, findFeatureToggle, TOGGLE_CHOICES, type FeatureToggleId } from '../../../shared/domain/feature-toggles';
import { saveToggleChoice, useToggleOverrides } from './toggle-store';
import './feature-toggle.css';

// /feature-toggle/{id} (AS §2.1, AS §2.3, public). Reading chosen: a tester or host
// opts THIS browser in or out of one named interface switch of the public settings (the list and
// rules: shared/domain/feature-toggles.ts). The page shows the switch, what the portal says and
// three choices: follow the portal (the default), on, off. The choice is stored in this browser
// and applies at once: the app data hook reads the public settings through it.
export default function FeatureTogglePage() {
  const { id } = useParams();
  const toggle = findFeatureToggle(id);
  return (
    <>
      {toggle ? <ToggleChoices id={toggle.id} setting={toggle.setting} /> : <UnknownToggle id={id ?? ''} />}
      {/* Visitors have no user menu: their way back to the cookie choices. */}
      <CookieSettingsFooter />
    </>
  );
}

function ToggleChoices({ id, setting }: { id: FeatureToggleId; setting: (typeof FEATURE_TOGGLES)[number]['setting'] }) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string>) => intl.formatMessage({ id: key }, values);
  const overrides = useToggleOverrides();
  // The portal's own answer: the context holds the settings as the server sent them.
  const portalOn = useContext(AppDataContext)?.publicSettings[setting] ?? false;
  const choice = choiceOf(overrides, id);
  const effectiveOn = choice === 'portal' ? portalOn : choice === 'on';
  const name = t(`feature-toggle.${id}.name`);
  const group = useId();
  const state = (on: boolean) => (on ? 'on' : 'off');

  return (
    <div className="page feature-toggle">
      <PageHeading title={t('feature-toggle.heading', { name })} description={t(`feature-toggle.${id}.description`)} />
      <p>{t('feature-toggle.intro')}</p>
      <p className="feature-toggle__portal">{t('feature-toggle.portal', { state: state(portalOn) })}</p>
      <fieldset className="feature-toggle__choices">
        <legend className="feature-toggle__legend">{t('feature-toggle.choices')}</legend>
        {TOGGLE_CHOICES.map((option) => (
          <label key={option} className="feature-toggle__choice">
            <input type="radio" name={group} value={option} checked={choice === option} onChange={() => saveToggleChoice(id, option)} />
            {t(`feature-toggle.choice.${option}`)}
          </label>
        ))}
      </fieldset>
      <p className="feature-toggle__effective" role="status">
        {t('feature-toggle.effective', { state: state(effectiveOn) })}
      </p>
      <ButtonLink to="/" variant="secondary">
        {t('feature-toggle.back')}
      </ButtonLink>
      <OtherToggles except={id} />
    </div>
  );
}

function UnknownToggle({ id }: { id: string }) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string>) => intl.formatMessage({ id: key }, values);
  return (
    <div className="page feature-toggle">
      <PageHeading title={t('feature-toggle.unknown.title')} description={t('feature-toggle.unknown.body', { id })} />
      <ToggleLinks ids={FEATURE_TOGGLES.map((toggle) => toggle.id)} />
    </div>
  );
}

function OtherToggles({ except }: { except: FeatureToggleId }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section className="feature-toggle__others" aria-labelledby={headingId}>
      <h2 id={headingId} className="feature-toggle__others-title">
        {intl.formatMessage({ id: 'feature-toggle.others' })}
      </h2>
      <ToggleLinks ids={FEATURE_TOGGLES.map((toggle) => toggle.id).filter((other) => other !== except)} />
    </section>
  );
}

function ToggleLinks({ ids }: { ids: FeatureToggleId[] }) {
  const intl = useIntl();
  return (
    <ul className="feature-toggle__list">
      {ids.map((id) => (
        <li key={id}>
          <Link to={`/feature-toggle/${id}`}>{intl.formatMessage({ id: `feature-toggle.${id}.name` })}</Link>
          <span className="feature-toggle__list-description">{intl.formatMessage({ id: `feature-toggle.${id}.description` })}</span>
        </li>
      ))}
    </ul>
  );
}
