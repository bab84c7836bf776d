import type { NoticeState, NoticeTone } from '@foyer/shared';
import type { BadgeTone } from '../../../components/ui/badge';

/**
 * How each tone is drawn in the dashboard: a chip, a block of the week view, a choice; the hues of
 * the screens' own (NOTICE_TONE_STYLE in packages/display: blue, amber, green).
 */
export const TONE_LOOK: Record<
  NoticeTone,
  { dot: string; icon: string; block: string; choice: string; badge: BadgeTone }
> = {
  info: {
    dot: 'bg-blue-500',
    icon: 'bg-blue-50 text-blue-600 ring-blue-200',
    block: 'border-blue-200 border-l-blue-500 bg-blue-50 text-blue-950 hover:bg-blue-100',
    choice: 'border-blue-500 bg-blue-50 text-blue-950',
    badge: 'brand',
  },
  attention: {
    dot: 'bg-amber-500',
    icon: 'bg-amber-50 text-amber-600 ring-amber-200',
    block: 'border-amber-200 border-l-amber-500 bg-amber-50 text-amber-950 hover:bg-amber-100',
    choice: 'border-amber-500 bg-amber-50 text-amber-950',
    badge: 'amber',
  },
  celebration: {
    dot: 'bg-emerald-500',
    icon: 'bg-emerald-50 text-emerald-600 ring-emerald-200',
    block: 'border-emerald-200 border-l-emerald-500 bg-emerald-50 text-emerald-950 hover:bg-emerald-100',
    choice: 'border-emerald-500 bg-emerald-50 text-emerald-950',
    badge: 'emerald',
  },
};

export const STATE_BADGE: Record<NoticeState, BadgeTone> = {
  showing: 'emerald',
  scheduled: 'brand',
  ended: 'neutral',
};
