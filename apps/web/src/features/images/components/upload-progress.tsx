import { ProgressBar } from '../../../components/ui/progress-bar';
import { cn } from '../../../lib/cn';

/** The upload's real progress as an accessible progress bar with its percentage. */
export function UploadProgress({
  value,
  label,
  status,
  className,
}: {
  value: number;
  /** What the bar measures, e.g. 'Uploading photo.jpg'. */
  label: string;
  /** What happens now: 'Uploading...', 'Processing...', 'Uploaded'. */
  status: string;
  className?: string;
}) {
  const done = value >= 100;
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-center justify-between gap-3 text-xs">
        <span className={cn('font-medium', done ? 'text-emerald-700' : 'text-zinc-600')}>{status}</span>
        <span className="font-medium text-zinc-700 tabular-nums" aria-hidden>
          {value}%
        </span>
      </div>
      <ProgressBar
        label={label}
        value={value}
        max={100}
        valueText={`${value}%`}
        tone={done ? 'done' : 'brand'}
      />
    </div>
  );
}
