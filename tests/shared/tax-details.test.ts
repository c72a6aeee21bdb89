import { describe, expect, it } from 'vitest';
import { cutState, hasVat, issuesTaxId, taxErrorField, taxFormToWire, taxWireToForm } from '../../src/shared/domain/tax-details';

describe('tax details (AS §5)', () => {
  it('cuts state or province to 3 characters', () => {
    expect(cutState('Tirol')).toBe('Tir');
    expect(cutState(' FI ')).toBe('FI');
    expect(cutState(null)).toBe('');
  });

  it('maps the form field taxId to the first tax identification and back', () => {
    const wire = taxFormToWire({ countryIssueTaxId: 'it', taxId: ' RSSMRA80A01H501U ', userHasVatId: false, vatId: '' });
    expect(wire).toEqual({ countryIssueTaxId: 'IT', taxIdentifications: [{ id: 'RSSMRA80A01H501U', countryIsoCode: 'IT' }], userHasVatId: false });
    expect(taxWireToForm(wire)).toEqual({ countryIssueTaxId: 'IT', taxId: 'RSSMRA80A01H501U', userHasVatId: false, vatId: '' });
    expect(taxWireToForm(null).taxId).toBe('');
  });

  it('maps errors on the first tax identification id to the taxId field', () => {
    for (const name of ['taxId', 'taxIdentifications[0].id', 'taxIdentifications.0.id', 'company.taxIdentifications[0].id']) expect(taxErrorField(name)).toBe('taxId');
    expect(taxErrorField('taxIdentifications[1].id')).toBe('taxIdentifications[1].id');
    expect(taxErrorField('vatId')).toBe('vatId');
  });

  it('drops the tax id where the country issues none, and the VAT id unless the host has one', () => {
    expect(issuesTaxId('ae')).toBe(false);
    expect(taxFormToWire({ countryIssueTaxId: 'AE', taxId: '123', userHasVatId: true, vatId: 'AE1' }).taxIdentifications).toEqual([]);
    expect(taxFormToWire({ countryIssueTaxId: 'DE', taxId: '123', userHasVatId: false, vatId: 'DE123456789' })).not.toHaveProperty('vatId');
    expect(taxFormToWire({ countryIssueTaxId: 'DE', taxId: '123', userHasVatId: true, vatId: 'DE123456789' }).vatId).toBe('DE123456789');
    expect(hasVat('US')).toBe(false);
    expect(taxFormToWire({ countryIssueTaxId: 'US', taxId: '123', userHasVatId: true, vatId: 'X' })).toMatchObject({ userHasVatId: false });
  });
});
