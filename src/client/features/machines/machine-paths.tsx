import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import type { MachineEntry } from '../../../../machines/index';
import { renderGherkin } from '../../../../machines/gherkin';
import { formatStep, type MachinePath } from '../../../../machines/paths';
import { Button } from '../../ui/button';
import { saveFile } from '../../ui/save-file';
import { Spinner } from '../../ui/spinner';
import type { Simulation } from '../../../../machines/simulate';
import { MachineSimulator } from './machine-simulator';
import { PATH_KINDS, pathsOf, type PathKind, type PathResult } from './path-kinds';
import { TesterList } from './tester-list';

// The paths of a machine in tabs: for testers (the fewest paths that walk every move, with what to
// expect at each step, as CSV or JSON to download), shortest, simple, every transition, and the
// transitions as Gherkin scenarios to download, and the machine played by hand (Simulate). Only the
// open tab's paths are worked out, after the tab shows (the largest machine takes a noticeable
// moment), and they are listed 50 at a time. The Simulate tab is open while the address says
// ?simulate=, so a link to a position opens it.

type Tab = PathKind | 'gherkin' | 'simulate';
const TABS: Tab[] = [...PATH_KINDS, 'gherkin', 'simulate'];

export interface SimulateProps {
  simulating: boolean;
  simulation: Simulation | null;
  /** Go to a position (a list of moves), or leave the simulation with null. */
  onSimulate: (moves: string[] | null) => void;
}
const PAGE = 50;

/** entry tells the Gherkin in English, as its export does; told is the entry with its story in the portal's language (tester paths). */
export function MachinePaths({ name, entry, told, onCounted, simulate }: { name: string; entry: MachineEntry; told: MachineEntry; onCounted: () => void; simulate: SimulateProps }) {
  const intl = useIntl();
  const [pathTab, setPathTab] = useState<Exclude<Tab, 'simulate'>>('cover');
  const tab: Tab = simulate.simulating ? 'simulate' : pathTab;
  const setTab = (next: Tab) => {
    if (next === 'simulate') {
      // Opening the tab again keeps the position; opening it first starts at the beginning.
      if (!simulate.simulating) simulate.onSimulate([]);
      return;
    }
    if (simulate.simulating) simulate.onSimulate(null);
    setPathTab(next);
  };
  // The Simulate tab walks its own graph: the paths of the tab left open are kept meanwhile.
  const kind: PathKind = pathTab === 'gherkin' ? 'transitions' : pathTab;
  const key = `${name}:${kind}`;
  const [result, setResult] = useState<{ key: string; value: PathResult } | null>(null);
  const tabRefs = useRef(new Map<Tab, HTMLButtonElement>());
  const counted = useRef(onCounted);
  counted.current = onCounted;

  useEffect(() => {
    // A tick first, so the spinner paints before a long walk blocks the page.
    const timer = setTimeout(() => {
      setResult({ key, value: pathsOf(name, entry, kind) });
      counted.current();
    }, 0);
    return () => clearTimeout(timer);
  }, [key, name, entry, kind]);

  const choose = (next: Tab) => {
    setTab(next);
    tabRefs.current.get(next)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const at = TABS.indexOf(tab);
    const next = { ArrowRight: TABS[(at + 1) % TABS.length], ArrowLeft: TABS[(at - 1 + TABS.length) % TABS.length], Home: TABS[0], End: TABS[TABS.length - 1] }[event.key];
    if (!next) return;
    event.preventDefault();
    choose(next);
  };

  const ready = result?.key === key ? result.value : null;
  return (
    <section className="machines-section" aria-labelledby="machine-paths-title">
      <h2 id="machine-paths-title" className="visually-hidden">
        <FormattedMessage id="machines.tabs.label" />
      </h2>
      <div className="machine-tabs" role="tablist" aria-labelledby="machine-paths-title" onKeyDown={onKeyDown}>
        {TABS.map((t) => (
          <button
            key={t}
            ref={(el) => {
              if (el) tabRefs.current.set(t, el);
            }}
            type="button"
            role="tab"
            id={`machine-tab-${t}`}
            aria-selected={t === tab}
            aria-controls="machine-tabpanel"
            tabIndex={t === tab ? 0 : -1}
            className={t === tab ? 'machine-tabs__tab machine-tabs__tab--current' : 'machine-tabs__tab'}
            onClick={() => setTab(t)}
          >
            <FormattedMessage id={`machines.tabs.${t}`} />
          </button>
        ))}
      </div>
      <div className="machine-tabpanel" role="tabpanel" id="machine-tabpanel" aria-labelledby={`machine-tab-${tab}`} tabIndex={0}>
        {tab === 'simulate' ? (
          <MachineSimulator simulation={simulate.simulation} onGo={simulate.onSimulate} />
        ) : !ready ? (
          <Spinner label={intl.formatMessage({ id: 'machines.paths.computing' })} inline />
        ) : tab === 'gherkin' ? (
          <Gherkin key={key} name={name} entry={entry} paths={ready.paths} />
        ) : tab === 'cover' ? (
          <TesterList key={key} name={name} entry={told} cover={ready.paths} transitions={pathsOf(name, entry, 'transitions').paths} />
        ) : (
          <PathList key={key} result={ready} />
        )}
      </div>
    </section>
  );
}

