import { FormattedMessage, useIntl } from '../../i18n/intl';
import { GUEST_PROFILE_QUESTIONS, type GuestProfileAnswers } from '../../../shared/domain/guest-profile/questions';
import { gp, optionKey, questionShortKey } from './guest-profile-texts';

/** The answers, one line per question (the summary and the profile tab's section). */
export function GuestProfileAnswerList({ answers }: { answers: GuestProfileAnswers }) {
  const intl = useIntl();
  const list = (options: readonly string[]) => intl.formatList(options.map((o) => intl.formatMessage({ id: optionKey(o) })), { type: 'conjunction' });
  return (
    <dl className="guest-profile__answers">
      {GUEST_PROFILE_QUESTIONS.map((question) => {
        const options = answers[question];
        return (
          <div key={question} className="guest-profile__answer">
            <dt>
              <FormattedMessage id={questionShortKey(question)} />
            </dt>
            <dd>{options?.length ? list(options) : <FormattedMessage id={gp('section.unanswered')} />}</dd>
          </div>
        );
      })}
    </dl>
  );
}
