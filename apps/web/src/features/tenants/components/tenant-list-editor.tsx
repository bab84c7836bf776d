import {
  tenantExportFilename,
  tenantsToCsv,
  tenantTemplateCsv,
  TENANT_TEMPLATE_FILENAME,
  type TenantList,
  type User,
} from '@foyer/shared';
import { Download, FileDown, FileUp, Monitor, Pencil, Plus, Trash2, Users } from 'lucide-react';
import { useMemo, useRef, type ChangeEvent, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LeaveWithoutSavingDialog } from '../../../components/ui/leave-without-saving-dialog';
import { TextField } from '../../../components/ui/text-field';
import { downloadCsv } from '../../../lib/download-csv';
import { TENANTS_TEXT } from '../messages';
import { useListConfirmations } from '../api/tenant-confirmations';
import { AskToConfirm, ListFreshness } from './ask-to-confirm';
import { ImportPreviewDialog } from './import-preview-dialog';
import { TenantsTable } from './tenants-table';
import { useTenantListDraft } from './use-tenant-list-draft';

// What the file picker offers; a file of another name is still read by its bytes.
const IMPORT_ACCEPT = '.csv,.tsv,.txt,.xlsx,text/csv';

export interface TenantListEditorProps {
  actor: User;
  /** The list to show; null for a new one (the empty state until Create is pressed, unless `creating`). */
  list: TenantList | null;
  /** Where a new list goes (docs/product.md §5: the selected sub-organization, or none). */
  subOrgId: string | null;
  /** Open straight in create mode (/dashboard/tenants/new). */
  creating?: boolean;
  /** Names of the screens showing this list, for the heading and the delete question. */
  screens: readonly string[];
  onCreated: (list: TenantList) => void;
  onDeleted: () => void;
  /** The list was just created (the page moved to its address): start with the saved notice. */
  justCreated?: boolean;
  /** Cancel on a new list; without it the page goes back to its empty state. */
  onCancelCreate?: () => void;
  /** 'Publish to N screens' for the screens showing this list (given by the route), beside Edit. */
  publishSlot?: ReactNode;
  /** The list's sync from a URL (given by the route, docs/product.md §13), above its entries. */
  syncSlot?: ReactNode;
}

/**
 * One tenant list of the Tenants page (docs/product.md §2), drawn from `useTenantListDraft`, which
 * holds what it does: viewed, or edited as a table, imported and exported.
 */
