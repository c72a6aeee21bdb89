import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { calendarSelectionMachine } from '../../../../machines/calendar-selection/calendar-selection.machine';
import { selectBottomSheetHeight, selectPanelSidebar, selectShowsCloseAll, selectIsMarked, selectRange, selectShowsFooter, selectTopSidebar } from '../../../../machines/calendar-selection/calendar-selection.select';
import type { CalendarEvent } from '../../../shared/schemas/availability';
import type { CalendarOnboardingTask } from '../../../shared/schemas/user-interactions';
import { Button } from '../../ui/button';
import { CalendarMonth, type DayData } from './calendar-month';
import { CalendarOnboardingTasks } from './onboarding/onboarding-tasks';
import { SIDEBAR_REGISTRY, SIDEBARS_WITH_OWN_HEADER } from './sidebars/sidebar-registry';
import type { CalendarSidebarProps } from './sidebars/sidebar-props';
import { useIsMobile } from './use-is-mobile';
import { useLingering } from './use-lingering';
import { useWorkflow } from '../../app/use-workflow';

// The months of one unit with marking, the footer and the sidebars (HC §2, HC §4, HC §9).
// The calendar-selection machine holds the workflow; this view only shows its snapshot and
// sends the host's clicks and keys to it.

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
    range.from === range.to ? f(range.from) : intl.formatMessage({ id: 'listing.calendarSelection.range' }, { from: f(range.from), to: f(range.to) });
}

