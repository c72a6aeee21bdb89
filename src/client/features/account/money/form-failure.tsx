import { FormattedMessage } from '../../../i18n/intl';

/** Why a money form was refused: the general lines when the refusal named no field, else a word pointing at the marked fields. */
export function FormFailure({ failed, general }: { failed: boolean; general: string[] }) {
  if (!failed) return null;
  return (
    <div role="alert" className="notice notice--error">
      {general.length > 0 ? general.map((line) => <p key={line}>{line}</p>) : <FormattedMessage id="account.money.saveFailed" />}
    </div>
  );
}
