import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import {
  bookingCancelPayload,
  explanationRequired,
  inquiryRejectPayload,
  isCancelSubReason,
  isRequestSubReason,
  phoneOrNull,
  requestRejectPayload,
} from '../../../src/shared/domain/bookings/decision-payload';
import {
  BOOKING_CANCEL_REASONS,
  BOOKING_CANCEL_SUB_REASONS,
  INQUIRY_REJECT_REASONS,
  REQUEST_REJECT_REASONS,
  REQUEST_REJECT_SUB_REASONS,
} from '../../../src/shared/domain/bookings/reasons';
import { BookingCancelSchema, InquiryRejectSchema, RequestRejectSchema } from '../../../src/shared/schemas/bookings';

// What the browser sends when a host says no (HC §5 reject rules, HC §3 cancel and
// inquiry phone), checked over every form a host could fill in (fast-check), and that what it
// sends is exactly what the server's schemas accept when the form is complete.

const blank = fc.constantFrom('', ' ', '\t', '  \n ');
/** Text a host may type: blank, or words with surrounding spaces. */
const typed = fc.oneof(blank, fc.string({ minLength: 1, maxLength: 40 }), fc.string({ minLength: 1, maxLength: 20 }).map((s) => `  ${s}  `));
const optionalText = fc.oneof(fc.constant(undefined), fc.constant(null), typed);
const isBlank = (s: string | null | undefined) => !s || s.trim() === '';

const requestForm = fc.record({
  reason: fc.constantFrom(...REQUEST_REJECT_REASONS),
  subReason: optionalText,
  explanation: optionalText,
});
const inquiryForm = fc.record({ reason: fc.constantFrom(...INQUIRY_REJECT_REASONS), explanation: optionalText, message: optionalText });
const cancelForm = fc.record({ reason: fc.constantFrom(...BOOKING_CANCEL_REASONS), subReason: optionalText, explanation: optionalText });

