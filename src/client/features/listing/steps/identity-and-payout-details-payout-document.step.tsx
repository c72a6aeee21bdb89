import { DocumentsForm } from '../../../forms/onboarding/documents-form';
import type { StepDefinition } from '../step-definition';

// Step "identity-and-payout-details/payout-document" (onboarding, business-to-business hosts): a bank statement.
export const step: StepDefinition = { id: 'identity-and-payout-details-payout-document', Form: () => <DocumentsForm purpose="payout" /> };
