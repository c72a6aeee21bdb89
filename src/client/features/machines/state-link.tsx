import { useState } from 'react';
import { FormattedMessage } from '../../i18n/intl';
import { Button } from '../../ui/button';

// "Copy link to this state": the machine page's address with the highlighted state (?state=) and
// the labels chosen (?view=plain), so whoever opens it sees the same picture. Where the browser
// refuses the clipboard, the link is shown to select by hand.

export function StateLink({ name, state, view }: { name: string; state: string; view: 'plain' | 'technical' }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const params = new URLSearchParams({ state });
  if (view === 'plain') params.set('view', 'plain');
  const link = `${window.location.origin}/machines/${name}?${params.toString()}`;
  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={() => void copy()}>
        <FormattedMessage id="machines.diagram.copyLink" />
      </Button>
      {copied && (
        <p role="status" className="machine-state-link__status">
          {copied === 'yes' ? <FormattedMessage id="machines.diagram.linkCopied" /> : <FormattedMessage id="machines.diagram.copyFailed" values={{ link }} />}
        </p>
      )}
    </>
  );
}
