import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useInRouterContext, useSearchParams } from '../../router';
import { useGuestPreferences } from './api';
import { Button } from '../../ui/button';
import { GuestProfileAnswerList } from './guest-profile-answer-list';
import { GUEST_PROFILE_OPEN, GUEST_PROFILE_PARAM } from './guest-profile-entry';
import { gp } from './guest-profile-texts';
import './guest-profile.css';

// "Ideal guest" on the account profile tab: the answers so far and a button that (re)starts the
// flow, through the same address a notification uses (?guest-profile=open, opened by the shell).
export function IdealGuestSection() {
  const intl = useIntl();
  const preferences = useGuestPreferences();
  const inRouter = useInRouterContext();
  const data = preferences.data;
  const anyAnswer = data ? Object.values(data.answers).some((a) => a !== null) : false;
  const action = !anyAnswer ? 'section.start' : data?.completed ? 'section.edit' : 'section.continue';
  return (
    <section className="ideal-guest" aria-labelledby="ideal-guest-title">
      <h2 id="ideal-guest-title" className="section-title">
        <FormattedMessage id={gp('section.title')} />
      </h2>
      <p className="ideal-guest__intro">
        <FormattedMessage id={gp('section.intro')} />
      </p>
      {preferences.isError ? (
        <p className="notice notice--error">
          <FormattedMessage id={gp('loadError')} />
        </p>
      ) : data ? (
        anyAnswer && <GuestProfileAnswerList answers={data.answers} />
      ) : (
        <p className="ideal-guest__loading" aria-busy="true">
          {intl.formatMessage({ id: gp('loading') })}
        </p>
      )}
      {/* The profile page also renders outside the app's router (tests); the flow opens only within it. */}
      {inRouter && <OpenFlowButton primary={!anyAnswer} disabled={!data} textKey={gp(action)} />}
    </section>
  );
}

function OpenFlowButton({ primary, disabled, textKey }: { primary: boolean; disabled: boolean; textKey: string }) {
  const [, setParams] = useSearchParams();
  return (
    <Button
      variant={primary ? 'primary' : 'secondary'}
      disabled={disabled}
      onClick={() =>
        setParams((now) => {
          const next = new URLSearchParams(now);
          next.set(GUEST_PROFILE_PARAM, GUEST_PROFILE_OPEN);
          return next;
        })
      }
    >
      <FormattedMessage id={textKey} />
    </Button>
  );
}
