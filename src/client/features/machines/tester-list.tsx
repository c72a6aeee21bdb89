import { useEffect, useMemo } from 'react';
import { Link } from '../../router';
import { FormattedMessage } from '../../i18n/intl';
import type { MachineEntry, MachineName } from '../../../../machines/index';
import type { MachinePath } from '../../../../machines/paths';
import { preconditions } from '../../../../machines/preconditions';
import { ignoredByState, testerPaths, testerPathsCsv } from '../../../../machines/tester-paths';
import { Button } from '../../ui/button';
import { saveFile } from '../../ui/save-file';

// The tester's tab: the cover set as numbered steps with what the screen should show after each,
// the demo data to start from, tags, and the ignored events as one table per state. The steps are
// the machine's story in the portal's language (story-messages.ts; the English source is
// machines/<name>/<name>.steps.ts, and `npm run paths` exports it in English).

export function TesterList({ name, entry, cover, transitions }: { name: string; entry: MachineEntry; cover: MachinePath[]; transitions: MachinePath[] }) {
  const start = preconditions[name as MachineName];
  const paths = useMemo(() => testerPaths(name, entry, cover, start), [name, entry, cover, start]);
  const ignored = useMemo(() => [...ignoredByState(transitions)], [transitions]);
  // A link to a path (#<id>) shows it once the list is there: the paths are worked out after the page.
  useEffect(() => {
    const target = window.location.hash.length > 1 ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
    target?.scrollIntoView({ block: 'start' });
  }, [paths]);
  const download = (kind: 'csv' | 'json') =>
    saveFile(
      kind === 'csv'
        ? new Blob([testerPathsCsv(paths)], { type: 'text/csv;charset=utf-8' })
        : new Blob([JSON.stringify({ machine: name, title: entry.title, kind: 'cover', paths }, null, 2)], { type: 'application/json' }),
      `${name}-paths.${kind}`,
    );
  return (
    <>
      <div className="machine-gherkin__actions">
        <Button variant="secondary" onClick={() => download('csv')}>
          <FormattedMessage id="machines.tester.downloadCsv" />
        </Button>
        <Button variant="secondary" onClick={() => download('json')}>
          <FormattedMessage id="machines.tester.downloadJson" />
        </Button>
      </div>
      <p className="machines-section__note">
        <FormattedMessage id="machines.tester.count" values={{ count: paths.length }} />{' '}
        <FormattedMessage id="machines.tester.start" values={{ preconditions: start }} />
      </p>
      <ol className="machine-paths">
        {paths.map((path) => (
          <li key={path.id} className="machine-path" id={path.id}>
            <p className="machine-path__name">
              <a href={`#${path.id}`} className="machine-path__link">
                <code>{path.id}</code>
              </a>{' '}
              {path.title}
            </p>
            <p className="machines-section__note">
              <FormattedMessage id="machines.tester.tags" />:{' '}
              {path.tags.map((tag, i) => (
                <span key={tag}>
                  {i > 0 && ', '}
                  <FormattedMessage id={`machines.tester.tag.${tag}`} />
                </span>
              ))}
            </p>
            <ol className="machine-path__steps">
              {path.steps.map((step, j) => (
                <li key={j}>
                  {step.action}. <em><FormattedMessage id="machines.tester.expected" /></em> {step.expected}.
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
      {ignored.length > 0 && (
        <table className="machine-figures machine-ignored">
          <caption>
            <FormattedMessage id="machines.tester.ignoredTitle" />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="machines.tester.state" />
              </th>
              <th scope="col">
                <FormattedMessage id="machines.tester.events" />
              </th>
            </tr>
          </thead>
          <tbody>
            {ignored.map(([state, types]) => (
              <tr key={state}>
                <th scope="row">
                  <Link to={{ search: `?state=${encodeURIComponent(state.split(',')[0]!)}` }}>
                    <code>{state}</code>
                  </Link>
                </th>
                <td>{types.join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
