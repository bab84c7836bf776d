import type { MailBacklog, Role } from '@foyer/shared';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, testUser } from '../../../testing/mock-api';
import { renderWithClient } from '../../../testing/render-with-client';
import { setUpSignedInTests } from '../../../testing/signed-in-tests';
import { MailBacklogBanner } from './mail-backlog-banner';

setUpSignedInTests();

const banner = () => screen.queryByRole('region', { name: 'E-mail delivery' });
const BACKLOG_PATH = `/api/organizations/${testUser.org_id}/mail-backlog`;

/** Today at 09:14 in the viewer's own time zone. */
function todayAt914(): string {
  const date = new Date();
  date.setHours(9, 14, 0, 0);
  return date.toISOString();
}

function renderFor(role: Role, backlog: MailBacklog) {
  const api = mockApi({ [`GET ${BACKLOG_PATH}`]: () => json({ success: true, data: backlog }) });
  renderWithClient(<MailBacklogBanner user={{ ...testUser, role }} />);
  return api;
}

describe('MailBacklogBanner', () => {
  it.each(['Owner', 'Admin'] as const)(
    "tells an %s how many e-mails wait and since when, in the viewer's time",
    async (role) => {
      renderFor(role, { waiting: 3, waiting_since: todayAt914(), stalled: true });
      const shown = await screen.findByRole('region', { name: 'E-mail delivery' });
      expect(shown.textContent).toMatch(/^3 e-mails waiting: the mail server has not answered since 0?9:14/);
    },
  );

  it('says one e-mail in the singular', async () => {
    renderFor('Owner', { waiting: 1, waiting_since: todayAt914(), stalled: true });
    expect((await screen.findByRole('region', { name: 'E-mail delivery' })).textContent).toContain(
      '1 e-mail waiting:',
    );
  });

  it('says nothing while mail waits only briefly (the server is answering)', async () => {
    const { calls } = renderFor('Owner', { waiting: 2, waiting_since: todayAt914(), stalled: false });
    await expect.poll(() => calls.length).toBe(1);
    expect(banner()).toBeNull();
  });

  it.each(['Editor', 'Viewer'] as const)('shows nothing to the %s and does not ask', async (role) => {
    const { calls } = renderFor(role, { waiting: 3, waiting_since: todayAt914(), stalled: true });
    // Effects and the fetches they would start have run.
    await act(async () => {});
    expect(calls).toEqual([]);
    expect(banner()).toBeNull();
  });
});
