import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Link } from '../../router';
import { useLiveMachines } from '../../app/live-machines';
import { PageHeading } from '../../ui/page-heading';
import { actorsOf, entryOf, machineNames } from './registry';
import { localEntry } from './story-messages';

// /machines: every registered machine, a search over titles and names, and a badge on those
// with an actor running in this tab. Titles, descriptions and screens are in the portal's language.

export function MachineList() {
  const intl = useIntl();
  const live = useLiveMachines();
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const texts = (name: string) => localEntry(intl, name, entryOf(name)!);
  // The search finds a machine by its name or its title as shown.
  const shown = machineNames.filter((name) => !needle || name.toLowerCase().includes(needle) || texts(name).title.toLowerCase().includes(needle));
  return (
    <div className="page machines-page">
      <PageHeading title={<FormattedMessage id="machines.title" />} description={<FormattedMessage id="machines.intro" />} />
      <input
        type="search"
        className="machines-page__search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={intl.formatMessage({ id: 'machines.search' })}
        aria-label={intl.formatMessage({ id: 'machines.search' })}
      />
      {shown.length === 0 ? (
        <p className="machines-page__empty" role="status">
          <FormattedMessage id="machines.empty" />
        </p>
      ) : (
        <ul className="machines-list">
          {shown.map((name) => {
            const entry = entryOf(name)!;
            const shownTexts = texts(name);
            const running = actorsOf(entry, live).some((actor) => actor.status === 'running');
            return (
              <li key={name} className="machines-list__item">
                <Link to={`/machines/${name}`} className="machines-list__link">
                  {shownTexts.title}
                </Link>
                {running && (
                  <span className="machines-badge">
                    <FormattedMessage id="machines.live" />
                  </span>
                )}
                <code className="machines-list__name">{name}</code>
                <p className="machines-list__description">{shownTexts.description}</p>
                <p className="machines-list__screens">
                  <FormattedMessage id="machines.screens" />: {shownTexts.screens.join('; ')}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
