import type { AlertWebhook } from '@foyer/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/format-date';
import { json, mockApi, type MockAnswer } from '../../../testing/mock-api';
import { renderWithClient } from '../../../testing/render-with-client';
import { setUpSignedInTests } from '../../../testing/signed-in-tests';
import { refused, WEBHOOK_PATH } from './alerts.testing';
import { WebhookSettings } from './webhook-settings';

setUpSignedInTests();
// Sonner keeps the toasts still up and shows them to the next test's Toaster: each test starts without.

const CREATED = '2026-03-04T10:00:00.000Z';
const USED = '2026-03-05T08:30:00.000Z';
const off: AlertWebhook = { enabled: false, created_at: null, last_used_at: null };
const on: AlertWebhook = { enabled: true, created_at: CREATED, last_used_at: null };
const webhook = (data: AlertWebhook) => json({ success: true, data });
const notAllowed = 'Only Owners and Admins can start or end emergency alerts';

type Answer = () => MockAnswer | Promise<MockAnswer>;

/** The webhook's state on the server: a created token turns it on, a revoke turns it off. */
function mockWebhook(start: AlertWebhook, { create, revoke }: { create?: Answer; revoke?: Answer } = {}) {
  let state = start;
  return mockApi({
    [`GET ${WEBHOOK_PATH}`]: () => webhook(state),
    [`POST ${WEBHOOK_PATH}`]: async () => {
      const answer = create ? await create() : webhook({ ...on, token: 'whk_first' });
      if ((answer.status ?? 200) < 300) state = on;
      return answer;
    },
    [`DELETE ${WEBHOOK_PATH}`]: async () => {
      const answer = revoke ? await revoke() : json({ success: true, data: null });
      if ((answer.status ?? 200) < 300) state = off;
      return answer;
    },
  });
}

const section = () => within(screen.getByRole('region', { name: 'Alert webhook' }));
const stateText = () => screen.getByTestId('webhook-state').textContent;

