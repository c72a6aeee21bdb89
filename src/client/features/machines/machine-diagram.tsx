import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { downloadPng, downloadSvg } from './diagram-export';

// The Mermaid diagram of a machine. Mermaid and its ELK layout are large: they are imported here,
// when a diagram is first drawn, so they never reach the other pages' chunks.

type Mermaid = typeof import('mermaid').default;
let loading: Promise<Mermaid> | null = null;

function loadMermaid(): Promise<Mermaid> {
  loading ??= Promise.all([import('mermaid'), import('@mermaid-js/layout-elk')]).then(([{ default: mermaid }, { default: elkLayouts }]) => {
    // ELK places the boxes and routes the arrows so that labels do not overlap (Mermaid's default
    // layout piles the labels of parallel arrows on each other).
    mermaid.registerLayoutLoaders(elkLayouts);
    // Natural size (no shrinking to the column): the zoom below scales it.
    // Labels as SVG text, not HTML in foreignObject: a drawing with HTML inside cannot be painted
    // onto a canvas (the PNG download), and other tools read plain SVG text better.
    mermaid.initialize({
      startOnLoad: false,
      securityLevel: 'strict',
      htmlLabels: false,
      layout: 'elk',
      state: { useMaxWidth: false },
      flowchart: { useMaxWidth: false, htmlLabels: false },
    });
    return mermaid;
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

type View = { kind: 'loading' } | { kind: 'ready'; svg: string } | { kind: 'failed' };

const ZOOM_STEP = 1.25;
const MIN_ZOOM = 0.1;
const MAX_ZOOM = 4;
/** The smallest scale of the first view: mermaid's 16 px labels at about 10 px. */
const READABLE_ZOOM = 0.6;

/** The drawing's own size, from its viewBox (Mermaid sets one), else its attributes. */
function naturalSize(svg: SVGSVGElement): { width: number; height: number } | null {
  const box = svg.viewBox?.baseVal;
  if (box && box.width > 0 && box.height > 0) return { width: box.width, height: box.height };
  const width = parseFloat(svg.getAttribute('width') ?? '');
  const height = parseFloat(svg.getAttribute('height') ?? '');
  return width > 0 && height > 0 ? { width, height } : null;
}

interface Props {
  source: string;
  title: string;
  name: string;
  /** The accessible name's message (defaults to the state diagram's). */
  labelId?: string;
  /** More actions next to the downloads (the state link). */
  actions?: ReactNode;
}

export function MachineDiagram({ source, title, name, labelId = 'machines.diagram.label', actions }: Props) {
  const intl = useIntl();
  const id = `machine-diagram-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const [view, setView] = useState<View>({ kind: 'loading' });
  const drawn = useRef<HTMLDivElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const [exportFailed, setExportFailed] = useState(false);
  // null: the first view, fitted to the box's width but never below READABLE_ZOOM; 'fit': the
  // whole width, however small (Fit to width); a number: the zoom chosen with − and +.
  const [zoom, setZoom] = useState<number | 'fit' | null>(null);
  const [shownZoom, setShownZoom] = useState(1);
  const drawnSvg = () => drawn.current?.querySelector('svg') ?? null;
  const exportAs = async (kind: 'svg' | 'png') => {
    const shown = drawnSvg();
    if (!shown) return;
    // The file has the drawing's own size, not the zoom's.
    const svg = shown.cloneNode(true) as SVGSVGElement;
    svg.style.removeProperty('width');
    svg.style.removeProperty('height');
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

  // The scale shown: the chosen zoom, or the fit of the drawing into the box's width (at most 1).
  // The first view does not shrink a wide drawing below a size its labels can be read at: on a
  // phone the fit was 19 % (request-decision); the box scrolls and pans instead.
  const applyZoom = useCallback(() => {
    const svg = drawnSvg();
    const size = svg && naturalSize(svg);
    if (!svg || !size) return;
    const room = viewport.current?.clientWidth ?? 0;
    const fit = room > 0 ? Math.min(1, room / size.width) : 1;
    const scale = zoom === 'fit' ? fit : (zoom ?? Math.max(fit, READABLE_ZOOM));
    // The drawing is sized, not transformed, so the box's scrollbars reach all of it.
    svg.style.width = `${Math.round(size.width * scale)}px`;
    svg.style.height = `${Math.round(size.height * scale)}px`;
    svg.style.maxWidth = 'none';
    setShownZoom(scale);
  }, [zoom]);

  const shownSvg = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (view.kind !== 'ready' || !drawn.current) return;
    // Mermaid's own output, sanitised by it (securityLevel strict); put in once per drawing, so a
    // new zoom only rescales it.
    if (shownSvg.current !== view.svg) {
      drawn.current.innerHTML = view.svg;
      shownSvg.current = view.svg;
    }
    applyZoom();
  }, [view, applyZoom]);

  const zoomBy = (factor: number) => setZoom(Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, shownZoom * factor)));

  // Drag to pan: the pointer moves the box's scroll position.
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);
  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    const box = viewport.current;
    // Touch scrolls the box natively; the mouse drags.
    if (!box || event.button !== 0 || event.pointerType !== 'mouse') return;
    drag.current = { x: event.clientX, y: event.clientY, left: box.scrollLeft, top: box.scrollTop };
    box.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const box = viewport.current;
    if (!box || !drag.current) return;
    box.scrollLeft = drag.current.left - (event.clientX - drag.current.x);
    box.scrollTop = drag.current.top - (event.clientY - drag.current.y);
  };
  const endDrag = () => {
    drag.current = null;
  };

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
      {view.kind === 'ready' && (
        <div className="machine-diagram__zoom" role="group" aria-label={intl.formatMessage({ id: 'machines.diagram.zoom' })}>
          <Button variant="secondary" onClick={() => zoomBy(1 / ZOOM_STEP)} aria-label={intl.formatMessage({ id: 'machines.diagram.zoomOut' })}>
            −
          </Button>
          <output className="machine-diagram__zoom-level" aria-live="polite">
            <FormattedMessage id="machines.diagram.zoomLevel" values={{ percent: Math.round(shownZoom * 100) }} />
          </output>
          <Button variant="secondary" onClick={() => zoomBy(ZOOM_STEP)} aria-label={intl.formatMessage({ id: 'machines.diagram.zoomIn' })}>
            +
          </Button>
          <Button variant="secondary" onClick={() => setZoom('fit')}>
            <FormattedMessage id="machines.diagram.zoomFit" />
          </Button>
        </div>
      )}
      <div
        ref={viewport}
        className="machine-diagram__viewport"
        // Focusable, so the arrow keys scroll a drawing larger than the box.
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        hidden={view.kind !== 'ready'}
      >
        <div
          ref={drawn}
          className="machine-diagram__svg"
          role="img"
          aria-label={intl.formatMessage({ id: labelId }, { title })}
          data-testid="machine-diagram"
        />
      </div>
      {view.kind === 'ready' && (
        <div className="machine-gherkin__actions">
          <Button variant="secondary" onClick={() => void exportAs('svg')}>
            <FormattedMessage id="machines.diagram.downloadSvg" />
          </Button>
          <Button variant="secondary" onClick={() => void exportAs('png')}>
            <FormattedMessage id="machines.diagram.downloadPng" />
          </Button>
          {actions}
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
