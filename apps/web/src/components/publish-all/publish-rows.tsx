import { PLAYER_REPORT_TEXT, type Device, type DeviceScreen } from '@foyer/shared';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Check, CircleAlert, Loader2 } from 'lucide-react';
import { memo, useRef, type CSSProperties } from 'react';
import { cn } from '../../lib/cn';
import { PUBLISH_ALL_TEXT } from './publish-all-text';
import { receiptOf, type Outcome } from './publish-outcomes';

/** Fixed, so 10,000 rows are laid out without measuring any; a long reason is clamped to two lines. */
const ROW_HEIGHT = 44;
/**
 * The list grows with its rows up to this; in a smaller window it gives way to the progress and
 * the failures above it (the dialog's body is a column), keeping three rows.
 */
const LIST_MAX_HEIGHT = '60dvh';

/**
 * The dialog's screens, virtualized like the tenants editor: only the rows in view are in the page,
 * so 10,000 screens neither freeze the dialog on opening nor on each batch's answer.
 */
export function PublishRows({
  devices,
  outcomes,
  screens,
}: {
  devices: readonly Device[];
  outcomes: ReadonlyMap<string, Outcome>;
  screens: ReadonlyMap<string, DeviceScreen | undefined>;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: devices.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  if (devices.length === 0) {
    return (
      <p className="shrink-0 rounded-xl border border-dashed border-zinc-200 px-4 py-6 text-center text-sm text-zinc-500">
        {PUBLISH_ALL_TEXT.viewEmpty}
      </p>
    );
  }
  return (
    <div
      ref={scrollRef}
      // Focusable, so the arrow keys and Page Down scroll a long list without a mouse.
      tabIndex={0}
      className="overflow-y-auto overscroll-contain rounded-xl border border-zinc-200 focus-visible:ring-2 focus-visible:ring-brand-500/40 focus-visible:outline-none"
      style={{
        height: devices.length * ROW_HEIGHT + 2,
        minHeight: Math.min(devices.length, 3) * ROW_HEIGHT + 2,
        maxHeight: LIST_MAX_HEIGHT,
      }}
    >
      <ul
        aria-label={PUBLISH_ALL_TEXT.listLabel}
        className="relative"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const device = devices[item.index];
          if (!device) return null;
          return (
            <PublishRow
              key={device.id}
              device={device}
              outcome={outcomes.get(device.id)}
              screen={screens.get(device.id)}
              position={item.index + 1}
              count={devices.length}
              style={{ height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
            />
          );
        })}
      </ul>
    </div>
  );
}

const PublishRow = memo(function PublishRow({
  device,
  outcome,
  screen,
  position,
  count,
  style,
}: {
  device: Device;
  outcome: Outcome | undefined;
  screen: DeviceScreen | undefined;
  position: number;
  count: number;
  style: CSSProperties;
}) {
  let text = '';
  let tone = 'text-zinc-500';
  let icon = null;
  if (outcome?.state === 'waiting') text = PUBLISH_ALL_TEXT.waiting;
  if (outcome?.state === 'publishing') {
    text = PUBLISH_ALL_TEXT.publishing;
    icon = <Loader2 className="size-4 shrink-0 animate-spin" aria-hidden />;
  }
  if (outcome?.state === 'published') {
    const receipt = receiptOf(screen, outcome.version);
    text =
      receipt === 'noScreen'
        ? PLAYER_REPORT_TEXT.publishedCodeNotShown(outcome.version)
        : receipt === 'showing'
          ? PUBLISH_ALL_TEXT.confirmed(outcome.version)
          : PUBLISH_ALL_TEXT.published(outcome.version);
    tone =
      receipt === 'showing'
        ? 'text-emerald-700'
        : receipt === 'noScreen'
          ? 'text-amber-700'
          : 'text-zinc-700';
    icon =
      receipt === 'noScreen' ? (
        <CircleAlert className="size-4 shrink-0" aria-hidden />
      ) : (
        <Check className="size-4 shrink-0" aria-hidden />
      );
  }
  if (outcome?.state === 'failed') {
    text = outcome.reason;
    tone = 'text-red-700';
    icon = <CircleAlert className="size-4 shrink-0" aria-hidden />;
  }
  return (
    <li
      aria-posinset={position}
      aria-setsize={count}
      className="absolute top-0 left-0 flex w-full items-center justify-between gap-4 border-b border-zinc-100 px-4 text-sm"
      style={style}
    >
      <span className="min-w-0 truncate font-medium text-zinc-900" title={device.name}>
        {device.name}
      </span>
      <span
        className={cn(
          'flex max-w-[60%] shrink-0 items-center justify-end gap-1.5 text-right text-[13px]',
          tone,
        )}
        data-testid="publish-outcome"
        title={outcome?.state === 'failed' ? text : undefined}
      >
        {icon}
        <span className="line-clamp-2 leading-4">{text}</span>
      </span>
    </li>
  );
});
