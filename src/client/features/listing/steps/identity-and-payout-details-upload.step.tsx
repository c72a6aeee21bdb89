import { DocumentsForm } from '../../../forms/onboarding/documents-form';
import type { StepDefinition } from '../step-definition';

// Step "identity-and-payout-details/upload" (onboarding, business-to-business hosts): identity documents.
export const step: StepDefinition = { id: 'identity-and-payout-details-upload', Form: () => <DocumentsForm purpose="identity" /> };
