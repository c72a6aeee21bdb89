import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { fetchUnit, listingKeys } from '../../../api/listing';
import { useUserInfo } from '../../../api/queries';
import { Button, buttonClasses } from '../../../ui/button';
import { useIsMobile } from '../use-is-mobile';
import { PreviewLinksModal } from './preview-links-modal';
import { readSkipPreviewModal, writeSkipPreviewModal } from './preview-preference';

// Preview listing (HC §2 Calendar): once the unit is published and live somewhere
// (unit.links), one link opens in a new tab; several open a modal listing them, with "don't show
// again" (then the button opens the first link directly). On a phone a link icon lists them.

/** A unit shows previews only when it is published and has links (HC §4: published without links is "publishing"). */
export const previewLinksOf = (unit: { state: string; links: readonly string[] } | undefined): readonly string[] =>
  unit && unit.state === 'PUBLISHED' ? unit.links : [];

function LinkIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M10 13a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1 1" />
      <path d="M14 11a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1-1" />
    </svg>
  );
}

export function PreviewListing({ unitId }: { unitId: string }) {
  const intl = useIntl();
  const mobile = useIsMobile();
  const hostId = useUserInfo().data?.userId ?? null;
  const unit = useQuery({ queryKey: listingKeys.unit(unitId), queryFn: ({ signal }) => fetchUnit(unitId, signal), staleTime: 60_000 });
  const [open, setOpen] = useState(false);
  // The stored choice, and the checkbox: a change takes effect once the modal closes, so the
  // button under the modal stays what it was while the host looks at it.
  const [skip, setSkip] = useState(() => (hostId ? readSkipPreviewModal(hostId) : false));
  const [checked, setChecked] = useState(skip);
  const links = previewLinksOf(unit.data);
  if (links.length === 0) return null;

  if (mobile)
    return (
      <>
        <Button variant="ghost" className="calendar-preview__icon" aria-label={intl.formatMessage({ id: 'calendar.preview.linksIcon' })} onClick={() => setOpen(true)}>
          <LinkIcon />
        </Button>
        <PreviewLinksModal open={open} links={links} onOpenChange={setOpen} />
      </>
    );

  // One link, or the modal turned off: the button is the link itself (a new tab, as the host expects of a link).
  if (links.length === 1 || skip)
    return (
      <a className={buttonClasses('secondary', 'calendar-preview__button')} href={links[0]} target="_blank" rel="noopener noreferrer">
        <FormattedMessage id="calendar.preview.button" />
        <span className="visually-hidden">
          {' '}
          <FormattedMessage id="calendar.preview.newTab" />
        </span>
      </a>
    );

  return (
    <>
      <Button variant="secondary" className="calendar-preview__button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <FormattedMessage id="calendar.preview.button" />
      </Button>
      <PreviewLinksModal
        open={open}
        links={links}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setSkip(checked);
        }}
        skip={{
          checked,
          onChange: (value) => {
            setChecked(value);
            if (hostId) writeSkipPreviewModal(hostId, value);
          },
        }}
      />
    </>
  );
}
