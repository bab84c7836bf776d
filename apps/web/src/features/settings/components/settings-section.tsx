import type { FormEvent, ReactNode } from 'react';

/** One card of the settings page: what it is about on the left, its form on the right. */
export function SettingsSection({
  title,
  description,
  children,
  footer,
  onSubmit,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
  /** The save button and anything beside it. */
  footer?: ReactNode;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <section className="grid gap-4 border-t border-zinc-200/80 pt-8 first:border-0 first:pt-0 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] md:gap-10">
      <div>
        <h2 className="text-base font-semibold text-zinc-950">{title}</h2>
        <p className="mt-1 text-sm leading-6 text-zinc-500">{description}</p>
      </div>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={title}
        // Not clipped: a field's list (the time zone picker) may reach below the card.
        className="rounded-2xl border border-zinc-200/80 bg-white shadow-sm shadow-zinc-900/[0.04]"
      >
        <div className="space-y-5 p-5 sm:p-6">{children}</div>
        {footer && (
          <div className="flex items-center justify-end gap-3 rounded-b-2xl border-t border-zinc-100 bg-zinc-50/60 px-5 py-3.5 sm:px-6">
            {footer}
          </div>
        )}
      </form>
    </section>
  );
}
