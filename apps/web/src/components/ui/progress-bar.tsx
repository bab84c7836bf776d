import { cn } from '../../lib/cn';

const sizes = { sm: 'h-1.5', md: 'h-2' } as const;
const tones = { brand: 'bg-brand-600', done: 'bg-emerald-500' } as const;

/**
 * The dashboard's one progress bar: `value` of `max` as role=progressbar, named by `label`, read
 * out as `valueText`. The fill is scaled, not resized: a transform animates off the main thread,
 * so the page behind (10,000 device cards during a publish, each watched for coming into view) is
 * not laid out each frame.
 */
export function ProgressBar({
  value,
  max,
  label,
  valueText,
  tone = 'brand',
  size = 'sm',
  className,
}: {
  value: number;
  max: number;
  label: string;
  valueText: string;
  tone?: keyof typeof tones;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const fraction = max <= 0 ? 0 : Math.min(1, Math.max(0, value / max));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={cn('overflow-hidden rounded-full bg-zinc-200/80', sizes[size], className)}
    >
      <div
        className={cn('h-full w-full origin-left transition-transform duration-300 ease-out', tones[tone])}
        style={{ transform: `scaleX(${fraction})` }}
      />
    </div>
  );
}
