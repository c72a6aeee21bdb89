import { HELP_CENTER_OPENED_INTERACTION } from '../../../shared/schemas/user-interactions';
import { putUserInteractions } from '../../api/user-interactions';

// Counts a host opening the external help centre (the navigation's help link, data-nav="help"):
// the interaction help_center_opened, stored once per host by PUT /api/app/user/interaction.
// Started only with statistics consent (statistics.tsx). Returns the function that stops it.
export function startHelpCenterStatistics(): () => void {
  let sent = false;
  const onClick = (event: MouseEvent) => {
    if (sent || !(event.target instanceof Element) || !event.target.closest('a[data-nav="help"]')) return;
    sent = true;
    putUserInteractions([{ interactionType: HELP_CENTER_OPENED_INTERACTION, interacted: true }]).catch(() => {
      sent = false; // try again on the next click
    });
  };
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}
