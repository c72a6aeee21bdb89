import type { GuestProfileQuestion } from '../../../shared/domain/guest-profile/questions';

// Text keys of the guest-profile flow (src/shared/i18n/account/guest-profile).
export const gp = (key: string) => `account.guestProfile.${key}`;
export const optionKey = (option: string) => gp(`option.${option}`);
export const optionHintKey = (option: string) => gp(`optionHint.${option}`);
export const questionTitleKey = (question: GuestProfileQuestion) => gp(`${question}.title`);
export const questionShortKey = (question: GuestProfileQuestion) => gp(`section.question.${question}`);
