import { cn } from '../../lib/cn';

const sizes = { sm: 'size-4', md: 'size-5' } as const;

export function Spinner({
  className,
  label,
  size = 'sm',
}: {
  className?: string;
  label?: string;
  size?: keyof typeof sizes;
}) {
  return (
    <svg
      className={cn('animate-spin', sizes[size], className)}
      viewBox="0 0 24 24"
      fill="none"
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
