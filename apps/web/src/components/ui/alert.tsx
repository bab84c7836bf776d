import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const tones = {
  error: { box: 'border-red-200 bg-red-50 text-red-800', icon: CircleAlert, iconClass: 'text-red-500' },
  success: {
    box: 'border-emerald-200 bg-emerald-50 text-emerald-800',
    icon: CircleCheck,
    iconClass: 'text-emerald-500',
  },
  info: { box: 'border-brand-200 bg-brand-50 text-brand-900', icon: Info, iconClass: 'text-brand-500' },
  warning: {
    box: 'border-amber-200 bg-amber-50 text-amber-900',
    icon: CircleAlert,
    iconClass: 'text-amber-500',
  },
} as const;

export interface AlertProps {
  tone?: keyof typeof tones;
  title?: string;
  children: ReactNode;
  className?: string;
}

/** An inline message box; errors are announced at once, other tones politely. */
export function Alert({ tone = 'error', title, children, className }: AlertProps) {
  const { box, icon: Icon, iconClass } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-lg border px-3.5 py-3 text-sm animate-fade-in', box, className)}
    >
      <Icon className={cn('mt-px size-4 shrink-0', iconClass)} aria-hidden />
      <div className="space-y-0.5">
        {title && <p className="font-medium">{title}</p>}
        <div className="leading-5">{children}</div>
      </div>
    </div>
  );
}
