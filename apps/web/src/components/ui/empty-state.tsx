import type { ReactNode } from 'react';
import { StatusIcon } from './status-icon';

/** What a list shows when it has nothing yet (or could not be loaded), with the way forward. */
export function EmptyState({
  icon,
  tone = 'brand',
  title,
  description,
  action,
  role,
}: {
  icon: ReactNode;
  tone?: 'brand' | 'neutral' | 'error';
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  role?: 'status' | 'alert';
}) {
  return (
    <section
      role={role}
      className="flex flex-col items-center rounded-2xl border border-dashed border-zinc-300 bg-white/70 px-6 py-14 text-center animate-fade-in sm:py-20"
    >
      <StatusIcon tone={tone}>{icon}</StatusIcon>
      <h2 className="mt-6 text-base font-semibold text-zinc-950">{title}</h2>
      {description && <p className="mt-1.5 max-w-sm text-sm leading-6 text-zinc-500">{description}</p>}
      {action && <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div>}
    </section>
  );
}
