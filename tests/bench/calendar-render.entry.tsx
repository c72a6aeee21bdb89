import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from '../../src/client/i18n/intl';
import { Calendar } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import { CalendarMonth } from '../../src/client/features/calendar/calendar-month';
import { addMonths } from '../../src/client/features/calendar/month-grid';
import messages from '../../src/client/features/calendar/texts/en-US.json';
import { benchDays, benchEvents, FIRST_DAY, FIRST_MONTH } from './calendar-render.data';
import '../../src/client/ui/tokens.css';
import '../../src/client/styles.css';
import '../../src/client/features/calendar/calendar.css';

// The benchmark page (tests/bench/calendar-render.ts loads it in Chromium): renders the same year
// of events with our month grid (the real CalendarMonth, as the calendar page uses it: day
// buttons with their spoken names, prices, states, event bars) and with FullCalendar's day grid
// (a 12-month dayGridYear with the price in each day cell), each into a fresh element, and times
// it to the end of layout and to the next frame.

declare global {
  interface Window {
    runCalendarBench: (options: { events: number; runs: number; warmup: number }) => Promise<BenchResult>;
  }
}

export interface Sample {
  /** The DOM built (React's commit, FullCalendar's render), before style and layout. */
  domMs: number;
  layoutMs: number;
  frameMs: number;
  nodes: number;
}
export interface BenchResult {
  ours: Sample[];
  fullCalendar: Sample[];
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const noop = () => undefined;
const never = () => false;

async function timeOne(render: (stage: HTMLElement) => () => void): Promise<Sample> {
  const stage = document.createElement('div');
  stage.className = 'bench-stage';
  document.body.append(stage);
  await nextFrame();
  const t0 = performance.now();
  const dispose = render(stage);
  const tDom = performance.now();
  void stage.getBoundingClientRect().height; // style and layout, synchronously
  const t1 = performance.now();
  await nextFrame();
  const t2 = performance.now();
  const nodes = stage.getElementsByTagName('*').length;
  dispose();
  stage.remove();
  return { domMs: tDom - t0, layoutMs: t1 - t0, frameMs: t2 - t0, nodes };
}

window.runCalendarBench = async ({ events: count, runs, warmup }) => {
  const events = benchEvents(count);
  const days = benchDays(events);
  const months = Array.from({ length: 12 }, (_, i) => addMonths(FIRST_MONTH, i));
  const today = FIRST_DAY;
  const fcEvents = events.map((e) => ({ id: e.id, start: e.dateFrom, end: e.dateTo, allDay: true, title: e.label ?? e.externalName ?? e.source, classNames: [`bench-${e.source}`] }));

  const ours = (stage: HTMLElement) => {
    const root = createRoot(stage);
    flushSync(() =>
      root.render(
        <IntlProvider locale="en-US" messages={messages}>
          <div className="calendar-months">
            {months.map((m) => (
              <CalendarMonth key={m} month={m} today={today} days={days} events={events} isMarked={never} onDayClick={noop} />
            ))}
          </div>
        </IntlProvider>,
      ),
    );
    return () => root.unmount();
  };
  const fullCalendar = (stage: HTMLElement) => {
    const calendar = new Calendar(stage, {
      plugins: [dayGridPlugin],
      initialView: 'dayGridYear',
      initialDate: FIRST_DAY,
      timeZone: 'UTC',
      firstDay: 1,
      height: 'auto',
      headerToolbar: false,
      events: fcEvents,
      dayCellContent: (arg) => `${arg.dayNumberText} €${days.get(arg.date.toISOString().slice(0, 10))?.price ?? ''}`,
    });
    calendar.render();
    return () => calendar.destroy();
  };

  for (let i = 0; i < warmup; i++) {
    await timeOne(ours);
    await timeOne(fullCalendar);
  }
  const result: BenchResult = { ours: [], fullCalendar: [] };
  // Alternating, so a slow moment of a shared machine hits both alike.
  for (let i = 0; i < runs; i++) {
    result.ours.push(await timeOne(ours));
    result.fullCalendar.push(await timeOne(fullCalendar));
  }
  return result;
};
