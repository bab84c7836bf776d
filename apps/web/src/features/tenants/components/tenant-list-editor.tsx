import {
  can,
  diffTenantImport,
  SUCCESS_NOTICE_MS,
  tenantEntrySchema,
  tenantExportFilename,
  tenantsToCsv,
  tenantTemplateCsv,
  TENANT_TEMPLATE_FILENAME,
  type TenantEntry,
  type TenantList,
  type User,
} from '@foyer/shared';
import { Download, FileDown, FileUp, Monitor, Pencil, Plus, Trash2, Users } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LeaveWithoutSavingDialog } from '../../../components/ui/leave-without-saving-dialog';
import { TextField } from '../../../components/ui/text-field';
import { textWithReason } from '../../../lib/api-client';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes';
import { useCreateTenantList } from '../api/create-tenant-list';
import { useDeleteTenantList } from '../api/delete-tenant-list';
import { useUpdateTenantList } from '../api/update-tenant-list';
import { downloadCsv } from '../../../lib/download-csv';
import { newEntryId } from '../lib/parse-tenant-csv';
import type { TenantFileImport } from '../lib/read-tenant-file';
import { TENANTS_TEXT } from '../messages';
import { ImportPreviewDialog, type ImportPreview } from './import-preview-dialog';
import { TenantsTable } from './tenants-table';

type Mode = 'view' | 'edit' | 'create';
type Message = { tone: 'error' | 'success' | 'info'; text: string; details?: readonly string[] };
type ReadImport = Extract<TenantFileImport, { ok: true }>;

/** What an import could not take as it was, one line each: unknown columns, left-out rows, unread cells. */
function importDetails(result: ReadImport): string[] {
  return [
    ...(result.unknownColumns.length > 0 ? [TENANTS_TEXT.unknownColumns(result.unknownColumns)] : []),
    ...(result.skippedRows.length > 0 ? [TENANTS_TEXT.skippedRows(result.skippedRows)] : []),
    ...result.problems.map((p) => TENANTS_TEXT.cellProblem(p.row, p.column, p.message)),
  ];
}

// What the file picker offers; a file of another name is still read by its bytes.
const IMPORT_ACCEPT = '.csv,.tsv,.txt,.xlsx,text/csv';

const blankEntry = (): TenantEntry => tenantEntrySchema.parse({ id: newEntryId() });
const isNamed = (entry: TenantEntry) => entry.company_name.trim() !== '';
const errorText = (error: unknown) => (error instanceof Error ? error.message : undefined);

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
}

