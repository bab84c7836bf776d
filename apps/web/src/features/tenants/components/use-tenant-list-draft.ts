import {
  can,
  diffTenantImport,
  planTenantImport,
  SUCCESS_NOTICE_MS,
  tenantEntrySchema,
  type TenantEntry,
  type TenantList,
  type User,
} from '@foyer/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useAction } from '../../../components/editor/use-action';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes';
import { useCreateTenantList } from '../api/create-tenant-list';
import { useDeleteTenantList } from '../api/delete-tenant-list';
import { useUpdateTenantList } from '../api/update-tenant-list';
import { newEntryId } from '../lib/parse-tenant-csv';
import type { TenantFileImport } from '../lib/read-tenant-file';
import { TENANTS_TEXT } from '../messages';
import type { ImportPreview } from './import-preview-dialog';

export type EditorMode = 'view' | 'edit' | 'create';
export type EditorMessage = {
  tone: 'error' | 'success' | 'info' | 'warning';
  text: string;
  details?: readonly string[];
};
type ReadImport = Extract<TenantFileImport, { ok: true }>;
/** An import waiting for its preview to be confirmed, with the rows it would leave in the editor. */
export type PendingImport = ImportPreview & { result: ReadImport; entries: TenantEntry[] };

/** The draft react-hook-form holds while a list is edited or created. */
export interface TenantDraftValues {
  name: string;
  entries: TenantEntry[];
}

export const blankEntry = (): TenantEntry => tenantEntrySchema.parse({ id: newEntryId() });
export const isNamed = (entry: TenantEntry) => entry.company_name.trim() !== '';

/** What an import could not take as it was, one line each: unknown columns, left-out rows, unread cells. */
function importDetails(result: ReadImport): string[] {
  return [
    ...(result.unknownColumns.length > 0 ? [TENANTS_TEXT.unknownColumns(result.unknownColumns)] : []),
    ...(result.skippedRows.length > 0 ? [TENANTS_TEXT.skippedRows(result.skippedRows)] : []),
    ...result.problems.map((p) => TENANTS_TEXT.cellProblem(p.row, p.column, p.message)),
  ];
}

export interface TenantListDraftOptions {
  actor: User;
  list: TenantList | null;
  subOrgId: string | null;
  creating: boolean;
  justCreated: boolean;
  onCreated: (list: TenantList) => void;
  onDeleted: () => void;
  onCancelCreate?: (() => void) | undefined;
}

/**
 * Everything the tenant list editor does, without drawing it (docs/product.md §2, §4, §5): the
 * mode, the draft rows in react-hook-form (one field array), import with its preview, and save and
 * delete through the dashboard's one action helper (DSH-23). Leaving with changed rows asks first.
 */
