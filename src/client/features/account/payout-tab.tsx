import { FormattedMessage } from '../../i18n/intl';
import { PageHeading } from '../../ui/page-heading';
import { ScopedMessages } from '../../i18n/scoped-messages';
import { BankAccountForm, saveBankAccount } from '../../forms/onboarding/bank-account-form';
import { DocumentsForm } from '../../forms/onboarding/documents-form';
import { AccountForm } from './account-form-host';
import '../../forms/onboarding/onboarding.css';

// /account/payout (commission hosts, AS §2.5): the bank account payouts go to and the bank statement
// proving it — the same forms and calls as the verification steps payout-info and payout-upload,
// so what the host saves here is what the verification shows, and the reverse.

const NO_IDS = { propertyId: '', unitId: '' };

export default function PayoutTab() {
  return (
    <ScopedMessages scopes={['listing']}>
      <section className="account-payout">
        <PageHeading title={<FormattedMessage id="account.tabs.payout" />} description={<FormattedMessage id="account.payout.intro" />} />
        <AccountForm formId="bank" title={<FormattedMessage id="account.payout.bankTitle" />} save={(values) => saveBankAccount(NO_IDS, values)}>
          <BankAccountForm />
        </AccountForm>
        <AccountForm formId="documents" title={<FormattedMessage id="account.payout.documentsTitle" />}>
          <DocumentsForm purpose="payout" />
        </AccountForm>
      </section>
    </ScopedMessages>
  );
}
