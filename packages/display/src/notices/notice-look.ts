import type { NoticeTone, ScreenNotice } from '@foyer/shared';

/** What a screen draws of a notice; its windows are the player's business. */
export type ShownNotice = Pick<ScreenNotice, 'id' | 'title' | 'text' | 'image_url' | 'tone'>;

/**
 * Each tone's colours, high contrast from across a lobby: white on blue 8.6:1, near-black on
 * amber 10:1, white on green 5.9:1 (docs/decisions/schedules.md SCH-10).
 */
export const NOTICE_TONE_STYLE: Record<NoticeTone, { background: string; color: string; accent: string }> = {
  info: { background: '#1E3A8A', color: '#FFFFFF', accent: '#93C5FD' },
  attention: { background: '#FBBF24', color: '#111827', accent: '#78350F' },
  celebration: { background: '#166534', color: '#FFFFFF', accent: '#BBF7D0' },
};

export const toneStyle = (tone: string) => NOTICE_TONE_STYLE[tone as NoticeTone] ?? NOTICE_TONE_STYLE.info;

/** A band shows each notice this long when several show at once. */
export const NOTICE_ROTATION_MS = 8000;
/** With notice pages on, the directory shows this long between them, and each notice page this long. */
export const DIRECTORY_TURN_MS = 20_000;
export const NOTICE_PAGE_MS = 10_000;
