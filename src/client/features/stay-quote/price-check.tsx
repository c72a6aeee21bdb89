import { useState, type FormEvent } from 'react';
import { todayIn } from '../../../shared/domain/time/property-today';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { errorText, generalErrorTexts } from '../../api/error-text';
import type { StayQuoteQuestion } from '../../api/stay-quote';
import { Button } from '../../ui/button';
import type { UnitPanelProps } from '../property-management/unit-panel-props';
import { usePropertiesConfiguration } from '../../api/properties-configuration';
import { QuoteBreakdown } from './quote-breakdown';
import { problemText } from './problem-text';
import { StayFields } from './stay-fields';
import { draftErrors, initialDraft, sameQuestion, toQuestion, type DraftErrors, type StayDraft } from './stay-question';
import { useStayQuote } from './use-stay-quote';
import './price-check.css';

// "Price check" on the unit's availability page: the host picks a stay and sees what a guest
// would pay and whether the stay can be booked, from the same quote the guest booking path uses.
export function PriceCheck({ unit }: UnitPanelProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState<StayDraft>(() => initialDraft(unit.guests, todayIn(unit.timeZone)));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [question, setQuestion] = useState<StayQuoteQuestion | null>(null);
  const quote = useStayQuote(unit.publicId, question);
  const services = usePropertiesConfiguration().data?.extraCharges.serviceTypes;
  const serviceLabel = (type: string) => services?.find((s) => s.value === type)?.label ?? type;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = draftErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const next = toQuestion(draft);
    if (sameQuestion(draft, question)) void quote.refetch();
    else setQuestion(next);
  };

  // Rules the stay breaks are shown on their fields while the fields still hold the stay asked about.
  const answer = quote.data && sameQuestion(draft, question) ? quote.data : null;
  const fieldText = (field: keyof StayDraft) => {
    if (errors[field]) return intl.formatMessage({ id: `stay-quote.${errors[field]}` }, { max: field === 'guests' ? 99 : 365 });
    const serverField = quote.error?.fields[field] ?? quote.error?.fields[`query.${field}`];
    if (serverField && sameQuestion(draft, question)) return serverField.map((m) => errorText(intl, m)).join(' ');
    const problems = answer?.problems.filter((p) => p.field === field) ?? [];
    return problems.length ? problems.map((p) => problemText(intl, p)).join(' ') : undefined;
  };

  return (
    <section className="manage-step price-check" aria-labelledby="price-check-title">
      <h2 id="price-check-title" className="price-check__title">
        <FormattedMessage id="stay-quote.title" />
      </h2>
      <p className="price-check__intro">
        <FormattedMessage id="stay-quote.intro" />
      </p>
      <form className="price-check__form" onSubmit={submit} noValidate>
        <StayFields draft={draft} onChange={(change) => setDraft((d) => ({ ...d, ...change }))} errorOf={fieldText} capacity={unit.guests} />
        <Button type="submit" busy={quote.isFetching}>
          <FormattedMessage id="stay-quote.submit" />
        </Button>
      </form>
      <div className="price-check__result" aria-live="polite">
        {question == null ? (
          <p className="price-check__empty">
            <FormattedMessage id="stay-quote.empty" />
          </p>
        ) : quote.isPending ? (
          <p className="price-check__loading" role="status">
            <span className="spinner__circle spinner__circle--button" aria-hidden="true" /> <FormattedMessage id="stay-quote.loading" />
          </p>
        ) : quote.isError ? (
          <div role="alert" className="notice notice--error">
            <p>
              <FormattedMessage id="stay-quote.loadFailed" /> {generalErrorTexts(intl, quote.error).join(' ')}
            </p>
            <Button variant="secondary" busy={quote.isFetching} onClick={() => void quote.refetch()}>
              <FormattedMessage id="stay-quote.retry" />
            </Button>
          </div>
        ) : (
          <QuoteResult quote={quote.data} serviceLabel={serviceLabel} />
        )}
      </div>
    </section>
  );
}

function QuoteResult({ quote, serviceLabel }: { quote: NonNullable<ReturnType<typeof useStayQuote>['data']>; serviceLabel: (type: string) => string }) {
  const intl = useIntl();
  const stay = (iso: string) => intl.formatDate(`${iso}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <>
      <p className="price-check__stay">
        <FormattedMessage
          id="stay-quote.stay"
          values={{ nights: quote.nights, guests: quote.guests, checkIn: stay(quote.checkIn), checkOut: stay(quote.checkOut) }}
        />
      </p>
      {quote.bookable ? (
        <p className="notice notice--success price-check__verdict">
          <FormattedMessage id="stay-quote.bookable" />
        </p>
      ) : (
        <div className="notice notice--warning price-check__verdict" data-testid="price-check-problems">
          <p>
            <FormattedMessage id="stay-quote.notBookable" />
          </p>
          <ul>
            {quote.problems.map((p) => (
              <li key={`${p.field}-${p.code}`}>{problemText(intl, p)}</li>
            ))}
          </ul>
        </div>
      )}
      <QuoteBreakdown quote={quote.quote} serviceLabel={serviceLabel} />
    </>
  );
}
