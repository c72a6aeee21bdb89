// The flow's addresses (AS §2.1): /verification/{step} and /verification/success.
export const VERIFICATION_BASE = '/verification';
export const VERIFICATION_SUCCESS_PATH = `${VERIFICATION_BASE}/success`;
export const verificationStepPath = (stepId: string) => `${VERIFICATION_BASE}/${stepId}`;
