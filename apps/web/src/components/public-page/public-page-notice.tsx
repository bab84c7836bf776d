import type { ReactNode } from 'react';

/**
 * The centred message of a public page (the mobile directory, a company's listing page) when there
 * is nothing to show: a link that no longer works, a server that could not be reached.
 */
export function PublicPageNotice({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <>
      <title>{title}</title>
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center px-6 py-16 text-center">
        <span
          aria-hidden
          className="flex size-14 items-center justify-center rounded-2xl bg-zinc-200/70 text-zinc-600 dark:bg-zinc-900 dark:text-zinc-300"
        >
          {icon}
        </span>
        <h1 className="mt-6 text-2xl leading-tight font-bold tracking-tight text-balance">{title}</h1>
        {children}
      </main>
    </>
  );
}
