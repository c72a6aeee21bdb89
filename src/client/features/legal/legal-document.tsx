import type { ReactNode } from 'react';
import { useIntl } from '../../i18n/intl';
import { PageHeading } from '../../ui/page-heading';
import { usePageTitle } from '../help-centre/use-page-title';
import { LEGAL_UPDATED_ON } from './legal-sections';
import './legal.css';

// One legal text (/legal, /legal/atc): title, the date it was last changed, a table of contents
// whose links jump to the sections (plain anchors, so they work without script and can be shared),
// and the sections themselves. One readable column; at 390 px long words wrap.

export interface LegalSection {
  /** The anchor: /legal#terms. */
  id: string;
  title: string;
  body: ReactNode;
}

/** `related`: a link to the other legal text, shown under the date. */
export function LegalDocument({ title, description, sections, related }: { title: string; description: string; sections: LegalSection[]; related?: ReactNode }) {
  const intl = useIntl();
  usePageTitle(title);
  // A calendar day, not an instant: formatted in UTC so no time zone moves it.
  const updated = intl.formatDate(`${LEGAL_UPDATED_ON}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <div className="page legal">
      <PageHeading title={title} description={description} />
      <p className="legal__updated">
        <time dateTime={LEGAL_UPDATED_ON}>{intl.formatMessage({ id: 'legal.lastUpdated' }, { date: updated })}</time>
      </p>
      {related && <p className="legal__related">{related}</p>}
      <nav className="legal__toc" aria-labelledby="legal-toc-title">
        <h2 id="legal-toc-title" className="legal__toc-title">
          {intl.formatMessage({ id: 'legal.toc' })}
        </h2>
        <ol className="legal__toc-list">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section key={section.id} className="legal__section" aria-labelledby={section.id}>
          <h2 id={section.id} className="legal__section-title" tabIndex={-1}>
            {section.title}
          </h2>
          {section.body}
        </section>
      ))}
    </div>
  );
}

/** A section's paragraphs as a list: each is one rule the host agrees to. */
export function Clauses({ texts }: { texts: string[] }) {
  return (
    <ul className="legal__clauses">
      {texts.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}
