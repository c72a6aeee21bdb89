import { useContext, useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { missingTopics, stepOfMissingTopic, type MissingTopic } from '../../../../shared/domain/publishability';
import { stayKindFor } from '../../../../shared/domain/bookings/stay-kind';
import type { Property } from '../../../../shared/schemas/property';
import type { Unit } from '../../../../shared/schemas/unit';
import { useUserInfo } from '../../../api/queries';
import { usePropertiesConfiguration } from '../../../api/properties-configuration';
import { ScopedMessages } from '../../../i18n/scoped-messages';
import { Button } from '../../../ui/button';
import { countryName, UnitFacts } from '../../guest-stay/unit-facts';
import { usePhotoList } from '../photos/use-photo-list';
import { usePriceConfiguration } from '../api';
import { StepLoading } from '../../../forms/step-loading';
import { useWizardPart, WizardActorContext, wizardNow, type ListingWizardActor } from '../wizard-actor';
import { guestPreviewOf } from './guest-preview';
import '../../guest-stay/guest-stay.css';
import './publish.css';

// The Publish step's body: the listing at a glance, what still keeps it from going live (the
// server's publishability verdict, unit.missingFields) and the guest page as it will look. All of
// it is read from the host's saved data, which the wizard reloads after every save.

const text = (x: unknown) => (typeof x === 'string' && x.trim() !== '' ? x.trim() : null);

export function PublishSummary({ property, unit }: { property: Property; unit: Unit }) {
  const configuration = usePropertiesConfiguration();
  const photos = usePhotoList(unit.publicId).query;
  const prices = usePriceConfiguration(unit);
  const user = useUserInfo();
  const queries = [configuration, photos, prices, user];
  if (!configuration.data || !photos.data || !prices.data || !user.data) {
    return (
      <StepLoading
        failed={queries.some((q) => q.isError)}
        onRetry={() => {
          for (const q of queries) if (q.isError) void q.refetch();
        }}
      />
    );
  }
  const host = { commercialModel: user.data.commercialModel, currency: user.data.currency };
  const preview = guestPreviewOf({ property, unit, photos: photos.data.items, configuration: configuration.data, host });
  const topics = missingTopics(unit.missingFields);
  // The price form fills defaults before its first save: only a saved price that passes the rules is the host's.
  const nightlyPrice = prices.data.saved && !topics.includes('nightlyPrice') ? prices.data.nightlyPrice : null;
  return (
    <div className="listing-publish">
      <Facts property={property} unit={unit} preview={preview} nightlyPrice={nightlyPrice} host={host} />
      <Missing topics={topics} propertyType={property.propertyType} />
      <Preview preview={preview} guestLink={unit.links[0] ?? null} />
    </div>
  );
}

type Preview = ReturnType<typeof guestPreviewOf>;

function Facts({ property, unit, preview, nightlyPrice, host }: { property: Property; unit: Unit; preview: Preview; nightlyPrice: number | null; host: { commercialModel: string; currency: string } }) {
  const intl = useIntl();
  const titleId = useId();
  const notSet = <FormattedMessage id="listing.publish.notSet" />;
  const location = property.location ?? {};
  const street = [text(location.street), text(location.houseNumberOrName)].filter(Boolean).join(' ');
  const town = [text(location.postalCode), text(location.city)].filter(Boolean).join(' ');
  const country = countryName(intl.locale, text(location.countryCode), text(location.countryName));
  const place = [street, town, country].filter(Boolean).join(', ');
  const names = [text(property.title), property.propertyType === 'multi' ? text(unit.title) : null].filter(Boolean).join(' · ');
  const beds = unit.rooms.reduce((n, r) => n + r.beds.reduce((m, b) => m + b.count, 0), 0);
  const cover = preview.photos[0];
  const kind = stayKindFor(host.commercialModel, unit.bookingType);
  return (
    <section className="listing-publish__summary" aria-labelledby={titleId}>
      <h3 id={titleId} className="listing-publish__title">
        <FormattedMessage id="listing.publish.summary.title" />
      </h3>
      <dl className="listing-publish__facts">
        <Fact label="listing.publish.fact.name">{names || notSet}</Fact>
        <Fact label="listing.publish.fact.location">{place || notSet}</Fact>
        <Fact label="listing.publish.fact.capacity">
          <FormattedMessage id="listing.publish.capacity" values={{ guests: unit.guests ?? 0, bedrooms: unit.bedroomCount, beds }} />
        </Fact>
        <Fact label="listing.publish.fact.photos">
          <span className="listing-publish__photos">
            {cover && <img className="listing-publish__cover" src={cover.thumbnailUrl} alt={intl.formatMessage({ id: 'listing.publish.coverAlt' })} />}
            <FormattedMessage id="listing.publish.photos" values={{ count: preview.photos.length }} />
          </span>
        </Fact>
        <Fact label="listing.publish.fact.amenities">
          <FormattedMessage id="listing.publish.amenities" values={{ count: unit.amenities.length }} />
        </Fact>
        <Fact label="listing.publish.fact.price">
          {nightlyPrice == null ? (
            notSet
          ) : (
            <FormattedMessage
              id="listing.publish.price"
              values={{ price: intl.formatNumber(nightlyPrice, { style: 'currency', currency: host.currency }), currency: host.currency }}
            />
          )}
        </Fact>
        <Fact label="listing.publish.fact.commercialModel">
          <FormattedMessage id={`listing.publish.commercialModel.${host.commercialModel === 'subscription' ? 'subscription' : 'commission'}`} />
        </Fact>
        {/* A subscription host is always asked; only a commission host chooses instant booking or requests. */}
        <Fact label="listing.publish.fact.booking">{kind !== 'inquiry' && !unit.bookingType ? notSet : <FormattedMessage id={`listing.publish.stayKind.${kind}`} />}</Fact>
        <Fact label="listing.publish.fact.cancellation">{preview.cancellationPolicy?.label ?? notSet}</Fact>
      </dl>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

function Missing({ topics, propertyType }: { topics: MissingTopic[]; propertyType: 'single' | 'multi' }) {
  const titleId = useId();
  const actor = useContext(WizardActorContext);
  if (topics.length === 0)
    return (
      <p className="notice notice--success" role="status">
        <FormattedMessage id="listing.publish.ready" />
      </p>
    );
  return (
    <section className="notice notice--warning listing-publish__missing" aria-labelledby={titleId}>
      <h3 id={titleId} className="listing-publish__title">
        <FormattedMessage id="listing.publish.missing.title" values={{ count: topics.length }} />
      </h3>
      <ul>
        {topics.map((topic) => (
          <li key={topic}>
            <FormattedMessage id={`listing.publish.missing.${topic}`} />
            {actor && <OpenStep actor={actor} topic={topic} stepId={stepOfMissingTopic(topic, propertyType)} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A way to the step that fixes the topic, offered where the machine lets the host go. */
function OpenStep({ actor, topic, stepId }: { actor: ListingWizardActor; topic: MissingTopic; stepId: string }) {
  const intl = useIntl();
  const canGo = useWizardPart(actor, (w) => w.canOpen(stepId));
  if (!canGo) return null;
  const what = intl.formatMessage({ id: `listing.publish.missing.${topic}` });
  return (
    <Button variant="ghost" className="listing-publish__open" aria-label={intl.formatMessage({ id: 'listing.publish.missing.openLabel' }, { what })} onClick={() => wizardNow(actor).open(stepId)}>
      <FormattedMessage id="listing.publish.missing.open" />
    </Button>
  );
}

function Preview({ preview, guestLink }: { preview: Preview; guestLink: string | null }) {
  const titleId = useId();
  return (
    <section className="listing-publish__preview" aria-labelledby={titleId}>
      <h3 id={titleId} className="listing-publish__title">
        <FormattedMessage id="listing.publish.preview.title" />
      </h3>
      <p className="listing-publish__hint">
        <FormattedMessage id={guestLink ? 'listing.publish.preview.hintPublished' : 'listing.publish.preview.hint'} />
      </p>
      {guestLink && (
        <p>
          <a href={guestLink} target="_blank" rel="noopener">
            <FormattedMessage id="listing.publish.preview.open" />
          </a>
        </p>
      )}
      {/* The guest page's own parts and texts, so the preview cannot drift from what guests get. */}
      <div className="listing-publish__card">
        <ScopedMessages scopes={['guest-stay']}>
          <UnitFacts unit={preview} headingLevel={4} />
        </ScopedMessages>
      </div>
    </section>
  );
}
