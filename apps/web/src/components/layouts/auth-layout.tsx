import type { ReactNode } from 'react';
import { LogoMark } from '../brand/logo';
import { Card } from '../ui/card';

/** Public screens: one centred card on a quiet background. */
export function AuthLayout({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="relative isolate flex min-h-dvh flex-col items-center justify-center overflow-hidden bg-zinc-50 px-4 py-10 sm:py-16">
      <div
        aria-hidden
        className="absolute inset-x-0 top-0 -z-10 h-[26rem] bg-[radial-gradient(50%_100%_at_50%_0%,rgba(59,130,246,0.10),transparent)]"
      />
      <div
        aria-hidden
        className="absolute inset-0 -z-20 bg-[linear-gradient(to_right,rgba(24,24,27,0.03)_1px,transparent_1px),linear-gradient(to_bottom,rgba(24,24,27,0.03)_1px,transparent_1px)] [mask-image:radial-gradient(55%_40%_at_50%_0%,#000,transparent)] bg-[size:40px_40px]"
      />
      <main className="w-full max-w-[400px] animate-fade-in">
        <Card>{children}</Card>
        {footer && <div className="mt-6 text-center text-sm text-zinc-600">{footer}</div>}
      </main>
    </div>
  );
}

/**
 * The top of an auth card. With `brand` the title is the product name set as a wordmark
 * beside the mark; otherwise the mark sits above a plain title.
 */
export function AuthHeader({
  title,
  description,
  brand = false,
  icon,
}: {
  title: string;
  description?: ReactNode;
  brand?: boolean;
  /** Replaces the logo mark, e.g. a status icon. */
  icon?: ReactNode;
}) {
  return (
    <div className="px-6 pt-8 sm:px-8 sm:pt-10">
      {brand ? (
        <h1 className="flex items-center gap-2.5 text-[26px] leading-none font-semibold tracking-tight text-zinc-950">
          <LogoMark className="size-9" />
          {title}
        </h1>
      ) : (
        <>
          {icon ?? <LogoMark className="size-9" />}
          <h1 className="mt-5 text-xl font-semibold tracking-tight text-zinc-950">{title}</h1>
        </>
      )}
      {description && <p className="mt-2 text-sm leading-6 text-zinc-600">{description}</p>}
    </div>
  );
}
