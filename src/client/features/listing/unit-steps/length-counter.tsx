import { FormattedMessage } from '../../../i18n/intl';
import './unit-steps.css';

/** "12 / 150 characters" under a text field; red past the limit. Its id ties it to the field. */
export function LengthCounter({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <p id={id} className={`unit-counter${length > max ? ' unit-counter--over' : ''}`}>
      <FormattedMessage id="listing.unitSteps.counter" values={{ length, max }} />
    </p>
  );
}
