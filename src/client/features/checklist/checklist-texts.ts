import type { ChecklistItemId, ChecklistStatus, ChecklistTab } from '../../../shared/domain/checklist';

// Message ids of the checklist (texts in features/checklist/texts): one place builds them,
// so a renamed item cannot leave a key behind in one view only.
export const itemText = (id: ChecklistItemId, part: 'title' | 'why' | 'how') => `checklist.item.${id}.${part}`;
export const tabText = (tab: ChecklistTab) => `checklist.tab.${tab}`;
export const statusText = (status: ChecklistStatus) => `checklist.status.${status}`;
