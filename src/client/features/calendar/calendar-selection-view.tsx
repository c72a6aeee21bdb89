import { Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { calendarSelectionMachine, type SidebarEntry } from '../../../../machines/calendar-selection/calendar-selection.machine';
import { connectCalendarSelection, sidebarFocusAfter } from '../../../../machines/calendar-selection/calendar-selection.connect';
import type { CalendarEvent } from '../../../shared/schemas/availability';
import type { CalendarOnboardingTask } from '../../../shared/schemas/user-interactions';
import { Button } from '../../ui/button';
import { CalendarMonth, type DayData } from './calendar-month';
import { CalendarOnboardingTasks } from './onboarding/onboarding-tasks';
import { preloadSidebars, SIDEBAR_REGISTRY, SIDEBARS_WITH_OWN_HEADER } from './sidebars/sidebar-registry';
import { LoadingSkeleton } from '../../ui/loading-skeleton';
import type { CalendarSidebarProps } from './sidebars/sidebar-props';
import { useIsMobile } from './use-is-mobile';
import { useLingering } from './use-lingering';
import { useWorkflow } from '../../app/use-workflow';
import { whenIdle } from '../../app/when-idle';

// The months of one unit with marking, the footer and the sidebars (HC §2, HC §4, HC §9).
// The calendar-selection machine holds the workflow; its connect (calendar-selection.connect.ts
// beside the machine) says what shows where at this width, and this view renders that and hands
// the host's clicks and keys to its handlers.

interface Props {
  unitId: string;
  months: string[];
  today: string;
  days: ReadonlyMap<string, DayData>;
  events: readonly CalendarEvent[];
  busy: boolean;
}

function useRangeText() {
  const intl = useIntl();
  const f = (d: string) => intl.formatDate(new Date(`${d}T00:00:00Z`), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return (range: { from: string; to: string }) =>
    range.from === range.to ? f(range.from) : intl.formatMessage({ id: 'calendar.selection.range' }, { from: f(range.from), to: f(range.to) });
}

export function CalendarSelectionView({ unitId, months, today, days, events, busy }: Props) {
  const intl = useIntl();
  const mobile = useIsMobile();
  const rangeText = useRangeText();
  const [snapshot, send] = useWorkflow(() => calendarSelectionMachine, { input: { events: [...events] } });
  const view = connectCalendarSelection(snapshot, send, { phone: mobile, events });
  const { range, top, stackSize, sheet } = view;

  const gridRef = useRef<HTMLDivElement>(null);
  const lastDay = useRef<string | null>(null);
  const panelRef = useRef<HTMLElement>(null);

  // "Block dates" (onboarding task): a hint to mark days, until the host opens a sidebar for them.
  const [blockHint, setBlockHint] = useState(false);
  const { shown, closing } = useLingering(view.panel);

  // Focus follows the host's action (sidebarFocusAfter): into the panel when a sidebar opens on
  // top, back to the day last clicked when the sidebars close with the focus in the panel.
  const previous = useRef({ top, stackSize });
  // The button pressed may be gone with the sidebar (Close all), leaving the focus on the body.
  const focusWasInPanel = () => {
    const active = document.activeElement;
    return !active || active === document.body || panelRef.current?.contains(active) === true;
  };
  // The sidebars the calendar opens without (sidebar-registry.tsx) come once it has shown, so a
  // host's first click rarely waits for them.
  useEffect(() => whenIdle(preloadSidebars, 3_000), []);
  useEffect(() => {
    const before = previous.current;
    previous.current = { top, stackSize };
    const move = sidebarFocusAfter(before, { top, stackSize });
    if (move === 'panel') panelRef.current?.focus();
    else if (move === 'day' && focusWasInPanel()) {
      const day = lastDay.current && gridRef.current?.querySelector<HTMLButtonElement>(`td[data-date="${lastDay.current}"] .calendar-day__hit`);
      (day || gridRef.current)?.focus();
    }
  }, [top, stackSize]);

  const onDayClick = (day: string) => {
    lastDay.current = day;
    view.clickDay(day);
  };
  // Escape on the months clears a marked range (the footer's Cancel, by keyboard); focus stays on the day.
  const onGridKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && view.canCancelRange) {
      e.stopPropagation();
      view.cancelRange();
    }
  };
  /** Block dates: the host is led to the first open day from today, with a hint to mark a range. */
  const startBlocking = () => {
    const open = [...(gridRef.current?.querySelectorAll<HTMLElement>('td[data-state="available"]') ?? [])].find((td) => (td.dataset.date ?? '') >= today);
    const button = open?.querySelector<HTMLButtonElement>('.calendar-day__hit');
    setBlockHint(true);
    (button ?? gridRef.current)?.focus();
  };
  const openTask = (task: CalendarOnboardingTask) => {
    if (task === 'sync_calendar') view.openSidebar('calendar-import');
    else startBlocking();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      view.closeSidebar();
    }
  };

  const title = (entry: SidebarEntry) => intl.formatMessage({ id: `calendar.selection.title.${entry.sidebar}` });
  const sidebarProps = (entry: SidebarEntry): CalendarSidebarProps => ({
    unitId,
    range,
    entry,
    events,
    listedEvents: view.sidebarEvents(entry),
    today,
    onClose: view.closeFromSidebar,
    onOpen: view.openSidebar,
    onReplace: view.replaceSidebar,
  });
  const Shown = shown ? SIDEBAR_REGISTRY[shown.sidebar] : null;
  const sidebarLoading = <LoadingSkeleton label={<FormattedMessage id="calendar.selection.sidebarLoading" />} lines={3} />;
  const ownHeader = shown !== null && SIDEBARS_WITH_OWN_HEADER.has(shown.sidebar);
  const SheetBody = sheet ? SIDEBAR_REGISTRY[sheet.entry.sidebar] : null;

  return (
    <div className={`calendar-selection${shown ? ' calendar-selection--with-panel' : ''}`}>
      <div className="calendar-selection__top">
        <CalendarOnboardingTasks onOpen={openTask} />
        <p className="calendar-hint" role="status">
          {blockHint && <FormattedMessage id="calendar.onboarding.blockHint" />}
        </p>
      </div>
      <div className="calendar-months" aria-busy={busy} ref={gridRef} tabIndex={-1} onKeyDown={onGridKeyDown}>
        {months.map((m) => (
          <CalendarMonth key={m} month={m} today={today} days={days} events={events} isMarked={view.isMarked} onDayClick={onDayClick} />
        ))}
      </div>

      {shown && Shown && (
        <aside
          ref={panelRef}
          tabIndex={-1}
          className={`calendar-sidebar${closing ? ' calendar-sidebar--closing' : ''}`}
          aria-label={title(shown)}
          data-sidebar={shown.sidebar}
          onKeyDown={onKeyDown}
          inert={closing || undefined}
        >
          <header className="calendar-sidebar__header">
            {!ownHeader && <h2>{title(shown)}</h2>}
            {!ownHeader && range && <p className="calendar-sidebar__range">{rangeText(range)}</p>}
            <div className="calendar-sidebar__actions">
              {view.closeAllShown && (
                <Button variant="ghost" onClick={view.closeAll}>
                  <FormattedMessage id="calendar.selection.sidebars.closeAll" />
                </Button>
              )}
              {!ownHeader && (
                <Button variant="ghost" onClick={view.closeSidebar}>
                  <FormattedMessage id="calendar.selection.sidebars.close" />
                </Button>
              )}
            </div>
          </header>
          <div className="calendar-sidebar__body">
            <Suspense fallback={sidebarLoading}>
              <Shown {...sidebarProps(shown)} />
            </Suspense>
          </div>
        </aside>
      )}

      {SheetBody && sheet && (
        <section
          ref={panelRef}
          tabIndex={-1}
          role="dialog"
          aria-labelledby="calendar-sheet-title"
          className="calendar-sheet"
          data-sidebar={sheet.entry.sidebar}
          style={{ height: sheet.height }}
          onKeyDown={(e) => e.key === 'Escape' && view.closeSheet()}
        >
          <header className="calendar-sheet__header">
            <h2 id="calendar-sheet-title">{rangeText(sheet.range)}</h2>
            <Button variant="ghost" onClick={view.closeSheet}>
              <FormattedMessage id="calendar.selection.sidebars.close" />
            </Button>
          </header>
          <div className="calendar-sheet__body">
            {!SIDEBARS_WITH_OWN_HEADER.has(sheet.entry.sidebar) && <p className="calendar-sheet__sidebar-title">{title(sheet.entry)}</p>}
            <Suspense fallback={sidebarLoading}>
              <SheetBody {...sidebarProps(sheet.entry)} />
            </Suspense>
          </div>
        </section>
      )}

      {view.footer && (
        <div className="calendar-footer" role="region" aria-label={intl.formatMessage({ id: 'calendar.selection.footer.label' })}>
          <p className="calendar-footer__range" aria-live="polite">
            {rangeText(view.footer.range)}
          </p>
          <Button variant="secondary" onClick={view.cancelRange}>
            <FormattedMessage id="calendar.selection.footer.cancel" />
          </Button>
          <Button
            variant="primary"
            onClick={() => {
              setBlockHint(false);
              view.edit();
            }}
          >
            <FormattedMessage id="calendar.selection.footer.edit" />
          </Button>
        </div>
      )}
    </div>
  );
}
