import { FormattedMessage, useIntl } from 'react-intl';
import type { PublicUnit } from '../../../shared/schemas/public-unit';
import { PhotoGallery } from './photo-gallery';
import { stayNameOf, stayNameText } from './stay-name';

// What the guest learns about the unit: the property's and the unit's names, where (city and
// country only), its photos, how many it sleeps, its bedrooms, the description, amenities and
// the cancellation policy.

const countryName = (locale: string, code: string | null, fallback: string | null) => {
  if (!code) return fallback;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? fallback ?? code;
  } catch {
    return fallback ?? code;
  }
};

export function UnitFacts({ unit }: { unit: PublicUnit }) {
  const intl = useIntl();
  const place = [unit.city, countryName(intl.locale, unit.countryCode, unit.countryName)].filter(Boolean).join(', ');
  const name = stayNameOf(unit, intl.formatMessage({ id: 'guest.untitled' }));
  return (
    <article className="guest-stay__unit" aria-labelledby="guest-stay-title">
      <h1 id="guest-stay-title" className="guest-stay__title">
        {name.unit ? (
          <FormattedMessage
            id="guest.heading"
            values={{ property: <span className="guest-stay__property-name">{name.property}</span>, unit: <span className="guest-stay__unit-name">{name.unit}</span> }}
          />
        ) : (
          name.property
        )}
      </h1>
      {place && <p className="guest-stay__place">{place}</p>}
      <PhotoGallery photos={unit.photos} name={stayNameText(intl, name)} />
      <ul className="guest-stay__facts">
        {unit.guests != null && (
          <li>
            <FormattedMessage id="guest.facts.guests" values={{ count: unit.guests }} />
          </li>
        )}
        <li>
          <FormattedMessage id="guest.facts.bedrooms" values={{ count: unit.bedrooms }} />
        </li>
        <li>
          <FormattedMessage id={`guest.facts.kind.${unit.stayKind}`} />
        </li>
      </ul>
      {unit.description && <p className="guest-stay__description">{unit.description}</p>}
      {unit.amenities.length > 0 && (
        <section aria-labelledby="guest-stay-amenities">
          <h2 id="guest-stay-amenities" className="guest-stay__subtitle">
            <FormattedMessage id="guest.amenities" />
          </h2>
          <ul className="guest-stay__amenities">
            {unit.amenities.map((a) => (
              <li key={a.value}>{a.label}</li>
            ))}
          </ul>
        </section>
      )}
      {unit.cancellationPolicy && (
        <section aria-labelledby="guest-stay-cancellation">
          <h2 id="guest-stay-cancellation" className="guest-stay__subtitle">
            <FormattedMessage id="guest.cancellation" values={{ policy: unit.cancellationPolicy.label }} />
          </h2>
          <p>{unit.cancellationPolicy.description}</p>
        </section>
      )}
    </article>
  );
}
