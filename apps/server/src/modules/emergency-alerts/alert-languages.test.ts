import {
  ALERT_TEMPLATE_TEXT,
  ALERT_TRANSLATION_UNKNOWN,
  loadMessages,
  type EmergencyAlert,
  type EmergencyAlertList,
  type PlayerState,
  type ScreenEvent,
} from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth-helpers';
import { createOrgFixture, type OrgFixture } from '../../test/org-fixture';
import { linkedDevice, pairScreen, screenHeaders, type PairedScreen } from '../../test/screen-fixture';
import { useScreenStreams } from '../../test/stream-server';
import { DIALECTS, useTestApp } from '../../test/test-app';
import { addTheme } from '../../test/theme-fixture';

/** docs/product.md §16 "Alerts in the building's languages" (docs/decisions/languages.md LNG-22..24). */
describe.each(DIALECTS)('alerts in the buildings’ languages on %s', (dialect) => {
  const t = useTestApp(dialect);
  const app = () => t.current.app;
  const connect = useScreenStreams(app);

  async function linkedScreen(org: OrgFixture, subOrgId: string) {
    const screen = await pairScreen(app());
    const theme = await addTheme(app(), org.orgId, null);
    const device = await linkedDevice(app(), org.admin.token, screen, {
      org_id: org.orgId,
      sub_org_id: subOrgId,
      theme_id: theme.id,
    });
    return { screen, device };
  }

  const setLanguages = async (org: OrgFixture, building: OrgFixture['north'], languages: string[]) => {
    const res = await app().inject({
      method: 'POST',
      url: `/api/foyer/sub-organizations/${building.id}`,
      headers: bearer(org.owner.token),
      payload: { name: building.name, languages },
    });
    expect(res.statusCode).toBe(200);
  };

  const me = async (screen: PairedScreen) =>
    (await app().inject({ url: '/api/foyer/tv-devices/me', headers: screenHeaders(screen.secret) })).json<{
      data: PlayerState;
    }>().data;

  const start = (org: OrgFixture, payload: Record<string, unknown>) =>
    app().inject({
      method: 'POST',
      url: `/api/foyer/organizations/${org.orgId}/emergency-alerts`,
      headers: bearer(org.owner.token),
      payload,
    });

  const list = async (org: OrgFixture) =>
    (
      await app().inject({
        url: `/api/foyer/organizations/${org.orgId}/emergency-alerts`,
        headers: bearer(org.owner.token),
      })
    ).json<{ data: EmergencyAlertList }>().data;

  /** The organization's webhook, as a fire panel calls it with a new token. */
  const webhookOf = async (org: OrgFixture) => {
    const created = await app().inject({
      method: 'POST',
      url: `/api/foyer/organizations/${org.orgId}/alert-webhook`,
      headers: bearer(org.owner.token),
    });
    const token = created.json<{ data: { token: string } }>().data.token;
    return (payload: Record<string, unknown>) =>
      app().inject({
        method: 'POST',
        url: '/api/foyer/hooks/emergency-alerts',
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
  };

  const evacuate = {
    template: 'evacuate',
    title: ALERT_TEMPLATE_TEXT.evacuate.title,
    text: ALERT_TEMPLATE_TEXT.evacuate.text,
  };

  it('a template start fills the German of a German + English building from the messages, in one frame for all screens', async () => {
    const org = await createOrgFixture(app());
    await setLanguages(org, org.north, ['de', 'en']);
    await setLanguages(org, org.south, ['fr']);
    const north = await linkedScreen(org, org.north.id);
    const south = await linkedScreen(org, org.south.id);
    const northStream = await connect(north.screen.secret);
    const southStream = await connect(south.screen.secret);
    await northStream.next((e) => e.type === 'alert' && e.alert === null);
    await southStream.next((e) => e.type === 'alert' && e.alert === null);
    const de = await loadMessages('alert', 'de');
    const fr = await loadMessages('alert', 'fr');

    const res = await start(org, { ...evacuate, scope: { kind: 'buildings', ids: [org.north.id] } });
    expect(res.statusCode).toBe(201);
    // Only the languages of the buildings reached; English is the default title and text.
    expect(res.json<{ data: EmergencyAlert }>().data.translations).toEqual({
      de: { title: de['evacuate.title'], text: de['evacuate.text'] },
    });

    const event = await northStream.next((e: ScreenEvent) => e.type === 'alert' && e.alert !== null);
    const sent = event.type === 'alert' ? event.alert : null;
    expect(sent).toMatchObject({
      title: 'Evacuate the building',
      text: ALERT_TEMPLATE_TEXT.evacuate.text,
      translations: { de: { title: de['evacuate.title'], text: de['evacuate.text'] } },
      bands: { de: 'NOTFALL', en: 'EMERGENCY', ar: 'طوارئ' },
    });
    expect((await me(north.screen)).alert).toEqual({ ...sent, expires_in_ms: expect.any(Number) });
    expect((await list(org)).active[0]?.translations).toEqual(sent?.translations);

    // The whole organization: German and French, each from its messages, and the same frame to the
    // German + English screen and the French one (LNG-23): each picks its languages from it.
    const { title, text } = ALERT_TEMPLATE_TEXT.weather;
    const all = await start(org, { template: 'weather', title, text, scope: { kind: 'organization' } });
    expect(all.statusCode).toBe(201);
    const id = all.json<{ data: EmergencyAlert }>().data.id;
    const isWeather = (e: ScreenEvent) => e.type === 'alert' && e.alert?.id === id;
    const [toNorth, toSouth] = await Promise.all([northStream.next(isWeather), southStream.next(isWeather)]);
    expect(toNorth).toEqual(toSouth);
    expect(toNorth.type === 'alert' ? toNorth.alert : null).toMatchObject({
      translations: {
        de: { title: de['weather.title'], text: de['weather.text'] },
        fr: { title: fr['weather.title'], text: fr['weather.text'] },
      },
      bands: { de: de['band.warning'], fr: fr['band.warning'], en: 'WARNING' },
    });
    expect(Object.keys(all.json<{ data: EmergencyAlert }>().data.translations).sort()).toEqual(['de', 'fr']);
  });

  it('a start whose title or text is not the template’s fills no language: screens show the caller’s', async () => {
    const org = await createOrgFixture(app());
    await setLanguages(org, org.north, ['de']);
    const north = await linkedScreen(org, org.north.id);
    const hook = await webhookOf(org);
    const de = await loadMessages('alert', 'de');

    const text = 'Fire on floor 3 – do not use stair B';
    const res = await hook({ action: 'start', template: 'evacuate', text });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: { alert: EmergencyAlert } }>().data.alert.translations).toEqual({});
    const shown = (await me(north.screen)).alert;
    // No German template text: the German screen draws the caller's title and text (AlertScreen).
    expect(shown).toMatchObject({ title: ALERT_TEMPLATE_TEXT.evacuate.title, text, translations: {} });
    expect(JSON.stringify(shown)).not.toContain(de['evacuate.text']);

    // The dashboard alike: an edited title fills nothing, a language sent stays.
    const own = { de: { title: 'Feuer im 3. Stock', text: 'Treppe B nicht benutzen.' } };
    const edited = await start(org, {
      ...evacuate,
      title: 'Fire on floor 3',
      translations: own,
      scope: { kind: 'organization' },
    });
    expect(edited.statusCode).toBe(201);
    expect(edited.json<{ data: EmergencyAlert }>().data.translations).toEqual(own);
  });

  it('keeps the caller’s own text of a language, fills none for Custom, and repeats only with the same translations', async () => {
    const org = await createOrgFixture(app());
    await setLanguages(org, org.north, ['de', 'en']);
    const north = await linkedScreen(org, org.north.id);
    const own = { title: 'Bitte raus', text: 'Jetzt.' };
    const scope = { kind: 'organization' };

    const templated = await start(org, { ...evacuate, translations: { de: own }, scope });
    expect(templated.json<{ data: EmergencyAlert }>().data.translations).toEqual({ de: own });

    const custom = { template: 'custom', title: 'Water off', text: 'Until 14:00.', scope };
    const plain = await start(org, custom);
    expect(plain.statusCode).toBe(201);
    expect(plain.json<{ data: EmergencyAlert }>().data.translations).toEqual({});
    expect((await me(north.screen)).alert).toMatchObject({ title: 'Water off', translations: {} });

    const withGerman = { ...custom, translations: { de: { title: 'Kein Wasser', text: 'Bis 14 Uhr.' } } };
    const second = await start(org, withGerman);
    expect(second.statusCode).toBe(201);
    expect((await me(north.screen)).alert?.translations).toEqual(withGerman.translations);
    const again = await start(org, withGerman);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: EmergencyAlert }>().data.id).toBe(
      second.json<{ data: EmergencyAlert }>().data.id,
    );
  });

  it('refuses an unknown language, and a translation too long or without a title, naming the field', async () => {
    const org = await createOrgFixture(app());
    await linkedScreen(org, org.north.id);
    const scope = { kind: 'organization' };
    const bad: Array<[unknown, string, string]> = [
      [{ xx: { title: 'A', text: '' } }, 'translations.xx', ALERT_TRANSLATION_UNKNOWN],
      [{ de: { title: 'x'.repeat(81) } }, 'translations.de.title', 'Title must be at most 80 characters'],
      [{ de: { title: 'A', text: 'x'.repeat(401) } }, 'translations.de.text', 'Text must be at most 400'],
      [{ de: { text: 'Nur Text' } }, 'translations.de.title', 'Title is required'],
      [{ de: { title: '  ' } }, 'translations.de.title', 'Title is required'],
    ];
    for (const [translations, path, message] of bad) {
      const res = await start(org, { ...evacuate, translations, scope });
      expect(res.statusCode, JSON.stringify(translations)).toBe(400);
      const body = res.json<{ message: string; details: Array<{ path: string; message: string }> }>();
      expect(body.details, JSON.stringify(translations)).toContainEqual({
        path,
        message: expect.stringContaining(message),
      });
    }
    expect((await list(org)).active).toEqual([]);
  });

  it('the webhook’s template start fills the buildings’ languages, and takes its own translations', async () => {
    const org = await createOrgFixture(app());
    await setLanguages(org, org.north, ['ar', 'en']);
    const north = await linkedScreen(org, org.north.id);
    const hook = await webhookOf(org);
    const ar = await loadMessages('alert', 'ar');

    expect((await hook({ action: 'start', template: 'lockdown' })).statusCode).toBe(200);
    expect((await me(north.screen)).alert).toMatchObject({
      title: ALERT_TEMPLATE_TEXT.lockdown.title,
      translations: { ar: { title: ar['lockdown.title'], text: ar['lockdown.text'] } },
      bands: { ar: ar['band.danger'] },
    });
    expect((await hook({ action: 'end' })).statusCode).toBe(200);

    const own = { ar: { title: 'اخرجوا', text: '' } };
    const res = await hook({ action: 'start', template: 'evacuate', translations: own });
    expect(res.json<{ data: { alert: EmergencyAlert } }>().data.alert.translations).toEqual(own);
    const bad = await hook({
      action: 'start',
      template: 'evacuate',
      translations: { klingon: { title: 'A' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('translations.klingon');
  });
});
