import { useState } from 'react';
import { FormattedMessage } from '../../i18n/intl';
import { Button } from '../../ui/button';
import { ContactDialog } from './contact-dialog';

// "Contact support about this unit" on a unit's management page: the contact form with the
// property topics (AS §3: wrong information, information not available, requirements unclear) and
// the unit preselected, so support knows which listing the message is about.
export function ContactSupportButton({ unitId }: { unitId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        <FormattedMessage id="support.contact.aboutUnit" />
      </Button>
      <ContactDialog open={open} onOpenChange={setOpen} formType="property" pageId="properties" propertyUnitId={unitId} />
    </>
  );
}
