import { BankAccountForm, saveBankAccount } from '../../../forms/onboarding/bank-account-form';
import type { StepDefinition } from '../step-definition';

// Step "payout/info" (onboarding, commission hosts): the bank account payouts go to.
export const step: StepDefinition = { id: 'payout-info', Form: () => <BankAccountForm />, save: saveBankAccount };
