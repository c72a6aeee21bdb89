import { useRef, type KeyboardEvent } from 'react';
import { useIntl } from '../../i18n/intl';
import { CHECKLIST_TABS, type ChecklistTab } from '../../../shared/domain/checklist';
import { tabText } from './checklist-texts';

// The checklist's sections as an ARIA tab list: one tab stop, arrow keys (and Home/End) move
// between the tabs and select them, as the WAI-ARIA tabs pattern with automatic activation.

export const tabId = (tab: ChecklistTab) => `checklist-tab-${tab}`;
export const panelId = (tab: ChecklistTab) => `checklist-panel-${tab}`;

export function ChecklistTabs({ current, counts, onSelect }: { current: ChecklistTab; counts: Record<ChecklistTab, { done: number; total: number }>; onSelect: (tab: ChecklistTab) => void }) {
  const intl = useIntl();
  const refs = useRef<Partial<Record<ChecklistTab, HTMLButtonElement | null>>>({});
  const move = (event: KeyboardEvent, from: ChecklistTab) => {
    const at = CHECKLIST_TABS.indexOf(from);
    const last = CHECKLIST_TABS.length - 1;
    const to = { ArrowRight: at === last ? 0 : at + 1, ArrowLeft: at === 0 ? last : at - 1, Home: 0, End: last }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const tab = CHECKLIST_TABS[to]!;
    onSelect(tab);
    refs.current[tab]?.focus();
  };
  return (
    <div className="checklist-tabs" role="tablist" aria-label={intl.formatMessage({ id: 'checklist.tabs.label' })}>
      {CHECKLIST_TABS.map((tab) => {
        const selected = tab === current;
        return (
          <button
            key={tab}
            ref={(el) => {
              refs.current[tab] = el;
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={selected}
            aria-controls={panelId(tab)}
            tabIndex={selected ? 0 : -1}
            className={selected ? 'checklist-tabs__tab checklist-tabs__tab--current' : 'checklist-tabs__tab'}
            onClick={() => onSelect(tab)}
            onKeyDown={(e) => move(e, tab)}
          >
            {intl.formatMessage({ id: tabText(tab) })}
            <span className="checklist-tabs__count">
              {counts[tab].done}/{counts[tab].total}
            </span>
          </button>
        );
      })}
    </div>
  );
}
