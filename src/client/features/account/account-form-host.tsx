import { createContext, useContext, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { generalErrorTexts } from '../../api/error-text';
import { toApiError } from '../../api/http';
import { Button } from '../../ui/button';
import { FormHostContext, type FormHost, type StepFrameProps } from '../../forms/form-host';
import { fieldErrorText } from '../../forms/field-error-text';
import '../../ui/step-form-frame.css';

// Hosts one of the wizard's onboarding forms on an account tab (the wizard and the management
// pages have their own hosts): a heading, the form, one Save button, the server's refusal shown
// at each field it names. After a save the form starts again from what the server now holds.

type SaveState = { status: 'idle' | 'saving' | 'saved' } | { status: 'failed'; general: string[]; fieldErrors: Record<string, string> };

interface AccountSave {
  formId: string;
  title: ReactNode;
  state: SaveState;
  save?: (values: Record<string, unknown>) => void;
}

const AccountSaveContext = createContext<AccountSave | null>(null);
const NO_ERRORS: Record<string, string> = {};

export interface AccountFormProps {
  formId: string;
  title: ReactNode;
  /** Absent for forms that save as they go (document uploads): no Save button then. */
  save?: (values: Record<string, unknown>) => Promise<unknown>;
  children: ReactNode;
}

export function AccountForm({ formId, title, save, children }: AccountFormProps) {
  const intl = useIntl();
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const [generation, setGeneration] = useState(0);
  const run = async (values: Record<string, unknown>) => {
    if (!save) return;
    setState({ status: 'saving' });
    try {
      await save(values);
    } catch (error) {
      const failure = toApiError(error);
      const fieldErrors = Object.fromEntries(Object.entries(failure.fields).map(([field, messages]) => [field, fieldErrorText(intl, messages)]));
      setState({ status: 'failed', general: generalErrorTexts(intl, failure), fieldErrors });
      return;
    }
    setGeneration((g) => g + 1);
    setState({ status: 'saved' });
  };
  const fieldErrors = state.status === 'failed' ? state.fieldErrors : NO_ERRORS;
  const host = useMemo<FormHost>(() => ({ Frame: AccountFormFrame, fieldErrors }), [fieldErrors]);
  const context: AccountSave = { formId, title, state, save: save ? (values) => void run(values) : undefined };
  return (
    <AccountSaveContext.Provider value={context}>
      <FormHostContext.Provider value={host}>
        <div key={generation}>{children}</div>
      </FormHostContext.Provider>
    </AccountSaveContext.Provider>
  );
}

function AccountFormFrame({ values, dirty, valid, children, formless = false }: StepFrameProps) {
  const account = useContext(AccountSaveContext);
  if (!account) throw new Error('AccountFormFrame needs AccountForm around it');
  const { formId, state } = account;
  const saving = state.status === 'saving';
  const savable = !!account.save && !formless;
  const canSave = savable && dirty && valid && !saving;
  const titleId = `account-form-${formId}`;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canSave) account.save?.(values);
  };
  return (
    <form className="manage-step" aria-labelledby={titleId} onSubmit={onSubmit} noValidate aria-busy={saving || undefined}>
      <h2 id={titleId} className="manage-step__title">
        {account.title}
      </h2>
      {state.status === 'failed' && (
        <div role="alert" className="notice notice--error">
          {state.general.length > 0 ? state.general.map((line) => <p key={line}>{line}</p>) : <FormattedMessage id="account.payout.saveFailed" />}
        </div>
      )}
      <div className="listing-step__body">{children}</div>
      {savable && (
        <div className="manage-step__actions">
          <p role="status" className="manage-step__saved">
            {state.status === 'saved' && !dirty && <FormattedMessage id="account.payout.saved" />}
          </p>
          <Button type="submit" variant="primary" disabled={!canSave} busy={saving}>
            <FormattedMessage id="account.payout.save" />
          </Button>
        </div>
      )}
    </form>
  );
}