export function TenantListEditor({
  list,
  creating = false,
  justCreated = false,
  screens,
  publishSlot,
  syncSlot,
  ...rest
}: TenantListEditorProps) {
  const editor = useTenantListDraft({ ...rest, list, creating, justCreated });
  // When each entry was last confirmed by its company (docs/product.md §15).
  const confirmations = useListConfirmations(list?.id).data;
  const confirmedAt = useMemo(
    () =>
      confirmations &&
      new Map(
        confirmations.entries.flatMap((entry) =>
          entry.confirmed_at ? [[entry.entry_id, entry.confirmed_at] as const] : [],
        ),
      ),
    [confirmations],
  );
  const { canWrite, editing, mode, message, importProgress, entries: shownEntries } = editor;
  const fileInput = useRef<HTMLInputElement>(null);

  function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void editor.importFile(file);
  }

  const csvButtons = (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => downloadCsv(TENANT_TEMPLATE_FILENAME, tenantTemplateCsv())}
      >
        <FileDown className="size-4" aria-hidden />
        {TENANTS_TEXT.downloadTemplate}
      </Button>
      {shownEntries.length > 0 && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => downloadCsv(tenantExportFilename(), tenantsToCsv(shownEntries))}
        >
          <Download className="size-4" aria-hidden />
          {TENANTS_TEXT.exportCsv}
        </Button>
      )}
      {canWrite && (
        <Button
          variant="secondary"
          size="sm"
          loading={importProgress !== null}
          onClick={() => fileInput.current?.click()}
        >
          <FileUp className="size-4" aria-hidden />
          {TENANTS_TEXT.importCsv}
        </Button>
      )}
    </>
  );

  const actions = editing ? (
    <>
      <Button variant="secondary" disabled={editor.saving} onClick={editor.cancel}>
        {TENANTS_TEXT.cancel}
      </Button>
      <Button onClick={() => void editor.save()} disabled={!editor.canSave} loading={editor.saving}>
        {mode === 'create' ? TENANTS_TEXT.create : TENANTS_TEXT.save}
      </Button>
    </>
  ) : list && canWrite ? (
    <>
      <AskToConfirm list={list} orgId={rest.actor.org_id} subOrgId={rest.subOrgId} />
      {publishSlot}
      <Button variant="danger" onClick={() => editor.setConfirmDelete(true)}>
        <Trash2 className="size-4" aria-hidden />
        {TENANTS_TEXT.delete}
      </Button>
      <Button onClick={() => editor.begin('edit', list.entries)}>
        <Pencil className="size-4" aria-hidden />
        {TENANTS_TEXT.edit}
      </Button>
    </>
  ) : null;

  return (
    <div className="space-y-4">
      {canWrite && (
        <input
          ref={fileInput}
          type="file"
          accept={IMPORT_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label={TENANTS_TEXT.csvFile}
          onChange={importFile}
        />
      )}

      {message && (
        <div role={message.tone === 'error' ? 'alert' : 'status'}>
          <Alert tone={message.tone}>
            {message.text}
            {message.details && message.details.length > 0 && (
              <ul className="mt-2 max-h-40 list-disc space-y-0.5 overflow-y-auto pl-5">
                {message.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            )}
          </Alert>
        </div>
      )}
      {importProgress !== null && (
        <div role="status" className="space-y-1">
          <p className="text-sm text-zinc-600">{TENANTS_TEXT.importing(importProgress)}</p>
          <div className="h-1.5 overflow-hidden rounded-full bg-zinc-100">
            <div className="h-full bg-brand-500 transition-[width]" style={{ width: `${importProgress}%` }} />
          </div>
        </div>
      )}

      {!editing && !list ? (
        <EmptyState
          icon={<Users />}
          title={TENANTS_TEXT.empty}
          description={canWrite ? TENANTS_TEXT.emptyHint : TENANTS_TEXT.emptyViewerHint}
          action={
            canWrite && (
              <div className="flex flex-wrap justify-center gap-2">
                <Button onClick={() => editor.begin('create', [])}>
                  <Plus className="size-4" aria-hidden />
                  {TENANTS_TEXT.create}
                </Button>
                {csvButtons}
              </div>
            )
          }
        />
      ) : (
        <section aria-label={list?.name ?? TENANTS_TEXT.newListHeading} className="space-y-3">
          <div className="flex flex-wrap items-end justify-between gap-3">
            {editing ? (
              <div className="w-full max-w-sm">
                <TextField
                  label={TENANTS_TEXT.listName}
                  maxLength={200}
                  placeholder={TENANTS_TEXT.listNamePlaceholder}
                  hint={TENANTS_TEXT.listNameHint}
                  {...editor.nameField}
                />
              </div>
            ) : (
              <div className="min-w-0">
                <h2 className="truncate text-lg font-semibold text-zinc-950">{list?.name}</h2>
                <p className="mt-0.5 flex items-center gap-1.5 text-sm text-zinc-500">
                  <Monitor className="size-3.5 shrink-0" aria-hidden />
                  {screens.length > 0 ? TENANTS_TEXT.shownOn(screens) : TENANTS_TEXT.onNoScreen}
                </p>
              </div>
            )}
            <div className="flex flex-wrap gap-2">{actions}</div>
          </div>
          {list && syncSlot}
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-zinc-500">
              {TENANTS_TEXT.entryCount(shownEntries.length)}
              {list && !editing && confirmations && confirmations.total > 0 && (
                <>
                  {' · '}
                  <ListFreshness listId={list.id} />
                </>
              )}
              {!canWrite && ` · ${TENANTS_TEXT.readOnly}`}
            </p>
            <div className="flex flex-wrap gap-2">{csvButtons}</div>
          </div>
          <TenantsTable
            entries={shownEntries}
            editable={editing}
            onChange={editor.changeEntry}
            onRemove={editor.removeEntry}
            confirmedAt={list ? confirmedAt : undefined}
          />
          {editing && (
            <Button variant="secondary" size="sm" onClick={editor.addEntry}>
              <Plus className="size-4" aria-hidden />
              {TENANTS_TEXT.addEntry}
            </Button>
          )}
        </section>
      )}

      <ImportPreviewDialog
        preview={editor.preview}
        onReplace={editor.replaceWithImport}
        onCancel={editor.closePreview}
      />
      <LeaveWithoutSavingDialog blocker={editor.blocker} description={TENANTS_TEXT.leaveText} />
      <ConfirmDialog
        open={editor.confirmDelete}
        onOpenChange={editor.setConfirmDelete}
        title={TENANTS_TEXT.deleteTitle}
        description={
          <>
            {TENANTS_TEXT.deleteConfirm}
            {screens.length > 0 && <span className="mt-2 block">{TENANTS_TEXT.deleteShownOn(screens)}</span>}
          </>
        }
        confirmLabel={TENANTS_TEXT.delete}
        pending={editor.deleting}
        onConfirm={() => void editor.remove()}
      />
    </div>
  );
}
