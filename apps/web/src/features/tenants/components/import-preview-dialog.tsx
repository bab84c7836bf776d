import type { TenantEntry, TenantImportDiff } from '@foyer/shared';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { TENANTS_TEXT } from '../messages';

/** Each section names this many rows; a 5,000-row file says how many more there are. */
const SHOWN_PER_SECTION = 50;

export interface ImportPreview {
  fileName: string;
  diff: TenantImportDiff;
  /** Unknown columns, left-out rows and unread cells, one line each, by row and column. */
  problems: readonly string[];
}

const place = (entry: TenantEntry) =>
  [entry.floor && `Floor ${entry.floor}`, entry.suite_room && `Suite ${entry.suite_room}`]
    .filter(Boolean)
    .join(', ');

function Section({ title, items }: { title: string; items: readonly ReactNode[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-label={title} className="space-y-1.5">
      <h3 className="text-sm font-semibold text-zinc-900">
        {title} ({items.length.toLocaleString('en-US')})
      </h3>
      <ul className="space-y-0.5 text-sm text-zinc-700">
        {items.slice(0, SHOWN_PER_SECTION).map((item, index) => (
          <li key={index}>{item}</li>
        ))}
        {items.length > SHOWN_PER_SECTION && (
          <li className="text-zinc-500">{TENANTS_TEXT.previewMore(items.length - SHOWN_PER_SECTION)}</li>
        )}
      </ul>
    </section>
  );
}

const named = (entry: TenantEntry) => (
  <>
    <span className="font-medium">{entry.company_name}</span>
    {place(entry) && <span className="text-zinc-500"> · {place(entry)}</span>}
  </>
);

/** The words of a preview that is not a file's import (a sync's: Apply and Reject, docs/product.md §13). */
export interface ImportPreviewTexts {
  title: string;
  description: string;
  confirm: string;
  cancel: string;
}

/**
 * What an import would do before it replaces anything (docs/decisions/tenants.md TEN-13): companies
 * added, changed (each changed column with its old and new value), removed, and every cell that
 * could not be read. Replacing fills the editor; Save still has to be pressed. A sync's preview
 * is the same dialog with its own `texts`; there Cancel is Reject and × or Escape (`onDismiss`)
 * only closes it.
 */
export function ImportPreviewDialog({
  preview,
  onReplace,
  onCancel,
  texts,
  pending = false,
  onDismiss = onCancel,
}: {
  preview: ImportPreview | null;
  onReplace: () => void;
  onCancel: () => void;
  texts?: ImportPreviewTexts;
  /** The confirm or cancel is running (a sync's Apply or Reject). */
  pending?: boolean;
  onDismiss?: () => void;
}) {
  const diff = preview?.diff;
  return (
    <Dialog open={preview !== null} onOpenChange={(open) => (open ? undefined : onDismiss())}>
      {preview && diff && (
        <DialogContent
          size="lg"
          title={texts?.title ?? TENANTS_TEXT.previewTitle}
          description={texts?.description ?? TENANTS_TEXT.previewDescription(preview.fileName)}
          busy={pending}
        >
          <DialogBody className="space-y-5">
            <p className="rounded-lg bg-zinc-50 px-3 py-2 text-sm font-medium text-zinc-800">
              {TENANTS_TEXT.previewSummary(
                diff.added.length,
                diff.changed.length,
                diff.removed.length,
                diff.unchanged,
              )}
            </p>
            <Section title={TENANTS_TEXT.previewProblems} items={preview.problems} />
            <Section title={TENANTS_TEXT.previewAdded} items={diff.added.map(named)} />
            <Section
              title={TENANTS_TEXT.previewChanged}
              items={diff.changed.map(({ after, columns }) => (
                <>
                  <span className="font-medium">{after.company_name}</span>
                  <span className="text-zinc-500">
                    :{' '}
                    {columns
                      .map(
                        ({ column, before: old, after: now }) =>
                          `${column} ${old || '(empty)'} → ${now || '(empty)'}`,
                      )
                      .join('; ')}
                  </span>
                </>
              ))}
            />
            <Section title={TENANTS_TEXT.previewRemoved} items={diff.removed.map(named)} />
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={onCancel} disabled={pending}>
              {texts?.cancel ?? TENANTS_TEXT.cancel}
            </Button>
            <Button onClick={onReplace} loading={pending}>
              {texts?.confirm ?? TENANTS_TEXT.previewConfirm}
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
