import type { ApiError } from '../../api/http';
import { SUPPORT_BODY_MAX } from '../../../shared/schemas/support';

// What the contact form says about its fields, before sending (AS §5: topic and details are both
// required) and after the server refused (400 naming a field, 429): translation keys only.

export interface ContactErrors {
  topic?: string;
  body?: string;
  /** Not about one field: shown above the buttons. */
  general?: string;
}

export function validateContactForm(topic: string, body: string): ContactErrors {
  const errors: ContactErrors = {};
  if (topic === '') errors.topic = 'support.contact.topicRequired';
  const trimmed = body.trim();
  if (trimmed === '') errors.body = 'support.contact.detailsRequired';
  else if (trimmed.length > SUPPORT_BODY_MAX) errors.body = 'support.contact.detailsTooLong';
  return errors;
}

export const hasErrors = (errors: ContactErrors) => Object.values(errors).some(Boolean);

/** A failed send -> where to say it; the form keeps what the host wrote. */
export function contactErrorsOf(error: ApiError): ContactErrors {
  if (error.status === 429) return { general: 'support.contact.tooMany' };
  if (error.status === 400) {
    const errors: ContactErrors = {};
    if (error.fields.topic) errors.topic = 'support.contact.topicInvalid';
    if (error.fields.body) errors.body = 'support.contact.detailsRequired';
    if (error.fields.propertyUnitId) errors.general = 'support.contact.unitInvalid';
    if (hasErrors(errors)) return errors;
  }
  return { general: 'support.contact.failed' };
}
