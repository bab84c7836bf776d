import {
  can,
  SUCCESS_NOTICE_MS,
  tenantEntrySchema,
  tenantExportFilename,
  tenantsToCsv,
  tenantTemplateCsv,
  TENANT_TEMPLATE_FILENAME,
  type TenantCsvImport,
  type TenantEntry,
  type TenantList,
  type User,
} from '@foyer/shared';
import { Download, FileDown, FileUp, Pencil, Plus, Trash2, Users } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { PageHeader } from '../../../components/layouts/page-header';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailedState } from '../../../components/ui/load-failed-state';
import { PageLoader } from '../../../components/ui/page-loader';
import { inSubOrganization } from '../../../lib/sub-organizations/in-sub-organization';
import { useCreateTenantList } from '../api/create-tenant-list';
import { useDeleteTenantList } from '../api/delete-tenant-list';
import { useTenantLists } from '../api/get-tenant-lists';
import { useUpdateTenantList } from '../api/update-tenant-list';
import { downloadCsv, newEntryId, parseTenantCsvFile } from '../lib/parse-tenant-csv';
import { TENANTS_TEXT } from '../messages';
import { TenantsTable } from './tenants-table';
import { textWithReason } from '../../../lib/api-client';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes';
import { LeaveWithoutSavingDialog } from '../../../components/ui/leave-without-saving-dialog';

type Mode = 'view' | 'edit' | 'create';
type Message = { tone: 'error' | 'success' | 'info'; text: string; details?: readonly string[] };

/** What an import could not take as it was, one line each: unknown columns, left-out rows, unread cells. */
function importDetails(result: Extract<TenantCsvImport, { ok: true }>): string[] {
  return [
    ...(result.unknownColumns.length > 0 ? [TENANTS_TEXT.unknownColumns(result.unknownColumns)] : []),
    ...(result.skippedRows.length > 0 ? [TENANTS_TEXT.skippedRows(result.skippedRows)] : []),
    ...result.problems.map((p) => TENANTS_TEXT.cellProblem(p.row, p.column, p.message)),
  ];
}

const blankEntry = (): TenantEntry => tenantEntrySchema.parse({ id: newEntryId() });
const isNamed = (entry: TenantEntry) => entry.company_name.trim() !== '';
const errorText = (error: unknown) => (error instanceof Error ? error.message : undefined);

export interface TenantsPageProps {
  actor: User;
  /** The selected sub-organization; null shows the organization's lists. */
  subOrganization: { id: string; name: string } | null;
  organizationName: string;
  /** /dashboard/tenants/new opens the editor straight away when there is no list yet. */
  startCreating?: boolean;
}

