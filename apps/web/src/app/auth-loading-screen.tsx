import { LOADING_FADE_MS } from '@foyer/shared';
import { LogoMark } from '../components/brand/logo';
import { cn } from '../lib/cn';

/** Shown while the stored session is being verified. */
export function AuthLoadingScreen({ fading = false }: { fading?: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex min-h-dvh flex-col items-center justify-center gap-4 bg-zinc-50 transition-opacity ease-out',
        fading ? 'opacity-0' : 'opacity-100',
      )}
      style={{ transitionDuration: `${LOADING_FADE_MS}ms` }}
    >
      <LogoMark className="size-10 animate-pulse" />
      <p className="text-sm text-zinc-500">thinking...</p>
    </div>
  );
}
