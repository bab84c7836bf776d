import { PRODUCT_NAME } from '@foyer/shared';
import { escapeHtml, type Mail } from '../../platform/mail';

/** A screen as an e-mail names it. */
export interface OfflineScreen {
  name: string;
  /** Its sub-organization, or the organization's name for a screen of the whole organization. */
  building: string;
  /** Its last contact before the outage (ISO). */
  lastSeenAt: string;
  /** Back mails: its first known contact after the outage (ISO). */
  backAt?: string;
}

export interface AlertMailInput {
  to: string;
  recipientName: string;
  organizationName: string;
  /** At least one. */
  screens: readonly OfflineScreen[];
  /** Where the screens and the setting are in the dashboard. */
  devicesLink: string;
  settingsLink: string;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

/**
 * 'Tue 5 May 2026, 09:14 UTC': readable anywhere, unlike a guess at the reader's time zone.
 * Built by hand: Intl's punctuation differs between ICU versions.
 */
export function readableUtc(iso: string): string {
  const d = new Date(iso);
  const day = `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
  return `${day}, ${two(d.getUTCHours())}:${two(d.getUTCMinutes())} UTC`;
}

const unit = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** '11 minutes', '2 hours 5 minutes', '3 days 4 hours': precise enough for an outage. */
export function readableDuration(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  if (minutes < 1) return 'less than a minute';
  if (minutes < 60) return unit(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24)
    return minutes % 60 ? `${unit(hours, 'hour')} ${unit(minutes % 60, 'minute')}` : unit(hours, 'hour');
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${unit(days, 'day')} ${unit(hours % 24, 'hour')}` : unit(days, 'day');
}

const label = (screen: OfflineScreen) => `${screen.name} (${screen.building})`;

interface Parts {
  subject: string;
  intro: string;
  lines: { text: string; html: string }[];
  outro: string;
}

function compose(input: AlertMailInput, parts: Parts): Mail {
  const { to, recipientName, organizationName, devicesLink, settingsLink } = input;
  const why = `You get this e-mail as an Owner or Admin of ${organizationName}. Owners and Admins can change or turn off these e-mails in Settings:`;
  const text = [
    `Hello ${recipientName},`,
    '',
    parts.intro,
    '',
    ...parts.lines.map((line) => `- ${line.text}`),
    '',
    parts.outro,
    '',
    'Your screens:',
    devicesLink,
    '',
    why,
    settingsLink,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: system-ui, sans-serif; color: #111827;">
<p>Hello ${escapeHtml(recipientName)},</p>
<p>${escapeHtml(parts.intro)}</p>
<ul>
${parts.lines.map((line) => `<li>${line.html}</li>`).join('\n')}
</ul>
<p>${escapeHtml(parts.outro)}</p>
<p><a href="${escapeHtml(devicesLink)}" style="background:#3b82f6;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none;">Open your screens</a></p>
<p style="color:#6b7280;font-size:13px;">${escapeHtml(why)}<br><a href="${escapeHtml(settingsLink)}">${escapeHtml(settingsLink)}</a></p>
</body></html>
`;
  return { to, subject: parts.subject, text, html };
}

/** Both forms of a time: exact (ISO) and readable. */
function when(iso: string): { text: string; html: string } {
  const readable = readableUtc(iso);
  return {
    text: `${readable} (${iso})`,
    html: `<time datetime="${escapeHtml(iso)}">${escapeHtml(readable)}</time> (${escapeHtml(iso)})`,
  };
}

export interface OfflineMailInput extends AlertMailInput {
  /** For 'how long ago'. */
  now: Date;
  /** The organization's delay, which the e-mail states. */
  alertMinutes: number;
}

/** One e-mail for every screen of one organization found offline in one check. */
export function offlineMail(input: OfflineMailInput): Mail {
  const { screens, organizationName, now, alertMinutes } = input;
  const [first] = screens;
  const one = screens.length === 1 && first;
  const subject = one
    ? `Screen offline: ${label(first)}`
    : `${screens.length} screens offline in ${organizationName}`;
  const intro = one
    ? `A screen of ${organizationName} has not been in touch with ${PRODUCT_NAME} for ${unit(alertMinutes, 'minute')} or more:`
    : `${screens.length} screens of ${organizationName} have not been in touch with ${PRODUCT_NAME} for ${unit(alertMinutes, 'minute')} or more:`;
  const lines = screens.map((screen) => {
    const seen = when(screen.lastSeenAt);
    const ago = `${readableDuration(now.getTime() - Date.parse(screen.lastSeenAt))} ago`;
    return {
      text: `${label(screen)}: last seen ${seen.text}, ${ago}`,
      html: `<strong>${escapeHtml(screen.name)}</strong> (${escapeHtml(screen.building)}): last seen ${seen.html}, ${escapeHtml(ago)}`,
    };
  });
  const outro = `${one ? 'It' : 'They'} may be switched off, asleep, or without power or network. You will get another e-mail when ${one ? 'it is' : 'each is'} back.`;
  return compose(input, { subject, intro, lines, outro });
}

/** One e-mail for every screen of one organization found back in one check. */
export function backOnlineMail(input: AlertMailInput): Mail {
  const { screens, organizationName } = input;
  const [first] = screens;
  const one = screens.length === 1 && first;
  const subject = one
    ? `Screen back online: ${label(first)}`
    : `${screens.length} screens back online in ${organizationName}`;
  const intro = one
    ? `A screen of ${organizationName} reported offline is in touch with ${PRODUCT_NAME} again:`
    : `${screens.length} screens of ${organizationName} reported offline are in touch with ${PRODUCT_NAME} again:`;
  const lines = screens.map((screen) => {
    const backAt = screen.backAt ?? screen.lastSeenAt;
    const back = when(backAt);
    const before = when(screen.lastSeenAt);
    const gap = readableDuration(Date.parse(backAt) - Date.parse(screen.lastSeenAt));
    return {
      text: `${label(screen)}: back ${back.text}, after ${gap} without contact (last seen before: ${before.text})`,
      html: `<strong>${escapeHtml(screen.name)}</strong> (${escapeHtml(screen.building)}): back ${back.html}, after ${escapeHtml(gap)} without contact (last seen before: ${before.html})`,
    };
  });
  return compose(input, { subject, intro, lines, outro: 'No action is needed.' });
}
