import { useId } from 'react';
import { cn } from '../../lib/cn';

/** Foyer's mark: a directory board, three lines of names on a blue tile. */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  // A unique gradient id per copy: a shared id breaks when the first copy is hidden (display: none).
  const gradientId = `foyer-mark-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg viewBox="0 0 32 32" className={cn('shrink-0', className)} aria-hidden focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse">
          <stop stopColor="#60a5fa" />
          <stop offset="1" stopColor="#2563eb" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <rect x="8" y="9" width="16" height="2.5" rx="1.25" fill="#fff" />
      <rect x="8" y="14.75" width="12" height="2.5" rx="1.25" fill="#fff" fillOpacity=".85" />
      <rect x="8" y="20.5" width="14" height="2.5" rx="1.25" fill="#fff" fillOpacity=".7" />
    </svg>
  );
}
