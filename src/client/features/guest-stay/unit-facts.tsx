import { FormattedMessage, useIntl } from '../../i18n/intl';
import type { PublicUnit } from '../../../shared/schemas/public-unit';
import { PhotoGallery } from './photo-gallery';
import { stayNameOf, stayNameText } from './stay-name';

// What the guest learns about the unit: the property's and the unit's names, where (city and
// country only), its photos, how many it sleeps, its bedrooms, the description, amenities and
// the cancellation policy.

/** The country in the page's language (Intl), else the name the server sent, else the code. */
export const countryName = (locale: string, code: string | null, fallback: string | null) => {
  if (!code) return fallback;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? fallback ?? code;
  } catch {
    return fallback ?? code;
  }
};

/**
 * headingLevel: the guest page's own title is its h1; the wizard's preview sits under the step's
 * and its own section's headings, so it passes 4, and the section headings follow one level below.
 */
export function UnitFacts({ unit, headingLevel = 1 }: { unit: PublicUnit; headingLevel?: 1 | 4 }) {
  const intl = useIntl();
  const Title = headingLevel === 1 ? 'h1' : 'h4';
  const Subtitle = headingLevel === 1 ? 'h2' : 'h5';
  const place = [unit.city, countryName(intl.locale, unit.countryCode, unit.countryName)].filter(Boolean).join(', ');
  const name = stayNameOf(unit, intl.formatMessage({ id: 'guest-stay.untitled' }));
  return (
    <article className="guest-stay__unit" aria-labelledby="guest-stay-title">
      <Title id="guest-stay-title" className="guest-stay__title">
        {name.unit ? (
          <FormattedMessage
            id="guest-stay.heading"
            values={{ property: <span className="guest-stay__property-name">{name.property}</span>, unit: <span className="guest-stay__unit-name">{name.unit}</span> }}
          />
        ) : (
          name.property
        )}
      </Title>
      {place && <p className="guest-stay__place">{place}</p>}
      <PhotoGallery photos={unit.photos} name={stayNameText(intl, name)} />
      <ul className="guest-stay__facts">
        {unit.guests != null && (
          <li>
            <FormattedMessage id="guest-stay.facts.guests" values={{ count: unit.guests }} />
          </li>
        )}
        <li>
          <FormattedMessage id="guest-stay.facts.bedrooms" values={{ count: unit.bedrooms }} />
        </li>
        <li>
          <FormattedMessage id={`guest-stay.facts.kind.${unit.stayKind}`} />
        </li>
      </ul>
      {unit.description && <p className="guest-stay__description">{unit.description}</p>}
      {unit.amenities.length > 0 && (
        <section aria-labelledby="guest-stay-amenities">
          <Subtitle id="guest-stay-amenities" className="guest-stay__subtitle">
            <FormattedMessage id="guest-stay.amenities" />
          </Subtitle>
          <ul className="guest-stay__amenities">
            {unit.amenities.map((a) => (
              <li key={a.value}>{a.label}</li>
            ))}
          </ul>
        </section>
      )}
      {unit.cancellationPolicy && (
        <section aria-labelledby="guest-stay-cancellation">
          <Subtitle id="guest-stay-cancellation" className="guest-stay__subtitle">
            <FormattedMessage id="guest-stay.cancellation" values={{ policy: unit.cancellationPolicy.label }} />
          </Subtitle>
          <p>{unit.cancellationPolicy.description}</p>
        </section>
      )}
    </article>
  );
}
