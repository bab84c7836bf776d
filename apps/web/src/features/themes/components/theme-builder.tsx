import {
  NOTHING_DRAWN,
  ThemePreview,
  type DrawnList,
  type ElementType,
  type ShownNotice,
} from '@foyer/display';
import { canRedo, canUndo, SAMPLE_DIRECTORY, type Theme, type ThemeInput } from '@foyer/shared';
import { ArrowLeft, Redo2, Save, Trash2, Undo2 } from 'lucide-react';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useAction } from '../../../components/editor/use-action';
import { PageTitle } from '../../../components/layouts/page-title';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { useCreateTheme } from '../api/create-theme';
import { useDeleteTheme } from '../api/delete-theme';
import { useUpdateTheme } from '../api/update-theme';
import { THEMES_TEXT } from '../messages';
import { ContextPanel } from './context-panel';
import type { RenderImageSource } from './image-source-slot';
import { SettingsPanel } from './settings-panel';
import { draftFromTheme, draftReducer, initialDraftState, newThemeDraft, type ChangeFn } from './theme-draft';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes';
import { LeaveWithoutSavingDialog } from '../../../components/ui/leave-without-saving-dialog';

/** The notice the builder shows while the content area's controls (with 'Scheduled notices') are open. */
const SAMPLE_NOTICES: readonly ShownNotice[] = [
  {
    id: 'sample',
    title: 'Sample notice: the lifts are serviced on Saturday',
    text: 'Notices are written on the Notices page and show at their times.',
    image_url: '',
    tone: 'info',
  },
];

/** A stable array: the preview re-renders only when the draft changes. */
const PREVIEW_TENANTS = SAMPLE_DIRECTORY;

export interface ThemeBuilderProps {
  /** The stored theme being edited; undefined when creating one. */
  theme?: Theme;
  /** The signed-in user's organization; null shows the 'No organization selected' message on save. */
  orgId: string | null;
  /** Where new themes go (the selected sub-organization). */
  subOrgId: string | null;
  /** The themes page, where back, cancel and delete lead. */
  listPath: string;
  editHref: (id: string) => string;
  /** Reloads the stored theme after a version conflict. */
  onReload?: () => Promise<unknown>;
  /** Upload and 'Select from library' beside the image fields (given by the route). */
  renderImageSource?: RenderImageSource;
  /** 'Publish to N screens' for the screens showing this theme (given by the route); hidden while unsaved. */
  publishSlot?: ReactNode;
}

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    (target instanceof HTMLInputElement &&
      !['range', 'checkbox', 'radio', 'color', 'button'].includes(target.type)));

