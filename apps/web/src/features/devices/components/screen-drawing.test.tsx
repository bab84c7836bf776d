import { themeRecord } from '@foyer/shared/testing';
import { SAMPLE_DIRECTORY, type ScreenShowing } from '@foyer/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScreenDrawing } from './screen-drawing';

const reported = (fields: Partial<ScreenShowing>): ScreenShowing => ({
  device_id: 'd1',
  reported: true,
  version: 3,
  asleep: false,
  alert: null,
  notices: [],
  languages: ['en'],
  ...fields,
});
const entries = SAMPLE_DIRECTORY.slice(0, 3);

/** docs/decisions/schedules.md SCH-11: a device card draws what its screen reported. */
describe('ScreenDrawing', () => {
  it('draws the notices its screen shows, where the theme puts them', async () => {
    render(
      <ScreenDrawing
        theme={themeRecord()}
        entries={entries}
        showing={reported({
          notices: [
            { id: 'n1', title: 'Lift service on Saturday', text: '', image_url: '', tone: 'attention' },
          ],
        })}
      />,
    );
    expect(await screen.findByText('Lift service on Saturday')).toBeTruthy();
  });

  it('draws the alert over the directory', () => {
    render(
      <ScreenDrawing
        theme={themeRecord()}
        entries={entries}
        showing={reported({
          alert: { id: 'a1', title: 'Evacuate the building', text: 'Now.', tone: 'danger' },
        })}
      />,
    );
    expect(screen.getByText('Evacuate the building')).toBeTruthy();
  });

  it('speaks its building’s languages: the headings and the alert in German and English', async () => {
    render(
      <ScreenDrawing
        theme={themeRecord()}
        entries={entries}
        showing={reported({
          languages: ['de', 'en'],
          alert: {
            id: 'a1',
            title: 'Evacuate the building',
            text: 'Now.',
            tone: 'danger',
            translations: { de: { title: 'Gebäude sofort verlassen', text: 'Jetzt.' } },
            bands: { de: 'NOTFALL', en: 'EMERGENCY' },
          },
        })}
      />,
    );
    expect((await screen.findAllByText('Gebäude sofort verlassen')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Evacuate the building').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/NOTFALL · EMERGENCY/).length).toBeGreaterThan(0);
    expect(await screen.findByRole('columnheader', { name: 'Firma · Company Name' })).toBeTruthy();
  });

  it('asleep: black, or the theme’s after-hours page', async () => {
    const { container, rerender } = render(
      <ScreenDrawing theme={themeRecord()} entries={entries} showing={reported({ asleep: true })} />,
    );
    expect(container.querySelector('[data-screen-drawing="asleep"]')).not.toBeNull();
    const withPage = themeRecord();
    withPage.afterHours = { ...withPage.afterHours, mode: 'page', message: 'Reception opens at 07:00' };
    rerender(<ScreenDrawing theme={withPage} entries={entries} showing={reported({ asleep: true })} />);
    expect(await screen.findByText('Reception opens at 07:00')).toBeTruthy();
  });

  it('before any report: the theme and list as they will show', () => {
    const { container } = render(
      <ScreenDrawing theme={themeRecord()} entries={entries} showing={undefined} />,
    );
    expect(container.querySelector('[data-screen-drawing="directory"]')).not.toBeNull();
    expect(container.querySelector('[data-notice-band]')).toBeNull();
  });
});
