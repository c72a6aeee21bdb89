import { describe, expect, it } from 'vitest';
import { commercialModelChangeable, guestsCanBook, initialBookingType, isHybrid } from '../../src/shared/domain/commercial-model';

describe('how a host works with guests', () => {
  it('commission guests book; subscription guests ask, so their units start as taking requests', () => {
    expect(guestsCanBook('commission')).toBe(true);
    expect(guestsCanBook('subscription')).toBe(false);
    expect(initialBookingType('commission')).toBeNull();
    expect(initialBookingType('subscription')).toBe('onRequest');
  });

  it('may change while no unit is, was or is about to be shown to guests', () => {
    expect(commercialModelChangeable([])).toBe(true);
    expect(commercialModelChangeable([{ status: 'IN_PROGRESS', publishedAt: null }, { status: 'DELETED', publishedAt: '2026-01-01' }])).toBe(true);
    for (const status of ['UNDER_REVIEW', 'APPROVED', 'PUBLISHED']) expect(commercialModelChangeable([{ status, publishedAt: null }]), status).toBe(false);
    // Unpublished again, but guests have seen it under the old model.
    expect(commercialModelChangeable([{ status: 'UNPUBLISHED', publishedAt: new Date('2026-03-01') }])).toBe(false);
  });

  it('a hybrid is a commission host with one of the bidding tags', () => {
    expect(isHybrid({ commercialModel: 'commission', biddingTag: 7 })).toBe(true);
    expect(isHybrid({ commercialModel: 'subscription', biddingTag: 7 })).toBe(false);
    expect(isHybrid({ commercialModel: 'commission', biddingTag: 8 })).toBe(false);
  });
});
