import { cn } from '../../lib/cn';

/** First letter of the name, falling back to the e-mail address. */
export function initialOf(name: string, email = ''): string {
  const source = name.trim() || email.trim();
  const first = source.codePointAt(0);
  return first === undefined ? '?' : String.fromCodePoint(first).toUpperCase();
}

const sizes = { sm: 'size-8 text-[13px]', md: 'size-9 text-sm', lg: 'size-10 text-base' } as const;

export function Avatar({
  name,
  email,
  size = 'sm',
  className,
}: {
  name: string;
  email?: string;
  size?: keyof typeof sizes;
  className?: string;
}) {
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-linear-to-br leading-none from-brand-500 to-brand-700 font-semibold text-white ring-2 ring-white',
        sizes[size],
        className,
      )}
    >
      {initialOf(name, email)}
    </span>
  );
}
