import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const tones = {
  error: 'bg-red-50 ring-red-50/50 text-red-600',
  success: 'bg-emerald-50 ring-emerald-50/50 text-emerald-600',
  brand: 'bg-brand-50 ring-brand-50/50 text-brand-600',
  neutral: 'bg-zinc-100 ring-zinc-100/50 text-zinc-600',
} as const;

/** A round tinted badge holding an icon, heading a status message. */
export function StatusIcon({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return (
    <span
      className={cn(
        'flex size-11 items-center justify-center rounded-full ring-8 [&_svg]:size-5',
        tones[tone],
      )}
      aria-hidden
    >
      {children}
    </span>
  );
}
