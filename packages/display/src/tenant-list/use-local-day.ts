import { localDay, msUntilNextLocalMidnight } from '@foyer/shared';
import { useEffect, useState } from 'react';

/** Long timers drift while a machine sleeps or its clock is set; look again at least hourly. */
const MAX_WAIT_MS = 60 * 60 * 1000;
/** Wake just after midnight, never just before it. */
const PAST_MIDNIGHT_MS = 250;

/**
 * Today's local calendar day ('YYYY-MM-DD'), changing at local midnight: the directory drops
 * moved-out companies and adds moved-in ones overnight, without a publish.
 */
export function useLocalDay(): string {
  const [day, setDay] = useState(() => localDay(new Date()));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const wait = Math.min(msUntilNextLocalMidnight(new Date()) + PAST_MIDNIGHT_MS, MAX_WAIT_MS);
      timer = setTimeout(() => {
        setDay(localDay(new Date()));
        schedule();
      }, wait);
    };
    schedule();
    return () => clearTimeout(timer);
  }, []);
  return day;
}