function PathList({ result }: { result: PathResult }) {
  const [count, setCount] = useState(PAGE);
  const { paths, left } = result;
  return (
    <>
      <p className="machines-section__note">
        <FormattedMessage id="machines.paths.count" values={{ count: paths.length }} />
      </p>
      <ol className="machine-paths">
        {paths.slice(0, count).map((path, i) => (
          <li key={i} className="machine-path">
            <p className="machine-path__name">
              {path.name}
              {path.changes === false && (
                <span className="machine-path__ignored">
                  {' '}
                  (<FormattedMessage id="machines.paths.ignored" />)
                </span>
              )}
            </p>
            {path.steps.length === 0 ? (
              <p className="machine-path__initial">
                <FormattedMessage id="machines.paths.initial" />
              </p>
            ) : (
              <ol className="machine-path__steps">
                {path.steps.map((step, j) => (
                  <li key={j}>
                    <code>{formatStep(step)}</code>
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ol>
      {count < paths.length && (
        <Button variant="secondary" onClick={() => setCount((c) => c + PAGE)}>
          <FormattedMessage id="machines.paths.showMore" values={{ shown: count, total: paths.length }} />
        </Button>
      )}
      {left > 0 && (
        <p className="machines-section__note">
          <FormattedMessage id="machines.paths.left" values={{ count: left }} />
        </p>
      )}
    </>
  );
}

function Gherkin({ name, entry, paths }: { name: string; entry: MachineEntry; paths: MachinePath[] }) {
  const [count, setCount] = useState(PAGE);
  const shown = Math.min(count, paths.length);
  const download = (kind: 'feature' | 'json') => {
    const blob =
      kind === 'feature'
        ? new Blob([renderGherkin(name, entry, paths)], { type: 'text/plain;charset=utf-8' })
        : new Blob([JSON.stringify({ machine: name, kind: 'transitions', to: null, paths }, null, 2)], { type: 'application/json' });
    saveFile(blob, `${name}.${kind}`);
  };
  return (
    <>
      <div className="machine-gherkin__actions">
        <Button variant="secondary" onClick={() => download('feature')}>
          <FormattedMessage id="machines.gherkin.downloadFeature" />
        </Button>
        <Button variant="secondary" onClick={() => download('json')}>
          <FormattedMessage id="machines.gherkin.downloadJson" />
        </Button>
      </div>
      <p className="machines-section__note">
        <FormattedMessage id="machines.gherkin.shown" values={{ shown, total: paths.length }} />
      </p>
      <pre className="machine-gherkin" data-testid="machine-gherkin">
        {renderGherkin(name, entry, paths.slice(0, shown))}
      </pre>
      {shown < paths.length && (
        <Button variant="secondary" onClick={() => setCount((c) => c + PAGE)}>
          <FormattedMessage id="machines.paths.showMore" values={{ shown, total: paths.length }} />
        </Button>
      )}
    </>
  );
}