/** The theme builder (docs/product.md §2): left settings, the live preview, the selected element's panel. */
export function ThemeBuilder({
  theme,
  orgId,
  subOrgId,
  listPath,
  editHref,
  onReload,
  publishSlot,
  renderImageSource,
}: ThemeBuilderProps) {
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(draftReducer, theme, (t) =>
    initialDraftState(t ? draftFromTheme(t) : newThemeDraft()),
  );
  const { draft, history } = state;
  const [selected, setSelected] = useState<ElementType | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const createTheme = useCreateTheme();
  const updateTheme = useUpdateTheme();
  const deleteTheme = useDeleteTheme();
  const dirty = history.entries.length > 0;

  // Loading (or reloading) a stored theme resets the history (docs/product.md §4).
  useEffect(() => {
    if (theme) dispatch({ type: 'load', draft: draftFromTheme(theme) });
  }, [theme]);

  const onChange = useCallback<ChangeFn>((path, value, options) => {
    dispatch({ type: 'change', path, value, coalesce: options?.coalesce, at: Date.now() });
  }, []);
  const onUndo = useCallback(() => dispatch({ type: 'undo' }), []);
  const onRedo = useCallback(() => dispatch({ type: 'redo' }), []);
  const onSelectElement = useCallback((element: ElementType) => setSelected(element), []);
  // In one column (a phone) the element's settings are below the theme's: bring them up on a click.
  const elementPanel = useRef<HTMLElement>(null);
  useEffect(() => {
    const panel = elementPanel.current;
    if (selected && panel && panel.getBoundingClientRect().top >= window.innerHeight)
      panel.scrollIntoView({ block: 'start' });
  }, [selected]);

  // Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z (or Ctrl+Y) redoes; inside a text field the browser's own undo applies.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || isTextField(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        dispatch({ type: 'undo' });
      } else if ((key === 'z' && event.shiftKey) || key === 'y') {
        event.preventDefault();
        dispatch({ type: 'redo' });
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const { blocker, allowLeaving } = useUnsavedChanges(dirty);
  const leave = (to: string) => {
    allowLeaving();
    void navigate(to);
  };

  // Saving and deleting run through the editors' action (DSH-23); a second Ctrl+S while a save
  // runs is ignored.
  const saveAction = useAction(
    async (body: ThemeInput): Promise<'saved' | 'created'> => {
      if (theme) {
        const saved = await updateTheme.mutateAsync({
          id: theme.id,
          body: {
            ...body,
            sub_org_id: theme.sub_org_id,
            metadata: { ...draft.metadata, version: theme.metadata.version },
          },
        });
        dispatch({ type: 'load', draft: draftFromTheme(saved) });
        return 'saved';
      }
      const created = await createTheme.mutateAsync({ ...body, sub_org_id: subOrgId });
      leave(editHref(created.id));
      return 'created';
    },
    {
      done: (result) => (result === 'created' ? THEMES_TEXT.created : THEMES_TEXT.saved),
      // docs/product.md §8 wording first, then the server's reason for a refused save (4xx).
      failed: THEMES_TEXT.saveFailed,
      reason: 'sentence',
    },
    {
      notice: (message) => {
        setSaveError(message);
        toast.error(message);
      },
      // Someone else saved meanwhile: the conflict dialog offers to reload.
      onFailed: (error) => {
        const conflicted = error instanceof ApiError && error.status === 409;
        if (conflicted) setConflict(true);
        return conflicted;
      },
    },
  );
  const saving = saveAction.pending;
  const save = async () => {
    setSaveError(null);
    if (!orgId) {
      setSaveError(THEMES_TEXT.noOrganization);
      toast.error(THEMES_TEXT.noOrganization);
      return;
    }
    await saveAction.run({ ...draft, name: draft.name.trim(), org_id: orgId });
  };

  const removeAction = useAction(
    async (id: string) => {
      await deleteTheme.mutateAsync(id);
      setConfirmDelete(false);
    },
    { done: THEMES_TEXT.deleted, failed: THEMES_TEXT.deleteFailed, reason: 'sentence' },
    { onDone: () => leave(listPath) },
  );
  const remove = async () => {
    if (theme) await removeAction.run(theme.id);
  };

  // Ctrl+S saves, as in every editor people know.
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void saveRef.current();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  // What the preview draws (names a page, the smallest name), told by the list itself (THM-34).
  const [drawn, setDrawn] = useState<DrawnList>(NOTHING_DRAWN);
  const previewOrientation = draft.layoutOptions.orientation === 'portrait' ? 'portrait' : 'landscape';
  const preview = useMemo(
    () => (
      <ThemePreview
        theme={draft}
        tenants={PREVIEW_TENANTS}
        orientation={previewOrientation}
        selectedElement={selected}
        onSelectElement={onSelectElement}
        onDrawnList={setDrawn}
        // While its controls are open, a sample notice shows where the theme puts notices.
        notices={selected === 'preview-content' ? SAMPLE_NOTICES : undefined}
      />
    ),
    [draft, previewOrientation, selected, onSelectElement],
  );

  const title = theme ? `Edit ${theme.name || 'Theme'}` : 'Create Theme';

  return (
    // Three columns from lg up; below, one column that the page scrolls, the preview first, so a
    // phone gets it at full width (docs/decisions/dashboard.md DSH-22). The panels keep their order,
    // which is the order of the keyboard.
    <div className="flex flex-col bg-zinc-50 lg:h-[calc(100dvh-3.5rem)] lg:min-h-[560px] lg:overflow-hidden">
      <PageTitle title={title} />
      <header className="flex flex-wrap items-center gap-2 border-b border-zinc-200/80 bg-white px-4 py-2.5">
        <Button
          variant="ghost"
          size="icon"
          aria-label="Back to themes"
          onClick={() => void navigate(listPath)}
        >
          <ArrowLeft className="size-4" aria-hidden />
        </Button>
        <h1 className="mr-2 truncate text-base font-semibold text-zinc-950">{title}</h1>
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={THEMES_TEXT.undo}
            title="Undo (Ctrl+Z)"
            disabled={!canUndo(history)}
            onClick={onUndo}
          >
            <Undo2 className="size-4" aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={THEMES_TEXT.redo}
            title="Redo (Ctrl+Shift+Z)"
            disabled={!canRedo(history)}
            onClick={onRedo}
          >
            <Redo2 className="size-4" aria-hidden />
          </Button>
        </div>
        {dirty && (
          <span
            role="status"
            className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-1 text-xs font-medium text-amber-800 ring-1 ring-amber-200"
          >
            <span className="size-1.5 rounded-full bg-amber-500" aria-hidden />
            {THEMES_TEXT.unsavedChanges}
          </span>
        )}
        {saveError && (
          <span role="alert" className="text-xs font-medium text-red-600">
            {saveError}
          </span>
        )}
        <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
          {!dirty && publishSlot}
          <Button variant="secondary" onClick={() => void navigate(listPath)}>
            {THEMES_TEXT.cancel}
          </Button>
          {theme && (
            <Button
              variant="secondary"
              className="text-red-600 hover:text-red-700"
              onClick={() => setConfirmDelete(true)}
            >
              <Trash2 className="size-4" aria-hidden />
              {THEMES_TEXT.delete}
            </Button>
          )}
          <Button loading={saving} onClick={() => void save()}>
            {!saving && <Save className="size-4" aria-hidden />}
            {theme
              ? saving
                ? THEMES_TEXT.saving
                : THEMES_TEXT.save
              : saving
                ? THEMES_TEXT.creating
                : THEMES_TEXT.createTheme}
          </Button>
        </div>
      </header>

      <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
        <aside
          aria-label="Theme settings"
          className="border-zinc-200/80 bg-white lg:w-80 lg:shrink-0 lg:overflow-y-auto lg:border-r"
        >
          <SettingsPanel draft={draft} onChange={onChange} drawn={drawn} />
        </aside>
        <section
          aria-label="Preview"
          className="order-first flex h-72 min-w-0 flex-col p-4 sm:h-[28rem] sm:p-6 lg:order-none lg:h-auto lg:flex-1"
        >
          <div className="relative min-h-0 flex-1" data-testid="builder-preview">
            {preview}
          </div>
          <p className="mt-3 text-center text-xs text-zinc-500">Click any part of the preview to edit it.</p>
        </section>
        <aside
          aria-label="Element settings"
          ref={elementPanel}
          className="flex scroll-mt-28 flex-col border-t border-zinc-200/80 bg-white sm:scroll-mt-16 lg:w-80 lg:shrink-0 lg:overflow-hidden lg:border-t-0 lg:border-l"
        >
          <ContextPanel
            element={selected}
            draft={draft}
            onChange={onChange}
            onClose={() => setSelected(null)}
            renderImageSource={renderImageSource}
          />
        </aside>
      </div>

      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={THEMES_TEXT.deleteTitle}
        description={THEMES_TEXT.deleteConfirm(theme?.name ?? '')}
        confirmLabel={THEMES_TEXT.delete}
        pendingLabel="Deleting..."
        pending={removeAction.pending}
        onConfirm={() => void remove()}
      />
      <LeaveWithoutSavingDialog blocker={blocker} description={THEMES_TEXT.leaveText} />
      <ConfirmDialog
        open={conflict}
        onOpenChange={setConflict}
        title={THEMES_TEXT.conflictTitle}
        description={THEMES_TEXT.conflictText}
        confirmLabel={THEMES_TEXT.reload}
        onConfirm={() => {
          setConflict(false);
          void onReload?.();
        }}
      />
    </div>
  );
}
