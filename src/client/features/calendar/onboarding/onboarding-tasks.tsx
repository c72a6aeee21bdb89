import { useId } from 'react';
import { FormattedMessage } from '../../../i18n/intl';
import type { CalendarOnboardingTask } from '../../../../shared/schemas/user-interactions';
import { Button } from '../../../ui/button';
import { pendingTasks, useMarkTaskSeen, useUserInteractions } from '../api';

// The calendar's onboarding tasks (AS §4, HC §4): sync calendar and
// block dates, as cards above the months until seen. Open marks the task seen and leads to its
// place (the import sidebar, or marking days); Ignore only marks it seen. While the
// interactions load, or if they cannot be read, no card shows: a task is a hint, never a wall.

interface Props {
  onOpen: (task: CalendarOnboardingTask) => void;
}

function TaskCard({ task, onOpen, onIgnore }: { task: CalendarOnboardingTask; onOpen: () => void; onIgnore: () => void }) {
  const id = useId();
  return (
    <li className="calendar-task" data-task={task} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="calendar-task__title">
        <FormattedMessage id={`calendar.onboarding.${task}.title`} />
      </h3>
      <p id={`${id}-body`} className="calendar-task__body">
        <FormattedMessage id={`calendar.onboarding.${task}.body`} />
      </p>
      <div className="calendar-task__actions">
        <Button variant="primary" onClick={onOpen} aria-describedby={`${id}-title`}>
          <FormattedMessage id="calendar.onboarding.open" />
        </Button>
        <Button variant="ghost" onClick={onIgnore} aria-describedby={`${id}-title`}>
          <FormattedMessage id="calendar.onboarding.ignore" />
        </Button>
      </div>
    </li>
  );
}

export function CalendarOnboardingTasks({ onOpen }: Props) {
  const interactions = useUserInteractions();
  const markSeen = useMarkTaskSeen();
  const tasks = interactions.data ? pendingTasks(interactions.data) : [];
  if (tasks.length === 0) return null;
  return (
    <section className="calendar-tasks" aria-labelledby="calendar-tasks-title">
      <h2 id="calendar-tasks-title" className="calendar-tasks__title">
        <FormattedMessage id="calendar.onboarding.title" />
      </h2>
      <ul className="calendar-tasks__list">
        {tasks.map((task) => (
          <TaskCard
            key={task}
            task={task}
            onOpen={() => {
              markSeen.mutate(task);
              onOpen(task);
            }}
            onIgnore={() => markSeen.mutate(task)}
          />
        ))}
      </ul>
    </section>
  );
}
