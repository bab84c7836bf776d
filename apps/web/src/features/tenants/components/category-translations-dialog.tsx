import {
  can,
  CATEGORY_TRANSLATION_MESSAGES as TEXT,
  categoryKey,
  categoryUsage,
  DEFAULT_LANGUAGE,
  languageLabel,
  TENANT_CATEGORY_MAX,
  type Actor,
  type CategoryTranslations,
} from '@foyer/shared';
import { Languages } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAction } from '../../../components/editor/use-action';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogForm } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import {
  LeaveQuestion,
  useDialogLeaveGuard,
  dialogLeaveText,
} from '../../../components/ui/leave-without-saving-dialog';
import { LoadFailedState } from '../../../components/ui/load-failed-state';
import { PageLoader } from '../../../components/ui/page-loader';
import { useCategoryTranslations, useSaveCategoryTranslations } from '../api/category-translations';

/*
 * Tenants page → 'Category translations' (docs/product.md §16 "Category translations",
 * docs/decisions/languages.md LNG-19): the organization's categories and their text in each
 * language its buildings use. Everyone who sees tenant lists reads it; those who may change
 * organization-wide lists change it.
 */

const CLOSE = 'Close';
const CANCEL = 'Cancel';
const SAVE = 'Save';
const SAVE_FAILED = 'Failed to save category translations';

interface Values {
  rows: { category: string; translations: Record<string, string> }[];
}

/** The button beside the list's other actions, and its dialog. */
export function CategoryTranslationsButton({ actor }: { actor: Actor }) {
  const [open, setOpen] = useState(false);
  const close = useRef<() => void>(() => setOpen(false));
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close.current())}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Languages className="size-4" aria-hidden />
        {TEXT.title}
      </Button>
      {open && (
        <CategoryTranslationsEditor actor={actor} onClose={() => setOpen(false)} closeRequest={close} />
      )}
    </Dialog>
  );
}

function CategoryTranslationsEditor({
  actor,
  onClose,
  closeRequest,
}: {
  actor: Actor;
  onClose: () => void;
  closeRequest: { current: () => void };
}) {
  const query = useCategoryTranslations(actor.org_id);
  // Written like an organization-wide tenant list (LNG-19); the server checks it too.
  const canEdit = can(actor, 'content:write', { org_id: actor.org_id, sub_org_id: null });
  const onlyEnglish =
    query.data !== undefined && query.data.languages.every((lang) => lang === DEFAULT_LANGUAGE);
  return (
    <DialogContent title={TEXT.title} description={TEXT.intro} size="lg">
      {query.isPending ? (
        <DialogBody>
          <PageLoader />
        </DialogBody>
      ) : query.isError || !query.data ? (
        <DialogBody>
          <LoadFailedState
            title="Category translations could not be loaded"
            icon={<Languages />}
            query={query}
          />
        </DialogBody>
      ) : onlyEnglish ? (
        <>
          <DialogBody>
            <p className="text-sm text-zinc-600">{TEXT.onlyEnglish}</p>
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={onClose}>
              {CLOSE}
            </Button>
          </DialogFooter>
        </>
      ) : (
        <TranslationsForm
          orgId={actor.org_id}
          data={query.data}
          canEdit={canEdit}
          onClose={onClose}
          closeRequest={closeRequest}
        />
      )}
    </DialogContent>
  );
}

function TranslationsForm({
  orgId,
  data,
  canEdit,
  onClose,
  closeRequest,
}: {
  orgId: string;
  data: CategoryTranslations;
  canEdit: boolean;
  onClose: () => void;
  closeRequest: { current: () => void };
}) {
  const { languages, categories } = data;
  const defaults = (): Values => ({
    rows: categories.map((row) => ({
      category: row.category,
      translations: Object.fromEntries(languages.map((lang) => [lang, row.translations[lang] ?? ''])),
    })),
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { isDirty, dirtyFields },
  } = useForm<Values>({ defaultValues: defaults() });
  const save = useSaveCategoryTranslations();
  const action = useAction((values: Values['rows']) => save.mutateAsync({ orgId, categories: values }), {
    done: TEXT.saved,
    failed: SAVE_FAILED,
    reason: 'prefixed',
  });
  const [asking, setAsking] = useState(false);
  const { guard } = useDialogLeaveGuard(isDirty && !action.pending, TEXT.title);
  const requestClose = () => (isDirty && !action.pending ? setAsking(true) : onClose());
  useEffect(() => {
    closeRequest.current = requestClose;
  });

  const onSubmit = handleSubmit(async (values) => {
    // Only the rows changed here: a save never overwrites another person's work on other rows.
    // Each with its stored texts of the languages not shown (no building uses them now): the
    // server replaces a row's texts, so a language left out would be lost (LNG-19).
    const changed = values.rows.flatMap((row, i) =>
      dirtyFields.rows?.[i] === undefined
        ? []
        : [{ ...row, translations: { ...categories[i]?.translations, ...row.translations } }],
    );
    if (changed.length === 0) return onClose();
    const saved = await action.run(changed);
    if (!saved) return;
    reset(values);
    onClose();
  });

  return (
    <DialogForm onSubmit={(event) => void onSubmit(event)}>
      <DialogBody>
        {guard}
        {categories.length === 0 ? (
          <p className="text-sm text-zinc-600">No company of your tenant lists has a category yet.</p>
        ) : (
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr className="border-b border-zinc-200 text-left text-[13px] text-zinc-600">
                <th scope="col" className="py-2 pr-3 font-medium">
                  Category
                </th>
                {languages.map((lang) => (
                  <th key={lang} scope="col" className="px-2 py-2 font-medium">
                    {languageLabel(lang)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {categories.map((row, i) => (
                <tr key={categoryKey(row.category)} className="border-b border-zinc-100 align-top">
                  <th scope="row" className="py-2 pr-3 text-left font-medium text-zinc-900">
                    <bdi>{row.category}</bdi>
                    <span className="block text-xs font-normal text-zinc-500">
                      {row.companies > 0 ? categoryUsage(row.companies) : TEXT.notUsed}
                    </span>
                  </th>
                  {languages.map((lang) => (
                    <td key={lang} className="px-2 py-2">
                      {canEdit ? (
                        <Input
                          aria-label={`${row.category}: ${languageLabel(lang)}`}
                          maxLength={TENANT_CATEGORY_MAX}
                          lang={lang}
                          dir="auto"
                          {...register(`rows.${i}.translations.${lang}`)}
                        />
                      ) : (
                        <span lang={lang} dir="auto" className="block py-2 text-zinc-700">
                          {row.translations[lang] ?? ''}
                        </span>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </DialogBody>
      <DialogFooter>
        {canEdit ? (
          <>
            <Button type="button" variant="secondary" disabled={action.pending} onClick={requestClose}>
              {CANCEL}
            </Button>
            <Button type="submit" loading={action.pending} disabled={!isDirty}>
              {SAVE}
            </Button>
          </>
        ) : (
          <Button type="button" variant="secondary" onClick={onClose}>
            {CLOSE}
          </Button>
        )}
      </DialogFooter>
      <LeaveQuestion
        open={asking}
        description={dialogLeaveText(TEXT.title)}
        onLeave={() => {
          setAsking(false);
          onClose();
        }}
        onStay={() => setAsking(false)}
      />
    </DialogForm>
  );
}