describe('reject a booking request (HC §5)', () => {
  it('sends the explanation only with reason OTHER or together with a sub-reason; the sub-reason only when given', () => {
    fc.assert(
      fc.property(requestForm, (form) => {
        const payload = requestRejectPayload(form);
        expect(payload.reason).toBe(form.reason);
        expect('subReason' in payload).toBe(!isBlank(form.subReason));
        const shouldExplain = !isBlank(form.explanation) && (form.reason === 'OTHER' || !isBlank(form.subReason));
        expect('explanation' in payload).toBe(shouldExplain);
        // Blank text never travels, and what travels is trimmed.
        for (const value of [payload.subReason, payload.explanation]) if (value !== undefined) expect(value).toBe(value.trim());
        if (payload.subReason !== undefined) expect(payload.subReason).not.toBe('');
      }),
      { numRuns: 500 },
    );
  });

  it('examples in words', () => {
    expect(requestRejectPayload({ reason: 'RATES_MISMATCH', explanation: 'too cheap' })).toEqual({ reason: 'RATES_MISMATCH' });
    expect(requestRejectPayload({ reason: 'RATES_MISMATCH', subReason: 'PRICE_TOO_LOW', explanation: ' too cheap ' })).toEqual({ reason: 'RATES_MISMATCH', subReason: 'PRICE_TOO_LOW', explanation: 'too cheap' });
    expect(requestRejectPayload({ reason: 'OTHER', subReason: '  ', explanation: 'Renovation' })).toEqual({ reason: 'OTHER', explanation: 'Renovation' });
  });

  it('a payload built from a complete form (a known sub-reason, an explanation for OTHER) is accepted by the server’s schema', () => {
    const complete = fc
      .record({
        reason: fc.constantFrom(...REQUEST_REJECT_REASONS),
        pickSub: fc.boolean(),
        subIndex: fc.nat(),
        explanation: fc.oneof(blank, fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== '')),
      })
      .map(({ reason, pickSub, subIndex, explanation }) => {
        const subs = REQUEST_REJECT_SUB_REASONS[reason] ?? [];
        return { reason, subReason: pickSub && subs.length ? subs[subIndex % subs.length] : undefined, explanation };
      })
      .filter((f) => !explanationRequired(f.reason) || !isBlank(f.explanation));
    fc.assert(
      fc.property(complete, (form) => {
        const result = v.safeParse(RequestRejectSchema, requestRejectPayload(form));
        expect(result.issues ?? []).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('the schema refuses what the rule would never send, naming the field', () => {
    const issuesOf = (body: unknown) => (v.safeParse(RequestRejectSchema, body).issues ?? []).map((i) => v.getDotPath(i));
    expect(issuesOf({ reason: 'RATES_MISMATCH', explanation: 'x' })).toEqual(['explanation']);
    expect(issuesOf({ reason: 'OTHER' })).toEqual(['explanation']);
    expect(issuesOf({ reason: 'RATES_MISMATCH', subReason: 'REPAIRS' })).toEqual(['subReason']);
    expect(issuesOf({ reason: 'NOPE' })).toEqual(['reason']);
  });

  it('sub-reasons belong to their reason only', () => {
    for (const reason of REQUEST_REJECT_REASONS) {
      for (const [other, subs] of Object.entries(REQUEST_REJECT_SUB_REASONS)) {
        for (const sub of subs ?? []) expect(isRequestSubReason(reason, sub)).toBe(other === reason);
      }
    }
    expect(isRequestSubReason('OTHER', 'ANYTHING')).toBe(false);
  });
});

describe('reject an inquiry (HC §5)', () => {
  it('sends the explanation only with reason OTHER; the message to the guest whenever it is not blank', () => {
    fc.assert(
      fc.property(inquiryForm, (form) => {
        const payload = inquiryRejectPayload(form);
        expect(payload.reason).toBe(form.reason);
        expect('explanation' in payload).toBe(form.reason === 'OTHER' && !isBlank(form.explanation));
        expect('message' in payload).toBe(!isBlank(form.message));
        if (payload.message !== undefined) expect(payload.message).toBe(form.message!.trim());
      }),
      { numRuns: 500 },
    );
  });

  it('complete forms pass the server’s schema; an explanation without OTHER does not', () => {
    const complete = inquiryForm.filter((f) => f.reason !== 'OTHER' || !isBlank(f.explanation));
    fc.assert(
      fc.property(complete, (form) => {
        expect(v.safeParse(InquiryRejectSchema, inquiryRejectPayload(form)).issues ?? []).toEqual([]);
      }),
      { numRuns: 300 },
    );
    expect((v.safeParse(InquiryRejectSchema, { reason: 'OVERBOOKING', explanation: 'x' }).issues ?? []).map((i) => v.getDotPath(i))).toEqual(['explanation']);
  });
});

describe('cancel a booking (HC §3)', () => {
  it('sends reason, the sub-reason and the explanation when given (explanation optional)', () => {
    fc.assert(
      fc.property(cancelForm, (form) => {
        const payload = bookingCancelPayload(form);
        expect(payload.reason).toBe(form.reason);
        expect('subReason' in payload).toBe(!isBlank(form.subReason));
        expect('explanation' in payload).toBe(!isBlank(form.explanation));
      }),
      { numRuns: 500 },
    );
  });

  it('complete forms pass the server’s schema', () => {
    const complete = fc
      .record({ reason: fc.constantFrom(...BOOKING_CANCEL_REASONS), subIndex: fc.option(fc.nat(), { nil: undefined }), explanation: optionalText })
      .map(({ reason, subIndex, explanation }) => {
        const subs = BOOKING_CANCEL_SUB_REASONS[reason] ?? [];
        return { reason, subReason: subIndex !== undefined && subs.length ? subs[subIndex % subs.length] : undefined, explanation };
      })
      .filter((f) => !explanationRequired(f.reason) || !isBlank(f.explanation));
    fc.assert(
      fc.property(complete, (form) => {
        const body = bookingCancelPayload(form);
        expect(v.safeParse(BookingCancelSchema, body).issues ?? []).toEqual([]);
        if (body.subReason) expect(isCancelSubReason(body.reason, body.subReason)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('phone numbers (HC §3 inquiry, HC §5)', () => {
  it('a number without a single digit is no number (null); one with digits is kept, trimmed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (phone) => {
        const result = phoneOrNull(phone);
        if (/\d/.test(phone)) expect(result).toBe(phone.trim());
        else expect(result).toBeNull();
      }),
      { numRuns: 500 },
    );
    expect(phoneOrNull(null)).toBeNull();
    expect(phoneOrNull(undefined)).toBeNull();
    expect(phoneOrNull(' +49 (0) 170 ')).toBe('+49 (0) 170');
    expect(phoneOrNull('n/a')).toBeNull();
  });
});
