import type { ThemeContent } from '@foyer/shared';
import { useEffect, useState } from 'react';
import { useScreenLocale } from './i18n/screen-language';
import { LOGICAL_ALIGN } from './logical-align';

/** The current time, updated on each new minute (one timer, set to the next minute boundary). */
export function useMinute(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const wait = 60_000 - (Date.now() % 60_000) + 50;
    const timer = setTimeout(() => setNow(new Date()), wait);
    return () => clearTimeout(timer);
  }, [now]);
  return now;
}

/**
 * The time, and the weekday and date when `clock` says so: in the screen's language and its
 * building's time zone when it has them (docs/product.md §16), else in the TV's own language and
 * zone. A zone the TV's Intl does not know is left out rather than break the clock.
 */
export function clockTexts(
  clock: ThemeContent['header']['clock'],
  now: Date,
  { lang, timeZone }: { lang?: string; timeZone?: string | null } = {},
): { time: string; date: string | null } {
  const locales = lang ? [lang] : [];
  const format = (options: Intl.DateTimeFormatOptions): string => {
    try {
      return new Intl.DateTimeFormat(locales, timeZone ? { ...options, timeZone } : options).format(now);
    } catch {
      return new Intl.DateTimeFormat(locales, options).format(now);
    }
  };
  return {
    time: format({ hour: '2-digit', minute: '2-digit' }),
    date: clock === 'date-time' ? format({ weekday: 'long', day: 'numeric', month: 'long' }) : null,
  };
}

/** The footer's clock: time and date on one line, as the footer's last item. */
export function FooterClock({ clock }: { clock: ThemeContent['footer']['clock'] }) {
  const now = useMinute();
  const locale = useScreenLocale();
  if (clock === 'none') return null;
  const { time, date } = clockTexts(clock, now, locale);
  return (
    <span data-part="footer-clock" style={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
      {date ? `${date} · ${time}` : time}
    </span>
  );
}

/**
 * The header's clock (docs/product.md §11): the screen's local time, and the date when chosen, in the TV's
 * own language; drawn opposite the logo in the wordmark's colour, or under the building's name
 * when the header stacks (docs/decisions/themes.md THM-33). The header keeps the time, since the
 * clock's width decides whether it fits beside the name.
 */
export function HeaderClock({
  time,
  date,
  color,
  size,
  align,
}: ReturnType<typeof clockTexts> & {
  color: string;
  size: number;
  align: 'left' | 'center' | 'right';
}) {
  return (
    <div
      data-part="header-clock"
      style={{
        // Never wrapped: the header moves it under the name instead.
        flex: '0 0 auto',
        whiteSpace: 'nowrap',
        textAlign: LOGICAL_ALIGN[align],
        color,
        lineHeight: 1.1,
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      <div style={{ fontSize: Math.round(size * 0.5), fontWeight: 700 }}>{time}</div>
      {date && (
        <div style={{ fontSize: Math.round(size * 0.24), fontWeight: 500, opacity: 0.85 }}>{date}</div>
      )}
    </div>
  );
}
