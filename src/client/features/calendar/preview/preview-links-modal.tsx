import { Dialog, DialogClose } from '../../../ui/dialog';
import { useId } from 'react';
import { FormattedMessage } from '../../../i18n/intl';
import { Button } from '../../../ui/button';

// The unit's listing links (HC §2 Calendar): each opens in a new tab. The desktop's
// preview button offers "don't show again" here; the phone's link icon only lists them.

const siteOf = (url: string) => {
  try {
    // A link on this server (the unit's guest page, /stay/{id}) is named by this server's host.
    return new URL(url, window.location.href).host;
  } catch {
    return url;
  }
};

interface Props {
  open: boolean;
  links: readonly string[];
  onOpenChange: (open: boolean) => void;
  /** Shown with the checkbox when given. */
  skip?: { checked: boolean; onChange: (checked: boolean) => void };
}

export function PreviewLinksModal({ open, links, onOpenChange, skip }: Props) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      className="properties-dialog calendar-preview-modal"
      title={<FormattedMessage id="calendar.preview.modal.title" />}
      description={<FormattedMessage id="calendar.preview.modal.intro" />}
    >
      <ul className="calendar-preview-modal__links">
        {links.map((link) => (
          <li key={link}>
            <a href={link} target="_blank" rel="noopener noreferrer" title={link} onClick={() => onOpenChange(false)}>
              {siteOf(link)}
              <span className="visually-hidden">
                {' '}
                <FormattedMessage id="calendar.preview.newTab" />
              </span>
            </a>
          </li>
        ))}
      </ul>
      {skip && (
        <p className="calendar-preview-modal__skip">
          <input id={`${id}-skip`} type="checkbox" checked={skip.checked} onChange={(e) => skip.onChange(e.target.checked)} />
          <label htmlFor={`${id}-skip`}>
            <FormattedMessage id="calendar.preview.modal.skip" />
          </label>
        </p>
      )}
      <div className="properties-dialog__actions">
        <DialogClose asChild>
          <Button variant="secondary">
            <FormattedMessage id="calendar.preview.modal.close" />
          </Button>
        </DialogClose>
      </div>
    </Dialog>
  );
}
