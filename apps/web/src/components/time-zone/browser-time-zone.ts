import { isTimeZone } from '@foyer/shared';

/** The browser's own IANA zone ('Europe/Berlin'); none when it reports none or no place's zone. */
export function browserTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : undefined;
}
