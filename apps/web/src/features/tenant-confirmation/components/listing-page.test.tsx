import { TENANT_CONFIRMATION_MESSAGES, type PublicListing } from '@foyer/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../testing/mock-api';
import { ListingPage } from './listing-page';

const TOKEN = 'a'.repeat(43);
const BASE = `/api/foyer/public/listings/${TOKEN}`;

const listing = (overrides: Partial<PublicListing> = {}): PublicListing => ({
  building_name: 'Harbour Point',
  organization_name: 'Harbor Properties',
  listing: { company_name: 'Acme Law LLP', floor: '3', suite_room: '301', category: 'Law', logo_url: '' },
  theme: null,
  expires_at: '2026-12-24T10:00:00.000Z',
  answer: 'none',
  answered_at: null,
  pending: null,
  ...overrides,
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ListingPage token={TOKEN} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ListingPage', () => {
  it('shows the listing, and Correct thanks the company', async () => {
    const { calls } = mockApi({
      [`GET ${BASE}`]: () => json({ success: true, data: listing() }),
      [`POST ${BASE}/confirm`]: () => json({ success: true, data: listing({ answer: 'confirmed' }) }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Is your listing correct?' })).toBeTruthy();
    const asListed = screen.getByRole('region', { name: 'As listed now' });
    expect(asListed.textContent).toContain('Acme Law LLP');
    expect(asListed.textContent).toContain('301');
    fireEvent.click(screen.getByRole('button', { name: "Yes, it's correct" }));
    expect(await screen.findByRole('heading', { name: TENANT_CONFIRMATION_MESSAGES.confirmed })).toBeTruthy();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(`POST ${BASE}/confirm`);
  });

  it('sends a suggestion with every field as it should read', async () => {
    const { calls } = mockApi({
      [`GET ${BASE}`]: () => json({ success: true, data: listing() }),
      [`POST ${BASE}/suggestion`]: ({ body }) =>
        json({
          success: true,
          data: listing({ answer: 'suggested', pending: { ...listing().listing, ...(body as object) } }),
        }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Suggest changes' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Suite' }), { target: { value: '410' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send suggestion' }));
    expect(await screen.findByRole('heading', { name: TENANT_CONFIRMATION_MESSAGES.suggested })).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      company_name: 'Acme Law LLP',
      floor: '3',
      suite_room: '410',
      category: 'Law',
      logo_url: '',
    });
    expect(screen.getByRole('heading', { name: 'Your suggestion is waiting for review' })).toBeTruthy();
  });

  it('says clearly when the link does not work', async () => {
    mockApi({
      [`GET ${BASE}`]: () =>
        json({ success: false, code: 'NOT_FOUND', message: TENANT_CONFIRMATION_MESSAGES.linkNotFound }, 404),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'This link does not work any more' })).toBeTruthy();
    expect(screen.getByText(TENANT_CONFIRMATION_MESSAGES.linkNotFoundHint)).toBeTruthy();
  });
});