/** One tenant list of the Tenants page (docs/product.md §2): viewed, or edited as a table, imported and exported. */
export function TenantListEditor({
  actor,
  list,
  subOrgId,
  creating = false,
  screens,
  onCreated,
  onDeleted,
  onCancelCreate,
  justCreated = false,
  publishSlot,
}: TenantListEditorProps) {
  const canWrite = can(actor, 'content:write', { sub_org_id: list ? list.sub_org_id : subOrgId });
  const createList = useCreateTenantList();
  const updateList = useUpdateTenantList();
  const deleteList = useDeleteTenantList();

  const [mode, setMode] = useState<Mode>(creating && canWrite ? 'create' : 'view');
  const [draft, setDraft] = useState<TenantEntry[]>(() => [blankEntry()]);
  const [name, setName] = useState(list?.name ?? '');
  // Changed since Edit or Create began (typing, adding, removing, importing): leaving asks first.
  const [touched, setTouched] = useState(false);
  const { blocker, allowLeaving } = useUnsavedChanges(mode !== 'view' && touched, TENANTS_TEXT.leaveText);
  const [message, setMessage] = useState<Message | null>(null);
  const [importProgress, setImportProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<(ImportPreview & { result: ReadImport }) | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  // The new list may already be open here when the address moves to it (the lists refetch first).
  useEffect(() => {
    if (justCreated) setMessage({ tone: 'success', text: TENANTS_TEXT.saved });
  }, [justCreated]);

  useEffect(() => {
    if (message?.tone !== 'success') return;
    const timer = window.setTimeout(() => setMessage(null), SUCCESS_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  const begin = (next: Mode, entries: TenantEntry[]) => {
    setDraft(entries.length > 0 ? entries : [blankEntry()]);
    setName(list?.name ?? '');
    setTouched(false);
    setMode(next);
    setMessage(null);
  };

  const changeEntry = useCallback((index: number, patch: Partial<TenantEntry>) => {
    setTouched(true);
    setDraft((entries) => entries.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)));
  }, []);
  const removeEntry = useCallback((index: number) => {
    // The last remaining row cannot be removed (docs/product.md §5).
    setTouched(true);
    setDraft((entries) => (entries.length > 1 ? entries.filter((_, i) => i !== index) : entries));
  }, []);

  const editing = mode !== 'view';
  const shownEntries = editing ? draft : (list?.entries ?? []);
  const saving = createList.isPending || updateList.isPending;

  async function save() {
    const entries = draft.filter(isNamed);
    if (entries.length === 0) {
      setMessage({ tone: 'error', text: TENANTS_TEXT.atLeastOne });
      return;
    }
    setMessage(null);
    if (mode === 'create' || !list) {
      try {
        const created = await createList.mutateAsync({
          org_id: actor.org_id,
          sub_org_id: subOrgId,
          scope: 'global',
          name,
          entries,
        });
        allowLeaving();
        onCreated(created);
      } catch (error) {
        console.error(error);
        setMessage({ tone: 'error', text: textWithReason(TENANTS_TEXT.createFailed, error) });
        return;
      }
    } else {
      try {
        await updateList.mutateAsync({ id: list.id, name, entries });
      } catch (error) {
        console.error(error);
        setMessage({ tone: 'error', text: TENANTS_TEXT.saveFailed(errorText(error)) });
        return;
      }
    }
    setMode('view');
    setMessage({ tone: 'success', text: TENANTS_TEXT.saved });
  }

  async function remove() {
    if (!list) return;
    try {
      await deleteList.mutateAsync(list.id);
      setConfirmDelete(false);
      onDeleted();
    } catch (error) {
      console.error(error);
      setConfirmDelete(false);
      setMessage({ tone: 'error', text: TENANTS_TEXT.deleteFailed(errorText(error)) });
    }
  }

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setMessage(null);
    setImportProgress(0);
    try {
      // Read by what the file is, not its name (docs/product.md §5); the readers load on first use.
      const { readTenantFile } = await import('../lib/read-tenant-file');
      const result = await readTenantFile(file, setImportProgress);
      if (!result.ok) {
        setMessage({ tone: 'error', text: result.message });
        return;
      }
      // Import replaces the current rows (docs/product.md §5): first show what that would change.
      const replaced = editing ? draft.filter(isNamed) : (list?.entries ?? []);
      setPreview({
        fileName: file.name,
        diff: diffTenantImport(replaced, result.entries),
        problems: importDetails(result),
        result,
      });
    } catch (error) {
      console.error(error);
      setMessage({ tone: 'error', text: TENANTS_TEXT.noValidEntries });
    } finally {
      setImportProgress(null);
    }
  }

  function replaceWithImport() {
    if (!preview) return;
    const { result, problems } = preview;
    setPreview(null);
    if (editing) setDraft(result.entries);
    else begin(list ? 'edit' : 'create', result.entries);
    setTouched(true);
    setMessage({
      tone: 'info',
      text: `${TENANTS_TEXT.imported(result.entries.length, result.format)} ${TENANTS_TEXT.importNotSaved}`,
      details: problems,
    });
  }

  function cancel() {
    // Cancel resets to the saved entries (docs/product.md §4): the draft is simply dropped.
    setMessage(null);
    if (mode === 'create' && onCancelCreate) {
      allowLeaving();
      onCancelCreate();
      return;
    }
    setMode('view');
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
      <Button variant="secondary" disabled={saving} onClick={cancel}>
        {TENANTS_TEXT.cancel}
      </Button>
      <Button onClick={() => void save()} disabled={!draft.some(isNamed)} loading={saving}>
        {mode === 'create' ? TENANTS_TEXT.create : TENANTS_TEXT.save}
      </Button>
    </>
  ) : list && canWrite ? (
    <>
      {publishSlot}
      <Button variant="danger" onClick={() => setConfirmDelete(true)}>
        <Trash2 className="size-4" aria-hidden />
        {TENANTS_TEXT.delete}
      </Button>
      <Button onClick={() => begin('edit', list.entries)}>
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
          onChange={(event) => void importFile(event)}
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
                <Button onClick={() => begin('create', [])}>
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
                  value={name}
                  maxLength={200}
                  placeholder={TENANTS_TEXT.listNamePlaceholder}
                  hint={TENANTS_TEXT.listNameHint}
                  onChange={(event) => {
                    setTouched(true);
                    setName(event.target.value);
                  }}
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
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-zinc-500">
              {TENANTS_TEXT.entryCount(shownEntries.length)}
              {!canWrite && ` · ${TENANTS_TEXT.readOnly}`}
            </p>
            <div className="flex flex-wrap gap-2">{csvButtons}</div>
          </div>
          <TenantsTable
            entries={shownEntries}
            editable={editing}
            onChange={changeEntry}
            onRemove={removeEntry}
          />
          {editing && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setTouched(true);
                setDraft((entries) => [...entries, blankEntry()]);
              }}
            >
              <Plus className="size-4" aria-hidden />
              {TENANTS_TEXT.addEntry}
            </Button>
          )}
        </section>
      )}

      <ImportPreviewDialog
        preview={preview}
        onReplace={replaceWithImport}
        onCancel={() => setPreview(null)}
      />
      <LeaveWithoutSavingDialog blocker={blocker} description={TENANTS_TEXT.leaveText} />
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={TENANTS_TEXT.deleteTitle}
        description={
          <>
            {TENANTS_TEXT.deleteConfirm}
            {screens.length > 0 && <span className="mt-2 block">{TENANTS_TEXT.deleteShownOn(screens)}</span>}
          </>
        }
        confirmLabel={TENANTS_TEXT.delete}
        pending={deleteList.isPending}
        onConfirm={() => void remove()}
      />
    </div>
  );
}
