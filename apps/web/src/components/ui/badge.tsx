import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const tones = {
  neutral: 'bg-zinc-100 text-zinc-700 ring-zinc-200/70',
  brand: 'bg-brand-50 text-brand-700 ring-brand-200/70',
  amber: 'bg-amber-50 text-amber-800 ring-amber-200/80',
  violet: 'bg-violet-50 text-violet-700 ring-violet-200/70',
  emerald: 'bg-emerald-50 text-emerald-700 ring-emerald-200/70',
  red: 'bg-red-50 text-red-700 ring-red-200/70',
} as const;

export type BadgeTone = keyof typeof tones;

export function Badge({
  tone = 'neutral',
  className,
  title,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  /** Shown on hover: what the badge means, when its word alone is short. */
  title?: string;
  children: ReactNode;
}) {
  return (
    <span
      title={title}
      className={cn(
        'inline-flex h-5 shrink-0 items-center rounded-full px-2 text-[11px] leading-none font-medium whitespace-nowrap ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
