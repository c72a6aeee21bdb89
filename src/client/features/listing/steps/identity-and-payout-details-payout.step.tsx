import { BankAccountForm, saveBankAccount } from '../../../forms/onboarding/bank-account-form';
import type { StepDefinition } from '../step-definition';

// Step "identity-and-payout-details/payout" (onboarding, business-to-business hosts): the bank account.
export const step: StepDefinition = { id: 'identity-and-payout-details-payout', Form: () => <BankAccountForm />, save: saveBankAccount };
