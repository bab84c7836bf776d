import { ThemePreview } from '@foyer/display';
import {
  PAIRING_CODE_INPUT_MAX,
  REFRESH_POLICIES,
  type Device,
  type RefreshPolicy,
  type TenantEntry,
  type TenantList,
  type Theme,
  type User,
} from '@foyer/shared';
import { Eye, Palette, Pencil, Plus, Send, Trash2, Users, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/layouts/page-header';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog, DialogBody, DialogContent } from '../../../components/ui/dialog';
import { LeaveWithoutSavingDialog } from '../../../components/ui/leave-without-saving-dialog';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { TextField } from '../../../components/ui/text-field';
import { DEVICES_TEXT } from '../messages';
import { CreateTenantsDialog } from './create-tenants-dialog';
import { DeviceStatusBadge } from './device-status-badge';
import { useDeviceDraft } from './use-device-draft';

export interface DeviceFormLinks {
  list: string;
  createTheme: string;
  editTheme: (id: string) => string;
  /** The Tenants page opened on the list the device shows (any list when it shows none). */
  tenants: (listId: string | null) => string;
  preview: (id: string) => string;
}

export interface DeviceFormProps {
  actor: User;
  /** The device being edited; undefined on the create page. */
  device?: Device;
  /** The selected sub-organization's id: a new device belongs to it (docs/product.md §5). */
  subOrgId: string | null;
  themes: readonly Theme[];
  tenantLists: readonly TenantList[];
  /** Creates a tenant list from the 'Create New Tenants' modal. */
  onCreateTenants: (name: string, entries: TenantEntry[]) => Promise<TenantList>;
  links: DeviceFormLinks;
}

/** Device create and edit (docs/product.md §2): information, configuration and the save and publish actions. */
export function DeviceForm({
  actor,
  device,
  subOrgId,
  themes,
  tenantLists,
  onCreateTenants,
  links,
}: DeviceFormProps) {
  const navigate = useNavigate();
  const draft = useDeviceDraft({ actor, device, subOrgId, themes, tenantLists, listPath: links.list });
  const { register, control } = draft.form;
  const [galleryOpen, setGalleryOpen] = useState(false);
  const [tenantsDialogOpen, setTenantsDialogOpen] = useState(false);

  return (
    <div className="animate-fade-in">
      <PageHeader
        title={draft.isEdit ? DEVICES_TEXT.editTitle : DEVICES_TEXT.createTitle}
        description={device ? <DeviceStatusBadge device={device} /> : undefined}
      />
      <form onSubmit={(event) => void draft.onSubmit(event)} noValidate className="mt-6 max-w-3xl space-y-6">
        {draft.error && (
          <div role="alert">
            <Alert>{draft.error}</Alert>
          </div>
        )}
        <section className="space-y-4 rounded-2xl border border-zinc-200/80 bg-white p-5 shadow-sm shadow-zinc-900/[0.04]">
          <h2 className="text-base font-semibold text-zinc-950">{DEVICES_TEXT.information}</h2>
          <TextField
            label={DEVICES_TEXT.name}
            hint={DEVICES_TEXT.nameHint}
            placeholder={DEVICES_TEXT.namePlaceholder}
            maxLength={200}
            {...register('name')}
          />
          <Controller
            name="pairing_code"
            control={control}
            rules={{ validate: (typed) => draft.codeProblem(typed) ?? true }}
            render={({ field, fieldState }) => (
              <TextField
                label={DEVICES_TEXT.pairingCode}
                hint={DEVICES_TEXT.pairingCodeHint}
                error={fieldState.error?.message}
                className="font-mono uppercase"
                autoComplete="off"
                spellCheck={false}
                maxLength={PAIRING_CODE_INPUT_MAX}
                {...field}
                // Codes are upper case (docs/product.md §2 Device create and edit).
                onChange={(event) => field.onChange(event.target.value.toUpperCase())}
              />
            )}
          />
        </section>

        <section className="space-y-4 rounded-2xl border border-zinc-200/80 bg-white p-5 shadow-sm shadow-zinc-900/[0.04]">
          <h2 className="text-base font-semibold text-zinc-950">{DEVICES_TEXT.configuration}</h2>
          <div className="space-y-2">
            <h3 className="text-sm font-medium text-zinc-900">{DEVICES_TEXT.theme}</h3>
            {draft.theme ? (
              <div className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-xl border border-zinc-200 p-3">
                <div className="aspect-video w-full shrink-0 overflow-hidden rounded-md bg-zinc-100 sm:w-40">
                  <ThemePreview theme={draft.theme} tenants={draft.tenants?.entries ?? []} animate={false} />
                </div>
                <p
                  className="min-w-0 flex-1 truncate text-sm font-medium text-zinc-900"
                  data-testid="selected-theme"
                >
                  {draft.theme.name}
                </p>
                <Button variant="secondary" size="sm" onClick={() => setGalleryOpen(true)}>
                  {DEVICES_TEXT.changeTheme}
                </Button>
                <Button variant="ghost" size="icon" asChild>
                  <Link to={links.editTheme(draft.theme.id)} aria-label={DEVICES_TEXT.editTheme}>
                    <Pencil className="size-4" aria-hidden />
                  </Link>
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={DEVICES_TEXT.clearTheme}
                  onClick={() => draft.choose('theme_id', null)}
                >
                  <X className="size-4" aria-hidden />
                </Button>
              </div>
            ) : (
              <Button variant="secondary" onClick={() => setGalleryOpen(true)}>
                <Palette className="size-4" aria-hidden />
                {DEVICES_TEXT.chooseTheme}
              </Button>
            )}
          </div>
          <div className="space-y-2">
            <h3 className="text-sm font-medium text-zinc-900">{DEVICES_TEXT.tenants}</h3>
            <div className="flex flex-wrap items-center gap-3 rounded-xl border border-zinc-200 p-3">
              <Users className="size-5 text-zinc-400" aria-hidden />
              {draft.inScope.length > 1 ? (
                <select
                  aria-label={DEVICES_TEXT.tenants}
                  className="h-9 rounded-lg border border-zinc-200 bg-white px-2 text-sm"
                  value={draft.tenantsId ?? ''}
                  onChange={(event) => draft.choose('tenants_id', event.target.value || null)}
                >
                  {draft.inScope.map((list) => (
                    <option key={list.id} value={list.id}>
                      {list.name}
                    </option>
                  ))}
                </select>
              ) : null}
              <Link
                to={links.tenants(draft.tenants?.id ?? null)}
                className="flex-1 text-sm text-brand-700 hover:underline"
              >
                {draft.tenants
                  ? `${draft.tenants.name} · ${draft.tenants.entries.length} ${draft.tenants.entries.length === 1 ? 'entry' : 'entries'}`
                  : DEVICES_TEXT.noTenants}
              </Link>
              <Button variant="secondary" size="sm" onClick={() => setTenantsDialogOpen(true)}>
                <Plus className="size-4" aria-hidden />
                {DEVICES_TEXT.createTenants}
              </Button>
            </div>
          </div>
          <RefreshPolicyField
            value={draft.refreshPolicy}
            onChange={(policy) => draft.choose('refresh_policy', policy)}
          />
          <label className="flex items-start gap-3 rounded-xl border border-zinc-200 p-3 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-brand-600"
              checked={draft.alwaysOn}
              onChange={(event) => draft.choose('always_on', event.target.checked)}
            />
            <span>
              <span className="font-medium text-zinc-900">{DEVICES_TEXT.alwaysOn}</span>
              <span className="block text-zinc-500">{DEVICES_TEXT.alwaysOnHint}</span>
            </span>
          </label>
        </section>

        <div className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" asChild>
            <Link to={links.list}>{DEVICES_TEXT.cancel}</Link>
          </Button>
          {device && (
            <>
              <Button
                variant="secondary"
                disabled={!device.theme_id}
                onClick={() => void navigate(links.preview(device.id))}
              >
                <Eye className="size-4" aria-hidden />
                {DEVICES_TEXT.preview}
              </Button>
              <Button variant="danger" onClick={() => draft.setConfirmDelete(true)}>
                <Trash2 className="size-4" aria-hidden />
                {DEVICES_TEXT.delete}
              </Button>
            </>
          )}
          <div className="ml-auto flex gap-2">
            <Button type="submit" variant="secondary" loading={draft.saving}>
              {draft.isEdit ? DEVICES_TEXT.update : DEVICES_TEXT.create}
            </Button>
            <span title={draft.canPublish ? undefined : DEVICES_TEXT.needsThemeAndCode}>
              <Button
                disabled={!draft.canPublish || draft.busy}
                loading={draft.publishing}
                onClick={draft.onPublishClick}
              >
                <Send className="size-4" aria-hidden />
                {DEVICES_TEXT.publish}
              </Button>
            </span>
          </div>
        </div>
      </form>

      <Dialog open={galleryOpen} onOpenChange={setGalleryOpen}>
        <DialogContent title={DEVICES_TEXT.themeGallery} size="lg">
          <DialogBody className="space-y-4">
            <Button variant="secondary" size="sm" asChild>
              <Link to={links.createTheme}>
                <Plus className="size-4" aria-hidden />
                {DEVICES_TEXT.createTheme}
              </Link>
            </Button>
            {themes.length === 0 ? (
              <p className="text-sm text-zinc-500">{DEVICES_TEXT.noThemes}</p>
            ) : (
              <ul className="grid gap-3 sm:grid-cols-2">
                {themes.map((candidate) => (
                  <li key={candidate.id}>
                    <button
                      type="button"
                      aria-label={`Select theme ${candidate.name}`}
                      aria-pressed={candidate.id === draft.themeId}
                      className="block w-full overflow-hidden rounded-xl border border-zinc-200 text-left hover:border-brand-400 focus-visible:outline-2 focus-visible:outline-brand-500 aria-pressed:border-brand-500 aria-pressed:ring-2 aria-pressed:ring-brand-500/30"
                      onClick={() => {
                        draft.choose('theme_id', candidate.id);
                        setGalleryOpen(false);
                      }}
                    >
                      <div className="aspect-video bg-zinc-100 p-2">
                        <ThemePreview
                          theme={candidate}
                          tenants={draft.tenants?.entries ?? []}
                          animate={false}
                        />
                      </div>
                      <p className="truncate px-3 py-2 text-sm font-medium text-zinc-900">{candidate.name}</p>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </DialogBody>
        </DialogContent>
      </Dialog>

      <CreateTenantsDialog
        open={tenantsDialogOpen}
        onOpenChange={setTenantsDialogOpen}
        onCreate={async (listName, entries) => {
          const created = await onCreateTenants(listName, entries);
          draft.choose('tenants_id', created.id);
        }}
      />

      <ConfirmDialog
        open={draft.confirmDelete}
        onOpenChange={draft.setConfirmDelete}
        title={DEVICES_TEXT.deleteTitle}
        description={DEVICES_TEXT.deleteConfirm}
        confirmLabel={DEVICES_TEXT.delete}
        pending={draft.deleting}
        onConfirm={() => void draft.onDelete()}
      />
      <ConfirmDialog
        open={draft.confirmWarnings}
        onOpenChange={draft.setConfirmWarnings}
        title={DEVICES_TEXT.publishWarningTitle}
        description={
          <span className="block space-y-1">
            {draft.themeWarnings
              .flatMap(({ warnings }) => warnings)
              .map((text) => (
                <span key={text} className="block">
                  {text}
                </span>
              ))}
          </span>
        }
        confirmLabel={DEVICES_TEXT.publishAnyway}
        pending={draft.publishing}
        onConfirm={() => void draft.onPublish()}
      />
      <LeaveWithoutSavingDialog blocker={draft.blocker} description={DEVICES_TEXT.leaveText} />
    </div>
  );
}

/** 'Screen updates': whether a publish shows at once ('auto') or overnight ('manual'). */
function RefreshPolicyField({
  value,
  onChange,
}: {
  value: RefreshPolicy;
  onChange: (value: RefreshPolicy) => void;
}) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div className="space-y-2">
      <h3 id={labelId} className="text-sm font-medium text-zinc-900">
        {DEVICES_TEXT.screenUpdates}
      </h3>
      <SegmentedControl
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        value={value}
        options={REFRESH_POLICIES.map((policy) => ({
          value: policy,
          label: DEVICES_TEXT.refreshPolicies[policy].label,
        }))}
        onChange={onChange}
        className="inline-flex"
        itemClassName="min-w-24 px-3 text-sm"
      />
      <p id={descriptionId} className="text-[13px] text-zinc-500">
        {DEVICES_TEXT.refreshPolicies[value].description}
      </p>
    </div>
  );
}