export function CalendarSelectionView({ unitId, months, today, days, events, busy }: Props) {
  const intl = useIntl();
  const mobile = useIsMobile();
  const rangeText = useRangeText();
  const [snapshot, send] = useWorkflow(() => calendarSelectionMachine, { input: { events: [...events] } });
  const range = selectRange(snapshot);
  const top = selectTopSidebar(snapshot);
  const sheetHeight = selectBottomSheetHeight(snapshot);
  const stackSize = snapshot.context.sidebarStack.length;

  const gridRef = useRef<HTMLDivElement>(null);
  const lastDay = useRef<string | null>(null);
  const panelRef = useRef<HTMLElement>(null);

  const panelEntry = selectPanelSidebar(snapshot, { phone: mobile });
  // "Block dates" (onboarding task): a hint to mark days, until the host opens a sidebar for them.
  const [blockHint, setBlockHint] = useState(false);
  const { shown, closing } = useLingering(panelEntry);

  // Focus follows the host's action: into the panel when a sidebar opens on top, back to the day
  // last clicked when the range's sidebars close. Not on the first render (the default sidebar),
  // nor when a new click drops the range's sidebars (focus stays on that day).
  const previous = useRef({ top, stackSize });
  // The button pressed may be gone with the sidebar (Close all), leaving the focus on the body.
  const focusWasInPanel = () => {
    const active = document.activeElement;
    return !active || active === document.body || panelRef.current?.contains(active) === true;
  };
  useEffect(() => {
    const before = previous.current;
    previous.current = { top, stackSize };
    if (before.top === top) return;
    if (top && (top.ofRange || stackSize > before.stackSize)) panelRef.current?.focus();
    else if (before.top && (!top || !top.ofRange) && focusWasInPanel()) {
      const day = lastDay.current && gridRef.current?.querySelector<HTMLButtonElement>(`td[data-date="${lastDay.current}"] .calendar-day__hit`);
      (day || gridRef.current)?.focus();
    }
  }, [top, stackSize]);

  const onDayClick = (day: string) => {
    lastDay.current = day;
    send({ type: 'day.click', date: day });
  };
  const close = () => send({ type: 'sidebar.close' });
  // Escape on the months clears a marked range (the footer's Cancel, by keyboard); focus stays on the day.
  const onGridKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && snapshot.can({ type: 'footer.cancel' })) {
      e.stopPropagation();
      send({ type: 'footer.cancel' });
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
    if (task === 'sync_calendar') send({ type: 'sidebar.open', sidebar: 'calendar-import' });
    else startBlocking();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      close();
    }
  };

  const title = (entry: NonNullable<typeof top>) => intl.formatMessage({ id: `listing.calendarSelection.title.${entry.sidebar}` });
  // In the bottom sheet a sidebar's own Close closes the sheet, which resets the range (HC §4 mobile).
  const closeSheet = () => send({ type: 'bottomSheet.close' });
  const sidebarProps = (entry: NonNullable<typeof top>): CalendarSidebarProps => ({
    unitId,
    range,
    entry,
    events,
    today,
    onClose: mobile ? closeSheet : close,
    onOpen: (sidebar, payload) => send({ type: 'sidebar.open', sidebar, payload }),
    onReplace: (sidebar, payload) => send({ type: 'sidebar.replace', sidebar, payload }),
  });
  const Shown = shown ? SIDEBAR_REGISTRY[shown.sidebar] : null;
  const ownHeader = shown !== null && SIDEBARS_WITH_OWN_HEADER.has(shown.sidebar);
  const SheetBody = mobile && sheetHeight !== null && top ? SIDEBAR_REGISTRY[top.sidebar] : null;

  return (
    <div className={`calendar-selection${shown ? ' calendar-selection--with-panel' : ''}`}>
      <div className="calendar-selection__top">
        <CalendarOnboardingTasks onOpen={openTask} />
        <p className="calendar-hint" role="status">
          {blockHint && <FormattedMessage id="listing.calendarOnboarding.blockHint" />}
        </p>
      </div>
      <div className="calendar-months" aria-busy={busy} ref={gridRef} tabIndex={-1} onKeyDown={onGridKeyDown}>
        {months.map((m) => (
          <CalendarMonth key={m} month={m} today={today} days={days} events={events} isMarked={(d) => selectIsMarked(snapshot, d)} onDayClick={onDayClick} />
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
              {selectShowsCloseAll(snapshot) && (
                <Button variant="ghost" onClick={() => send({ type: 'sidebar.closeAll' })}>
                  <FormattedMessage id="listing.calendarSelection.sidebars.closeAll" />
                </Button>
              )}
              {!ownHeader && (
                <Button variant="ghost" onClick={close}>
                  <FormattedMessage id="listing.calendarSelection.sidebars.close" />
                </Button>
              )}
            </div>
          </header>
          <div className="calendar-sidebar__body">
            <Shown {...sidebarProps(shown)} />
          </div>
        </aside>
      )}

      {SheetBody && top && range && (
        <section
          ref={panelRef}
          tabIndex={-1}
          role="dialog"
          aria-labelledby="calendar-sheet-title"
          className="calendar-sheet"
          data-sidebar={top.sidebar}
          style={{ height: sheetHeight ?? undefined }}
          onKeyDown={(e) => e.key === 'Escape' && closeSheet()}
        >
          <header className="calendar-sheet__header">
            <h2 id="calendar-sheet-title">{rangeText(range)}</h2>
            <Button variant="ghost" onClick={closeSheet}>
              <FormattedMessage id="listing.calendarSelection.sidebars.close" />
            </Button>
          </header>
          <div className="calendar-sheet__body">
            {!SIDEBARS_WITH_OWN_HEADER.has(top.sidebar) && <p className="calendar-sheet__sidebar-title">{title(top)}</p>}
            <SheetBody {...sidebarProps(top)} />
          </div>
        </section>
      )}

      {selectShowsFooter(snapshot) && range && (
        <div className="calendar-footer" role="region" aria-label={intl.formatMessage({ id: 'listing.calendarSelection.footer.label' })}>
          <p className="calendar-footer__range" aria-live="polite">
            {rangeText(range)}
          </p>
          <Button variant="secondary" onClick={() => send({ type: 'footer.cancel' })}>
            <FormattedMessage id="listing.calendarSelection.footer.cancel" />
          </Button>
          <Button
            variant="primary"
            onClick={() => {
              setBlockHint(false);
              send({ type: 'footer.edit', events: [...events] });
            }}
          >
            <FormattedMessage id="listing.calendarSelection.footer.edit" />
          </Button>
        </div>
      )}
    </div>
  );
}
