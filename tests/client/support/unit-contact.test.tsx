// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import { userInfo } from '../../shared/user-info-fixture';
import { renderApp } from './render-app';
import { testProperty, testUnit } from './step-form';
import { fakeListingServer } from '../property-management/fake-listing-server';


// A unit's management page offers the contact form with the property topics and that unit
// preselected (AS §3 "Support message": propertyUnitId).

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PROPERTY_TOPICS = [
  { name: 'Wrong or missing property information', value: 'property-information-issue' },
  { name: "I don't have the requested information", value: 'requested-information-not-available' },
  { name: 'I need the requirements explained', value: 'requirements-clarification-needed' },
];

describe('contact support from a unit page', () => {
  it('sends the message about the unit with a property topic', async () => {
    const server = fakeListingServer({
      properties: [testProperty({ id: 'prop-1', title: 'Casa Marina', propertyType: 'multi', state: 'PUBLISHED', unitIds: ['unit-1'] })],
      units: [testUnit({ publicId: 'unit-1', propertyId: 'prop-1', propertyType: 'multi', title: 'Sea-view room', state: 'PUBLISHED' })],
    });
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    server.once('GET /api/app/user/contact-form/topics', () => json(PROPERTY_TOPICS));
    server.once('POST /api/app/user/contact-form', () => json({ id: '0190f1a2-0000-7000-8000-0000000000a1', createdAt: '2026-11-27T10:00:00.000Z' }, 201));
    const user = setupUser();
    const { missing } = await renderApp({ user: userInfo(), path: '/properties/prop-1/units/unit-1' });
    await user.click(await screen.findByRole('button', { name: 'Contact support about this unit' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact support' });
    await within(dialog).findByRole('option', { name: "I don't have the requested information" });
    const topicsCall = server.callsTo('GET', '/api/app/user/contact-form/topics')[0];
    expect(topicsCall).toBeTruthy();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Topic' }), 'requested-information-not-available');
    await user.type(within(dialog).getByRole('textbox', { name: 'Details' }), 'Which tax number do you need?');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Thank you! Your message has reached our support team.')).toBeTruthy();
    const sent = server.callsTo('POST', '/api/app/user/contact-form')[0];
    expect(JSON.parse(sent!.body)).toEqual({ topic: 'requested-information-not-available', body: 'Which tax number do you need?', pageId: 'properties', propertyUnitId: 'unit-1' });
    expect(missing).toEqual([]);
  });
});