export function useTenantListDraft({
  actor,
  list,
  subOrgId,
  creating,
  justCreated,
  onCreated,
  onDeleted,
  onCancelCreate,
}: TenantListDraftOptions) {
  const canWrite = can(actor, 'content:write', { sub_org_id: list ? list.sub_org_id : subOrgId });
  const createList = useCreateTenantList();
  const updateList = useUpdateTenantList();
  const deleteList = useDeleteTenantList();

  const [mode, setMode] = useState<EditorMode>(creating && canWrite ? 'create' : 'view');
  const editing = mode !== 'view';
  const form = useForm<TenantDraftValues>({
    defaultValues: { name: list?.name ?? '', entries: [blankEntry()] },
  });
  const rows = useFieldArray({ control: form.control, name: 'entries', keyName: 'key' });
  const draft = useWatch({ control: form.control, name: 'entries' });
  // Changed since Edit or Create began (typing, adding, removing, importing): leaving asks first.
  // Read on every render: react-hook-form keeps isDirty current only once it has been read.
  const { isDirty } = form.formState;
  const { blocker, allowLeaving } = useUnsavedChanges(editing && isDirty, TENANTS_TEXT.leaveText);
  const [message, setMessage] = useState<EditorMessage | null>(null);
  const [importProgress, setImportProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<PendingImport | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  // The new list may already be open here when the address moves to it (the lists refetch first).
  useEffect(() => {
    if (justCreated) setMessage({ tone: 'success', text: TENANTS_TEXT.saved });
  }, [justCreated]);

  // The saved list changed while it was open for editing: a sync applied (docs/product.md §13), or
  // someone else saved it. Untouched rows follow it; typed ones are kept and the user is told,
  // since Save would now replace the new version.
  const savedVersion = list?.updated_at ?? null;
  const seenVersion = useRef(savedVersion);
  const ownSave = useRef(false);
  useEffect(() => {
    const before = seenVersion.current;
    seenVersion.current = savedVersion;
    if (!list || before === null || before === savedVersion || mode !== 'edit' || ownSave.current) return;
    if (form.formState.isDirty) setMessage({ tone: 'warning', text: TENANTS_TEXT.changedWhileEditing });
    else
      form.reset({ name: list.name, entries: list.entries.length > 0 ? [...list.entries] : [blankEntry()] });
  }, [savedVersion, list, mode, form]);

  useEffect(() => {
    if (message?.tone !== 'success') return;
    const timer = window.setTimeout(() => setMessage(null), SUCCESS_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  const sayError = (text: string) => setMessage({ tone: 'error', text });
  const create = useAction(
    createList.mutateAsync,
    { failed: TENANTS_TEXT.createFailed, reason: 'sentence' },
    {
      notice: sayError,
      onDone: (created) => {
        allowLeaving();
        onCreated(created);
      },
    },
  );
  const update = useAction(
    updateList.mutateAsync,
    { failed: TENANTS_TEXT.saveFailed, reason: 'message' },
    {
      notice: sayError,
    },
  );
  const remove = useAction(
    deleteList.mutateAsync,
    { failed: TENANTS_TEXT.deleteFailed, reason: 'message' },
    {
      notice: (text) => {
        setConfirmDelete(false);
        sayError(text);
      },
      onDone: () => {
        setConfirmDelete(false);
        onDeleted();
      },
    },
  );

  /** Starts editing (or creating) from `entries`: they are the draft's saved state. */
  const begin = (next: EditorMode, entries: readonly TenantEntry[]) => {
    form.reset({ name: list?.name ?? '', entries: entries.length > 0 ? [...entries] : [blankEntry()] });
    setMode(next);
    setMessage(null);
  };

  const { setValue } = form;
  const changeEntry = useCallback(
    (index: number, patch: Partial<TenantEntry>) => {
      for (const [field, value] of Object.entries(patch) as [keyof TenantEntry, string | boolean][])
        setValue(`entries.${index}.${field}`, value, { shouldDirty: true });
    },
    [setValue],
  );
  const { remove: removeRow, append } = rows;
  const removeEntry = useCallback(
    (index: number) => {
      // The last remaining row cannot be removed (docs/product.md §5).
      if (form.getValues('entries').length > 1) removeRow(index);
    },
    [form, removeRow],
  );
  const addEntry = () => append(blankEntry(), { shouldFocus: false });

  async function save() {
    const { name, entries: all } = form.getValues();
    const entries = all.filter(isNamed);
    if (entries.length === 0) {
      sayError(TENANTS_TEXT.atLeastOne);
      return;
    }
    setMessage(null);
    ownSave.current = true;
    const saved = await (
      mode === 'create' || !list
        ? create.run({ org_id: actor.org_id, sub_org_id: subOrgId, scope: 'global', name, entries })
        : update.run({ id: list.id, name, entries })
    ).finally(() => {
      ownSave.current = false;
    });
    if (!saved) return;
    setMode('view');
    setMessage({ tone: 'success', text: TENANTS_TEXT.saved });
  }

  async function importFile(file: File) {
    setMessage(null);
    setImportProgress(0);
    try {
      // Read by what the file is, not its name (docs/product.md §5); the readers load on first use.
      const { readTenantFile } = await import('../lib/read-tenant-file');
      const result = await readTenantFile(file, setImportProgress);
      if (!result.ok) {
        sayError(result.message);
        return;
      }
      // Import replaces the current rows (docs/product.md §5): first show what that would change.
      const replaced = editing ? form.getValues('entries').filter(isNamed) : (list?.entries ?? []);
      setPreview({
        fileName: file.name,
        diff: diffTenantImport(replaced, result.entries),
        problems: importDetails(result),
        result,
        // A company the list already has keeps its id, so its confirmation (docs/product.md §15)
        // and the notes and image a file does not carry survive the import (docs/decisions/sync.md SYNC-5).
        entries: planTenantImport(replaced, result.entries, 'replace', new Date().toISOString(), newEntryId)
          .entries,
      });
    } catch (error) {
      console.error(error);
      sayError(TENANTS_TEXT.noValidEntries);
    } finally {
      setImportProgress(null);
    }
  }

  function replaceWithImport() {
    if (!preview) return;
    const { result, problems, entries } = preview;
    setPreview(null);
    // The imported rows are a change to what was saved: leaving before Save asks.
    if (!editing) begin(list ? 'edit' : 'create', list?.entries ?? []);
    rows.replace(entries);
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

  return {
    canWrite,
    mode,
    editing,
    /** The rows on screen: the draft while editing, the saved list otherwise. */
    entries: editing ? draft : (list?.entries ?? []),
    canSave: draft.some(isNamed),
    saving: create.pending || update.pending,
    nameField: form.register('name'),
    message,
    importProgress,
    preview,
    closePreview: () => setPreview(null),
    confirmDelete,
    setConfirmDelete,
    deleting: remove.pending,
    blocker,
    begin,
    changeEntry,
    removeEntry,
    addEntry,
    save,
    remove: () => (list ? remove.run(list.id) : undefined),
    importFile,
    replaceWithImport,
    cancel,
  };
}
