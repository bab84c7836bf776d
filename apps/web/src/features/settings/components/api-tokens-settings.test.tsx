import { API_TOKEN_MESSAGES, type ApiToken } from '@foyer/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format-date';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithClient } from '../../../testing/render-with-client';
import { setUpSignedInTests } from '../../../testing/signed-in-tests';
import { ApiTokensSettings } from './api-tokens-settings';

setUpSignedInTests();

const TOKENS_PATH = '/api/foyer/organizations/o1/api-tokens';
const USED = '2026-03-05T08:30:00.000Z';
const nightly: ApiToken = {
  id: 't1',
  name: 'Nightly sync',
  scopes: ['read', 'tenants'],
  sub_org_id: 'b1',
  sub_org_name: 'North',
  created_at: '2026-03-01T10:00:00.000Z',
  created_by_name: 'Olivia Owner',
  expires_on: null,
  last_used_at: USED,
  hint: 'foyer_api_3kT9',
};

/** The server's list: a created token joins it, a revoked one leaves it. */
function mockTokens(start: ApiToken[]) {
  let tokens = start;
  return mockApi({
    [`GET ${TOKENS_PATH}`]: () => json({ success: true, data: tokens }),
    [`GET /api/foyer/organizations/o1/sub-organizations`]: () =>
      json({
        success: true,
        data: [{ id: 'b1', org_id: 'o1', name: 'North', description: '', slug: 'north', created_at: '' }],
      }),
    [`POST ${TOKENS_PATH}`]: (call) => {
      const body = call.body as { name: string; scopes: ApiToken['scopes'] };
      const created = {
        ...nightly,
        id: 't2',
        name: body.name,
        scopes: body.scopes,
        sub_org_id: null,
        sub_org_name: null,
        last_used_at: null,
      };
      tokens = [created, ...tokens];
      return json(
        {
          success: true,
          message: API_TOKEN_MESSAGES.created,
          data: { ...created, token: 'foyer_api_secret' },
        },
        201,
      );
    },
    [`POST /api/foyer/api-tokens/t1/revoke`]: () => {
      tokens = tokens.filter((token) => token.id !== 't1');
      return json({ success: true, message: API_TOKEN_MESSAGES.revoked, data: null });
    },
  });
}

const section = () => within(screen.getByRole('region', { name: 'API tokens' }));

describe('ApiTokensSettings', () => {
  it('lists each token with its scopes, building and last use', async () => {
    mockTokens([nightly]);
    renderWithClient(<ApiTokensSettings orgId="o1" />);
    const row = within(await screen.findByTestId('api-token'));
    expect(row.getByText('Nightly sync')).toBeTruthy();
    expect(row.getByText('foyer_api_3kT9…')).toBeTruthy();
    expect(row.getByText('Read')).toBeTruthy();
    expect(row.getByText('Tenants')).toBeTruthy();
    expect(row.getByText('North')).toBeTruthy();
    expect(row.getByText('Never')).toBeTruthy();
    expect(row.getByText(formatDateTime(USED))).toBeTruthy();
  });

  it('creates a token and shows its secret once, with the warning', async () => {
    const { calls } = mockTokens([]);
    renderWithClient(<ApiTokensSettings orgId="o1" />);
    expect(await section().findByText('No API tokens yet.')).toBeTruthy();
    fireEvent.click(section().getByRole('button', { name: 'New token' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New API token' }));
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'Nightly sync' } });
    fireEvent.click(dialog.getByRole('checkbox', { name: /Tenants/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Create token' }));
    expect((await screen.findByTestId('api-token-secret')).textContent).toBe('foyer_api_secret');
    expect(screen.getByText('Copy this token now. It will not be shown again.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Nightly sync',
      scopes: ['read', 'tenants'],
      sub_org_id: null,
      expires_on: null,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('api-token-secret')).toBeNull());
    expect(await section().findByText('Nightly sync')).toBeTruthy();
  });

  it('asks for at least one scope before creating', async () => {
    const { calls } = mockTokens([]);
    renderWithClient(<ApiTokensSettings orgId="o1" />);
    fireEvent.click(await section().findByRole('button', { name: 'New token' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New API token' }));
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'Empty' } });
    fireEvent.click(dialog.getByRole('checkbox', { name: /Read/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Create token' }));
    expect(await dialog.findByText(API_TOKEN_MESSAGES.scopesRequired)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('revokes a token only after asking', async () => {
    const { calls } = mockTokens([nightly]);
    renderWithClient(<ApiTokensSettings orgId="o1" />);
    fireEvent.click(await section().findByRole('button', { name: 'Revoke Nightly sync' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Revoke "Nightly sync"?' }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    fireEvent.click(confirm.getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(section().getByText('No API tokens yet.')).toBeTruthy());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/foyer/api-tokens/t1/revoke',
    ]);
  });
});
