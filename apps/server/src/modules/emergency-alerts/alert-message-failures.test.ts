import type * as shared from '@foyer/shared';
import { ALERT_TEMPLATE_TEXT, type Device, type PlayerState } from '@foyer/shared';
import { describe, expect, it, vi } from 'vitest';
import { bearer } from '../../test/auth-helpers';
import { createOrgFixture } from '../../test/org-fixture';
import { pairScreen, screenHeaders } from '../../test/screen-fixture';
import { useTestApp } from '../../test/test-app';
import { addTheme } from '../../test/theme-fixture';

/** Which message loads fail, as a message chunk that cannot be read would. */
const failing = vi.hoisted(() => ({ bands: false, template: false }));
vi.mock('@foyer/shared', async (importOriginal) => {
  const actual = await importOriginal<typeof shared>();
  return {
    ...actual,
    alertBandWords: (tone: shared.AlertTone) =>
      failing.bands ? Promise.reject(new Error('chunk failed')) : actual.alertBandWords(tone),
    alertTemplateText: (template: shared.AlertTemplate, lang: shared.VisitorLanguage) =>
      failing.template ? Promise.reject(new Error('chunk failed')) : actual.alertTemplateText(template, lang),
  };
});

/**
 * docs/decisions/languages.md LNG-22, LNG-23: an emergency never waits on the alert message files.
 * SQLite only: the band words are loaded once per process, whatever the database, so a second dialect
 * in this file would find them loaded.
 */
describe('alert messages that fail to load', () => {
  const t = useTestApp('sqlite');
  const app = () => t.current.app;

  it('sends the alert without bands, and the next alert loads them again', async () => {
    const org = await createOrgFixture(app());
    const screen = await pairScreen(app());
    const theme = await addTheme(app(), org.orgId, null);
    const linked = await app().inject({
      method: 'POST',
      url: '/api/foyer/devices',
      headers: bearer(org.admin.token),
      payload: { org_id: org.orgId, sub_org_id: org.north.id, pairing_code: screen.code, theme_id: theme.id },
    });
    expect(linked.json<{ data: Device }>().data.id).toBeTruthy();
    const start = (template: 'evacuate' | 'weather') =>
      app().inject({
        method: 'POST',
        url: `/api/foyer/organizations/${org.orgId}/emergency-alerts`,
        headers: bearer(org.owner.token),
        payload: {
          template,
          title: ALERT_TEMPLATE_TEXT[template].title,
          text: ALERT_TEMPLATE_TEXT[template].text,
          scope: { kind: 'organization' },
        },
      });
    const shown = async () =>
      (await app().inject({ url: '/api/foyer/tv-devices/me', headers: screenHeaders(screen.secret) })).json<{
        data: PlayerState;
      }>().data.alert;
    const log = vi.spyOn(app().log, 'error');

    failing.bands = true;
    expect((await start('evacuate')).statusCode).toBe(201);
    const first = await shown();
    expect(first).toMatchObject({ title: ALERT_TEMPLATE_TEXT.evacuate.title });
    expect(first).not.toHaveProperty('bands');
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), expect.any(String));

    // Not cached as failed: the next alert has them.
    failing.bands = false;
    expect((await start('weather')).statusCode).toBe(201);
    expect((await shown())?.bands).toMatchObject({ en: 'WARNING', de: 'WARNUNG' });
  });

  it('starts a template alert whose languages cannot be filled, with the default title and text', async () => {
    const org = await createOrgFixture(app());
    const building = await app().inject({
      method: 'POST',
      url: `/api/foyer/sub-organizations/${org.north.id}`,
      headers: bearer(org.owner.token),
      payload: { name: org.north.name, languages: ['de'] },
    });
    expect(building.statusCode).toBe(200);
    const screen = await pairScreen(app());
    const theme = await addTheme(app(), org.orgId, null);
    await app().inject({
      method: 'POST',
      url: '/api/foyer/devices',
      headers: bearer(org.admin.token),
      payload: { org_id: org.orgId, sub_org_id: org.north.id, pairing_code: screen.code, theme_id: theme.id },
    });
    failing.template = true;
    const res = await app().inject({
      method: 'POST',
      url: `/api/foyer/organizations/${org.orgId}/emergency-alerts`,
      headers: bearer(org.owner.token),
      payload: {
        template: 'lockdown',
        title: ALERT_TEMPLATE_TEXT.lockdown.title,
        text: ALERT_TEMPLATE_TEXT.lockdown.text,
        scope: { kind: 'organization' },
      },
    });
    failing.template = false;
    expect(res.statusCode).toBe(201);
    expect(res.json<{ data: { translations: object } }>().data.translations).toEqual({});
  });
});
