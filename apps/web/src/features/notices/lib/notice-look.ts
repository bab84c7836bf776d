import type { NoticeState, NoticeTone } from '@foyer/shared';
import type { BadgeTone } from '../../../components/ui/badge';

/** How each tone is drawn in the dashboard: a chip, a block of the week view, a choice. */
export const TONE_LOOK: Record<
  NoticeTone,
  { dot: string; icon: string; block: string; choice: string; badge: BadgeTone }
> = {
  info: {
    dot: 'bg-sky-500',
    icon: 'bg-sky-50 text-sky-600 ring-sky-200',
    block: 'border-sky-200 border-l-sky-500 bg-sky-50 text-sky-950 hover:bg-sky-100',
    choice: 'border-sky-500 bg-sky-50 text-sky-950',
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
