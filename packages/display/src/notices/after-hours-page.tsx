import { SCREEN_MESSAGES_EN, type ThemeContent } from '@foyer/shared';
import { clockTexts, useMinute } from '../header-clock';
import { useScreenLocale, useScreenText } from '../i18n/screen-language';

/** Shown on the after-hours page when the theme gives no message of its own. */
export const AFTER_HOURS_DEFAULT_MESSAGE = SCREEN_MESSAGES_EN['afterHours.closed'];

/**
 * What a screen shows outside its building's opening hours when its theme asks for a page
 * instead of black (docs/decisions/schedules.md SCH-8): the theme's message and contact, and the
 * clock, on the theme's own background under its header.
 */
export function AfterHoursPage({ theme }: { theme: ThemeContent }) {
  const now = useMinute();
  const { message, contact, clock } = theme.afterHours;
  const text = useScreenText();
  const { time, date } = clockTexts('date-time', now, useScreenLocale());
  return (
    <section
      data-after-hours="page"
      style={{
        flex: '1 1 0px',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        padding: '48px 96px',
        color: theme.colors.textPrimary,
      }}
    >
      {clock && (
        <div style={{ fontVariantNumeric: 'tabular-nums', lineHeight: 1.05 }}>
          <div style={{ fontSize: 160, fontWeight: 700 }}>{time}</div>
          <div style={{ fontSize: 48, opacity: 0.85 }}>{date}</div>
        </div>
      )}
      <p
        style={{
          margin: clock ? '40px 0 0' : 0,
          fontSize: 72,
          fontWeight: 700,
          lineHeight: 1.2,
          maxWidth: 1600,
        }}
      >
        {message.trim() || text('afterHours.closed')}
      </p>
      {contact.trim() && (
        <p style={{ margin: '40px 0 0', fontSize: 48, lineHeight: 1.3, color: theme.colors.textSecondary }}>
          {contact}
        </p>
      )}
    </section>
  );
}
