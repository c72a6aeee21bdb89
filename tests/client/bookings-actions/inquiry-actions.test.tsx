// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InquiryActions } from '../../../src/client/features/bookings/actions/inquiry-actions';
import { bookingKeys } from '../../../src/client/api/bookings';
import { availabilityKeys } from '../../../src/client/api/availability';
import { fakeStaysApi } from './fake-stays-api';
import { renderActions } from './render-actions';
import { openInquiry } from './stays';

// Confirming and rejecting an inquiry with the real component and machine; fetch is the network boundary.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const INQ = '/api/app/booking-inquiries/HP-INQ001';

it('confirm asks once more, sets the inquiry from the answer and refreshes the overlapping days', async () => {
  const server = fakeStaysApi({ stays: [openInquiry()] });
  const view = renderActions(<InquiryActions inquiry={openInquiry()} />);
  view.client.setQueryData(bookingKeys.pendingCount, 2);
  view.client.setQueryData(availabilityKeys.events('unit-1', '2026-12-01', '2026-12-31'), { items: [] });
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  const dialog = screen.getByRole('dialog', { name: 'Confirm inquiry HP-INQ001?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, confirm' }));
  expect(await screen.findByText('Inquiry confirmed. The guest is told.', { selector: 'p' })).toBeTruthy();
  expect(server.writes()).toEqual([['POST', `${INQ}/confirm`, undefined]]);
  expect(view.client.getQueryData<{ status: string }>(bookingKeys.inquiry('HP-INQ001'))?.status).toBe('confirmed');
  // Requests are not inquiries: the pending count stays.
  expect(view.client.getQueryData(bookingKeys.pendingCount)).toBe(2);
  await waitFor(() => expect(view.client.getQueryState(availabilityKeys.events('unit-1', '2026-12-01', '2026-12-31'))?.isInvalidated).toBe(true));
  expect(view.missing).toEqual([]);
});

it('reject HC §5: no explanation field unless OTHER; the message to the guest is sent, trimmed', async () => {
  const server = fakeStaysApi({ stays: [openInquiry()] });
  renderActions(<InquiryActions inquiry={openInquiry()} />);
  await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
  const dialog = screen.getByRole('dialog', { name: 'Reject inquiry HP-INQ001' });
  expect(within(dialog).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
    'My calendar was not up to date',
    'The dates are already booked',
    'The price is not right',
    'The property is damaged',
    'Other reason',
  ]);
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Other reason' }));
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Explanation (required)' }), 'Renovation');
  await userEvent.click(within(dialog).getByRole('radio', { name: 'The dates are already booked' }));
  expect(within(dialog).queryByRole('textbox', { name: /Explanation/ })).toBeNull();
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message to the guest (optional)' }), '  Sorry, maybe next year!  ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject inquiry' }));
  expect(await screen.findByText('Inquiry rejected. The guest is told.', { selector: 'p' })).toBeTruthy();
  expect(server.writes()).toEqual([['POST', `${INQ}/reject`, { reason: 'OVERBOOKING', message: 'Sorry, maybe next year!' }]]);
});

it('reject with OTHER needs the explanation and sends it', async () => {
  const server = fakeStaysApi({ stays: [openInquiry()] });
  renderActions(<InquiryActions inquiry={openInquiry()} />);
  await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
  await userEvent.click(screen.getByRole('radio', { name: 'Other reason' }));
  await userEvent.click(screen.getByRole('button', { name: 'Reject inquiry' }));
  expect(screen.getByText('Explanation is required when the reason is Other.')).toBeTruthy();
  expect(server.writes()).toEqual([]);
  await userEvent.type(screen.getByRole('textbox', { name: 'Explanation (required)' }), 'Kitchen works');
  await userEvent.click(screen.getByRole('button', { name: 'Reject inquiry' }));
  await screen.findByText('Inquiry rejected. The guest is told.', { selector: 'p' });
  expect(server.writes()).toEqual([['POST', `${INQ}/reject`, { reason: 'OTHER', explanation: 'Kitchen works' }]]);
});

it('409 on confirm says the nights are taken, with the server detail', async () => {
  const server = fakeStaysApi({ stays: [openInquiry()] });
  server.failNextWrite(409, 'A booking holds these nights.');
  renderActions(<InquiryActions inquiry={openInquiry()} />);
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  await userEvent.click(screen.getByRole('button', { name: 'Yes, confirm' }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('These nights are no longer free, so the inquiry cannot be confirmed.');
  expect(alert.textContent).toContain('A booking holds these nights.');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm' })));
});

it('409 on reject says it was answered meanwhile', async () => {
  const server = fakeStaysApi({ stays: [openInquiry()] });
  server.failNextWrite(409);
  renderActions(<InquiryActions inquiry={openInquiry()} />);
  await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
  await userEvent.click(screen.getByRole('radio', { name: 'The property is damaged' }));
  await userEvent.click(screen.getByRole('button', { name: 'Reject inquiry' }));
  expect((await screen.findByRole('alert')).textContent).toContain('It was answered meanwhile or is no longer open.');
});