describe('WebhookSettings', () => {
  it('says the webhook is off, and creates a token that shows once, in the example too', async () => {
    let answer: (value: MockAnswer) => void = () => undefined;
    const { calls } = mockWebhook(off, { create: () => new Promise((resolve) => (answer = resolve)) });
    renderWithClient(<WebhookSettings orgId="o1" />);
    expect(
      section().getByText(
        'Lets a fire panel or mass-notification system start and end a template alert. Keep the token secret: anyone with it can put an alert on your screens.',
      ),
    ).toBeTruthy();
    expect((section().getByRole('button', { name: 'Create token' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await waitFor(() => expect(stateText()).toBe('No token yet. The webhook is off.'));
    expect(screen.getByText(/Bearer <your token>/)).toBeTruthy();

    const create = section().getByRole('button', { name: 'Create token' }) as HTMLButtonElement;
    expect(create.disabled).toBe(false);
    fireEvent.click(create);
    await waitFor(() => expect(create.getAttribute('aria-busy')).toBe('true'));
    expect(create.disabled).toBe(true);

    answer(webhook({ ...on, token: 'whk_first' }));
    expect((await screen.findByTestId('webhook-token')).textContent).toBe('whk_first');
    expect(screen.getByText('Copy this token now. It is shown only once.')).toBeTruthy();
    expect(screen.getByText(/Bearer whk_first/)).toBeTruthy();
    expect(
      screen.getByText(new RegExp(`curl -X POST ${window.location.origin}/api/foyer/hooks/emergency-alerts`)),
    ).toBeTruthy();
    await waitFor(() => expect(stateText()).toBe(`On since ${formatDateTime(CREATED)}. Not called yet.`));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({ path: WEBHOOK_PATH, body: {} }),
    ]);
  });

  it("says the server's reason after 'Could not change the webhook' when it refuses the token", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockWebhook(off, { create: () => refused(403, 'FORBIDDEN', notAllowed) });
    renderWithClient(<WebhookSettings orgId="o1" />);
    await waitFor(() => expect(stateText()).toBe('No token yet. The webhook is off.'));
    fireEvent.click(section().getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText(`Could not change the webhook: ${notAllowed}`)).toBeTruthy();
    expect(screen.queryByTestId('webhook-token')).toBeNull();
    expect((section().getByRole('button', { name: 'Create token' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('says when the token was last used', async () => {
    mockWebhook({ ...on, last_used_at: USED });
    renderWithClient(<WebhookSettings orgId="o1" />);
    await waitFor(() =>
      expect(stateText()).toBe(`On since ${formatDateTime(CREATED)}. Last call ${formatDateTime(USED)}.`),
    );
    expect(section().queryByRole('button', { name: 'Create token' })).toBeNull();
  });

  it('rotates the token after asking, and is busy meanwhile', async () => {
    let answer: (value: MockAnswer) => void = () => undefined;
    const { calls } = mockWebhook(on, { create: () => new Promise((resolve) => (answer = resolve)) });
    renderWithClient(<WebhookSettings orgId="o1" />);
    fireEvent.click(await section().findByRole('button', { name: 'Rotate token' }));
    const question = within(await screen.findByRole('alertdialog', { name: 'Rotate the webhook token?' }));
    expect(
      question.getByText('The current token stops working at once. Update the systems that use it.'),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.click(question.getByRole('button', { name: 'Rotate token' }));
    const rotate = question.getByRole('button', { name: 'Rotate token' }) as HTMLButtonElement;
    await waitFor(() => expect(rotate.getAttribute('aria-busy')).toBe('true'));
    expect(rotate.disabled).toBe(true);
    expect((question.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);

    answer(webhook({ ...on, token: 'whk_second' }));
    expect((await screen.findByTestId('webhook-token')).textContent).toBe('whk_second');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('revokes the token after asking, hides the one shown, and says so', async () => {
    const { calls } = mockWebhook(off);
    renderWithClient(<WebhookSettings orgId="o1" />);
    await waitFor(() => expect(stateText()).toBe('No token yet. The webhook is off.'));
    fireEvent.click(section().getByRole('button', { name: 'Create token' }));
    expect(await screen.findByTestId('webhook-token')).toBeTruthy();

    fireEvent.click(await section().findByRole('button', { name: 'Revoke' }));
    const question = within(await screen.findByRole('alertdialog', { name: 'Revoke the webhook token?' }));
    expect(question.getByText('Calls with it are refused from now on.')).toBeTruthy();
    fireEvent.click(question.getByRole('button', { name: 'Revoke' }));

    expect(await screen.findByText('Webhook token revoked')).toBeTruthy();
    expect(screen.queryByTestId('webhook-token')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(stateText()).toBe('No token yet. The webhook is off.'));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it("says the server's reason when it refuses to revoke, and keeps the webhook on", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockWebhook(on, { revoke: () => refused(403, 'FORBIDDEN', notAllowed) });
    renderWithClient(<WebhookSettings orgId="o1" />);
    fireEvent.click(await section().findByRole('button', { name: 'Revoke' }));
    const question = within(await screen.findByRole('alertdialog', { name: 'Revoke the webhook token?' }));
    fireEvent.click(question.getByRole('button', { name: 'Revoke' }));

    expect(await screen.findByText(`Could not change the webhook: ${notAllowed}`)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(stateText()).toBe(`On since ${formatDateTime(CREATED)}. Not called yet.`);
    expect(screen.queryByText('Webhook token revoked')).toBeNull();
  });

  it("says 'Could not change the webhook' alone when the server cannot be reached", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockWebhook(on, { create: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderWithClient(<WebhookSettings orgId="o1" />);
    fireEvent.click(await section().findByRole('button', { name: 'Rotate token' }));
    const question = within(await screen.findByRole('alertdialog', { name: 'Rotate the webhook token?' }));
    fireEvent.click(question.getByRole('button', { name: 'Rotate token' }));
    expect(await screen.findByText('Could not change the webhook')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('copies the new token', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    mockWebhook(off);
    renderWithClient(<WebhookSettings orgId="o1" />);
    await waitFor(() => expect(stateText()).toBe('No token yet. The webhook is off.'));
    fireEvent.click(section().getByRole('button', { name: 'Create token' }));
    fireEvent.click(await section().findByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('whk_first');
  });
});
