import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { downloadPng, downloadSvg } from './diagram-export';

// The Mermaid diagram of a machine. Mermaid is large: it is imported here, when a diagram is
// first drawn, so it never reaches the other pages' chunks.

type Mermaid = typeof import('mermaid').default;
let loading: Promise<Mermaid> | null = null;

function loadMermaid(): Promise<Mermaid> {
  loading ??= import('mermaid').then(({ default: mermaid }) => {
    // Natural width (no shrinking to the column): at 390 px the diagram scrolls sideways.
    // Labels as SVG text, not HTML in foreignObject: a drawing with HTML inside cannot be painted
    // onto a canvas (the PNG download), and other tools read plain SVG text better.
    mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', htmlLabels: false, state: { useMaxWidth: false } });
    return mermaid;
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

type View = { kind: 'loading' } | { kind: 'ready'; svg: string } | { kind: 'failed' };

export function MachineDiagram({ source, title, name }: { source: string; title: string; name: string }) {
  const intl = useIntl();
  const id = `machine-diagram-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const [view, setView] = useState<View>({ kind: 'loading' });
  const drawn = useRef<HTMLDivElement>(null);
  const [exportFailed, setExportFailed] = useState(false);
  const drawnSvg = () => drawn.current?.querySelector('svg') ?? null;
  const exportAs = async (kind: 'svg' | 'png') => {
    const svg = drawnSvg();
    if (!svg) return;
    setExportFailed(false);
    try {
      if (kind === 'svg') downloadSvg(svg, name);
      else await downloadPng(svg, name);
    } catch (error) {
      console.error(error);
      setExportFailed(true);
    }
  };

  useEffect(() => {
    let cancelled = false;
    loadMermaid()
      .then((mermaid) => mermaid.render(id, source))
      .then(({ svg }) => {
        if (!cancelled) setView({ kind: 'ready', svg });
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!cancelled) setView({ kind: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [id, source]);

  useEffect(() => {
    // Mermaid's own output, sanitised by it (securityLevel strict).
    if (view.kind === 'ready' && drawn.current) drawn.current.innerHTML = view.svg;
  }, [view]);

  if (view.kind === 'failed')
    return (
      <div className="machine-diagram machine-diagram--failed" role="alert">
        <p>
          <FormattedMessage id="machines.diagram.error" />
        </p>
        <pre className="machine-diagram__source">{source}</pre>
      </div>
    );
  return (
    <div className="machine-diagram">
      {view.kind === 'loading' && <Spinner label={intl.formatMessage({ id: 'machines.diagram.loading' })} inline />}
      <div
        ref={drawn}
        className="machine-diagram__svg"
        role="img"
        aria-label={intl.formatMessage({ id: 'machines.diagram.label' }, { title })}
        hidden={view.kind !== 'ready'}
        data-testid="machine-diagram"
      />
      {view.kind === 'ready' && (
        <div className="machine-gherkin__actions">
          <Button variant="secondary" onClick={() => void exportAs('svg')}>
            <FormattedMessage id="machines.diagram.downloadSvg" />
          </Button>
          <Button variant="secondary" onClick={() => void exportAs('png')}>
            <FormattedMessage id="machines.diagram.downloadPng" />
          </Button>
        </div>
      )}
      {exportFailed && (
        <p role="alert" className="notice notice--error">
          <FormattedMessage id="machines.diagram.exportFailed" />
        </p>
      )}
    </div>
  );
}
