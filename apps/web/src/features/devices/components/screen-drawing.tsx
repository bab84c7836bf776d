import { AlertScreen, NO_PLACE, ThemePreview } from '@foyer/display';
import type { ScreenShowing, TenantEntry, Theme } from '@foyer/shared';
import { Moon } from 'lucide-react';
import { memo } from 'react';
import { cn } from '../../../lib/cn';
import { DEVICES_TEXT } from '../messages';

/**
 * A device card's picture: its theme and list drawn by the screen's own renderer with what its
 * screen last reported it draws (docs/decisions/schedules.md SCH-11): the notices on screen, the
 * emergency alert over everything, and black or the after-hours page while it sleeps. No
 * screenshot travels; before a report it is the theme and list as they will show. Memoized: a
 * refetch that changes a device's status or versions draws its card again, not its picture
 * (about 20 ms each, DEV-19), unless its theme, list or report changed.
 */
export const ScreenDrawing = memo(function ScreenDrawing({
  theme,
  entries,
  showing,
  className,
}: {
  theme: Theme | undefined;
  entries: TenantEntry[];
  showing: ScreenShowing | undefined;
  className?: string;
}) {
  if (!theme) {
    return (
      <div className={cn('flex h-full items-center justify-center text-xs text-zinc-400', className)}>
        {DEVICES_TEXT.noTheme}
      </div>
    );
  }
  const asleep = showing?.asleep ?? false;
  // The screen's words in its building's languages, as the player draws them (docs/product.md §16).
  const languages = showing?.languages;
  const place = { ...NO_PLACE, languages };
  const afterHoursPage = asleep && theme.afterHours.mode === 'page';
  const alert = showing?.alert ?? null;
  if (asleep && !afterHoursPage && !alert) {
    return (
      <div
        className={cn('flex h-full items-center justify-center bg-black text-zinc-500', className)}
        data-screen-drawing="asleep"
        title={DEVICES_TEXT.drawingAsleep}
      >
        <Moon className="size-5" aria-hidden />
        <span className="sr-only">{DEVICES_TEXT.drawingAsleep}</span>
      </div>
    );
  }
  // The after-hours clock would show this browser's time, not the screen's: left out here.
  const drawn = afterHoursPage ? { ...theme, afterHours: { ...theme.afterHours, clock: false } } : theme;
  return (
    <div className={cn('relative h-full overflow-hidden', className)} data-screen-drawing="directory">
      <ThemePreview
        theme={drawn}
        tenants={entries}
        animate={false}
        notices={showing?.notices}
        afterHours={afterHoursPage}
        place={place}
      />
      {alert && (
        <div className="absolute inset-0" data-screen-drawing="alert">
          <AlertScreen alert={alert} languages={languages} />
        </div>
      )}
    </div>
  );
});
