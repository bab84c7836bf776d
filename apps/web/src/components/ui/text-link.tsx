import { Link, type LinkProps } from 'react-router';
import { cn } from '../../lib/cn';

export function TextLink({ className, ...props }: LinkProps) {
  return (
    <Link
      className={cn(
        'rounded-sm font-medium text-brand-600 underline-offset-4 transition-colors hover:text-brand-700 hover:underline',
        'focus-visible:ring-2 focus-visible:ring-brand-500/40 focus-visible:ring-offset-2 focus-visible:outline-none',
        className,
      )}
      {...props}
    />
  );
}