/** The Tenants page (SPEC §2): one directory per sub-organization, viewed or edited as a table. */
export function TenantsPage({
  actor,
  subOrganization,
  organizationName,
  startCreating = false,
}: TenantsPageProps) {
  const subOrgId = subOrganization?.id ?? null;
  const lists = useTenantLists(actor.org_id, subOrgId);
  const current: TenantList | undefined = lists.data?.find((list) => inSubOrganization(list, subOrgId));
  const canWrite = can(actor, 'content:write', { sub_org_id: current?.sub_org_id ?? subOrgId });

  const createList = useCreateTenantList();
  const updateList = useUpdateTenantList();
  const deleteList = useDeleteTenantList();

  const [mode, setMode] = useState<Mode>('view');
  const [draft, setDraft] = useState<TenantEntry[]>([]);
  // Changed since Edit or Create began (typing, adding, removing, importing): leaving asks first.
  const [touched, setTouched] = useState(false);
  const { blocker } = useUnsavedChanges(mode !== 'view' && touched);
  const [message, setMessage] = useState<Message | null>(null);
  const [importProgress, setImportProgress] = useState<number | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const startedCreating = useRef(false);

  // A switch of sub-organization shows that one's list, leaving any unsaved edit behind.
  const [shownSubOrg, setShownSubOrg] = useState(subOrgId);
  if (shownSubOrg !== subOrgId) {
    setShownSubOrg(subOrgId);
    setMode('view');
    setMessage(null);
  }

  useEffect(() => {
    if (message?.tone !== 'success') return;
    const timer = window.setTimeout(() => setMessage(null), SUCCESS_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  const beginCreate = useCallback((entries: TenantEntry[] = [blankEntry()]) => {
    setDraft(entries);
    setTouched(false);
    setMode('create');
  }, []);

  useEffect(() => {
    if (!startCreating || startedCreating.current || !lists.isSuccess || !canWrite) return;
    startedCreating.current = true;
    if (!current) beginCreate();
  }, [startCreating, lists.isSuccess, canWrite, current, beginCreate]);

  const changeEntry = useCallback((index: number, patch: Partial<TenantEntry>) => {
    setTouched(true);
    setDraft((entries) => entries.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)));
  }, []);
  const removeEntry = useCallback((index: number) => {
    // The last remaining row cannot be removed (SPEC §5).
    setTouched(true);
    setDraft((entries) => (entries.length > 1 ? entries.filter((_, i) => i !== index) : entries));
  }, []);

  const editing = mode !== 'view';
  const shownEntries = editing ? draft : (current?.entries ?? []);
  const hasNamed = draft.some(isNamed);
  const saving = createList.isPending || updateList.isPending;

  async function save() {
    const entries = draft.filter(isNamed);
    if (entries.length === 0) {
      setMessage({ tone: 'error', text: TENANTS_TEXT.atLeastOne });
      return;
    }
    setMessage(null);
    if (mode === 'create' || !current) {
      try {
        await createList.mutateAsync({
          org_id: actor.org_id,
          sub_org_id: subOrgId,
          scope: 'global',
          entries,
        });
      } catch (error) {
        console.error(error);
        setMessage({ tone: 'error', text: textWithReason(TENANTS_TEXT.createFailed, error) });
        return;
      }
    } else {
      try {
        await updateList.mutateAsync({ id: current.id, entries });
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
    if (!current) return;
    try {
      await deleteList.mutateAsync(current.id);
      setConfirmDelete(false);
      setMode('view');
      setMessage(null);
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
    if (!file.name.toLowerCase().endsWith('.csv')) {
      setMessage({ tone: 'error', text: TENANTS_TEXT.notCsv });
      return;
    }
    setMessage(null);
    setImportProgress(0);
    try {
      const result = await parseTenantCsvFile(file, setImportProgress);
      if (!result.ok) {
        setMessage({ tone: 'error', text: result.message });
        return;
      }
      // Import replaces the current rows (SPEC §5).
      if (mode === 'view' && !current) beginCreate(result.entries);
      else {
        setDraft(result.entries);
        if (mode === 'view') setMode('edit');
      }
      setTouched(true);
      setMessage({
        tone: 'info',
        text: `${TENANTS_TEXT.imported(result.entries.length)} ${TENANTS_TEXT.importNotSaved}`,
        details: importDetails(result),
      });
    } catch (error) {
      console.error(error);
      setMessage({ tone: 'error', text: TENANTS_TEXT.noValidEntries });
    } finally {
      setImportProgress(null);
    }
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
      <Button
        variant="secondary"
        disabled={saving}
        onClick={() => {
          // Cancel resets to the saved entries (SPEC §4): the draft is simply dropped.
          setMode('view');
          setMessage(null);
        }}
      >
        {TENANTS_TEXT.cancel}
      </Button>
      <Button onClick={() => void save()} disabled={!hasNamed} loading={saving}>
        {mode === 'create' ? TENANTS_TEXT.create : TENANTS_TEXT.save}
      </Button>
    </>
  ) : current && canWrite ? (
    <>
      <Button variant="danger" onClick={() => setConfirmDelete(true)}>
        <Trash2 className="size-4" aria-hidden />
        {TENANTS_TEXT.delete}
      </Button>
      <Button
        onClick={() => {
          setDraft(current.entries.length > 0 ? current.entries : [blankEntry()]);
          setTouched(false);
          setMode('edit');
          setMessage(null);
        }}
      >
        <Pencil className="size-4" aria-hidden />
        {TENANTS_TEXT.edit}
      </Button>
    </>
  ) : null;

  return (
    <div className="animate-fade-in space-y-6">
      <PageHeader
        title="Tenants"
        description={TENANTS_TEXT.subtitle(subOrganization?.name ?? organizationName)}
        actions={actions}
      />
      {canWrite && (
        <input
          ref={fileInput}
          type="file"
          accept=".csv,text/csv"
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

      {lists.isPending ? (
        <PageLoader />
      ) : lists.isError && !current ? (
        <LoadFailedState title={TENANTS_TEXT.loadFailed} icon={<Users />} query={lists} />
      ) : !editing && !current ? (
        <EmptyState
          icon={<Users />}
          title={TENANTS_TEXT.empty}
          description={canWrite ? TENANTS_TEXT.emptyHint : TENANTS_TEXT.emptyViewerHint}
          action={
            canWrite && (
              <div className="flex flex-wrap justify-center gap-2">
                <Button onClick={() => beginCreate()}>
                  <Plus className="size-4" aria-hidden />
                  {TENANTS_TEXT.create}
                </Button>
                {csvButtons}
              </div>
            )
          }
        />
      ) : (
        <section className="space-y-3">
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

      <LeaveWithoutSavingDialog blocker={blocker} description={TENANTS_TEXT.leaveText} />
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={TENANTS_TEXT.deleteTitle}
        description={TENANTS_TEXT.deleteConfirm}
        confirmLabel={TENANTS_TEXT.delete}
        pending={deleteList.isPending}
        onConfirm={() => void remove()}
      />
    </div>
  );
}
