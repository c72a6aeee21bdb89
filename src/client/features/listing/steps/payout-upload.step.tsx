import { DocumentsForm } from '../../../forms/onboarding/documents-form';
import type { StepDefinition } from '../step-definition';

// Step "payout/upload" (onboarding, commission hosts): a bank statement proving the payout account.
export const step: StepDefinition = { id: 'payout-upload', Form: () => <DocumentsForm purpose="payout" /> };
