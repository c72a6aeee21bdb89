import { DocumentsForm } from '../../../forms/onboarding/documents-form';
import type { StepDefinition } from '../step-definition';

// Step "verification/upload" (onboarding): identity documents; files save as they are chosen.
export const step: StepDefinition = { id: 'verification-upload', Form: () => <DocumentsForm purpose="identity" /> };
