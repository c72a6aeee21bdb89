import { useParams } from '../../router';
import { VerificationFlowPage } from './verification-flow-page';
import { VerificationSuccessPage } from './verification-success-page';
import '../../forms/onboarding/onboarding.css';
import './verification.css';

// /verification/* (AS §2.1): the steps, or /verification/success at the end.
export default function VerificationPage() {
  const rest = useParams()['*'] ?? '';
  if (rest === 'success') return <VerificationSuccessPage />;
  return <VerificationFlowPage urlStep={rest.replace(/\/+$/, '')} />;
}
