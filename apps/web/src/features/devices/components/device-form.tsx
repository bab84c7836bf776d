import { ThemePreview } from '@foyer/display';
import {
  DEVICE_DEFAULTS,
  listedUnder,
  normalizePairingCode,
  PAIRING_CODE_INPUT_MAX,
  pairingCodeProblem,
  REFRESH_POLICIES,
  refreshPolicyOf,
  type Device,
  type RefreshPolicy,
  type TenantEntry,
  type TenantList,
  type Theme,
  type User,
} from '@foyer/shared';
import { Eye, Palette, Pencil, Plus, Send, Trash2, Users, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/layouts/page-header';
import { Alert } from '../../../components/ui/alert';
import { useAction } from '../../../components/editor/use-action';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog, DialogBody, DialogContent } from '../../../components/ui/dialog';
import { LeaveWithoutSavingDialog } from '../../../components/ui/leave-without-saving-dialog';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { TextField } from '../../../components/ui/text-field';
import { useCreateDevice } from '../api/create-device';
import { useDeleteDevice } from '../api/delete-device';
import { usePublishDevice } from '../api/publish-device';
import { publishWarnings } from '../../../lib/theme-warnings';
import { useUpdateDevice } from '../api/update-device';
import { DEVICES_TEXT } from '../messages';
import { CreateTenantsDialog } from './create-tenants-dialog';
import { watchDelivery } from './delivery-toast';
import { DeviceStatusBadge } from './device-status-badge';
import { choiceSetter } from '../../../lib/issues-resolver';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes';

export interface DeviceFormLinks {
  list: string;
  createTheme: string;
  editTheme: (id: string) => string;
  /** The Tenants page opened on the list the device shows (any list when it shows none). */
  tenants: (listId: string | null) => string;
  preview: (id: string) => string;
}

/** What the form edits; the rest of a device is the server's. */
interface DeviceFormValues {
  name: string;
  pairing_code: string;
  theme_id: string | null;
  tenants_id: string | null;
  refresh_policy: RefreshPolicy;
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
  const isEdit = device !== undefined;
  const inScope = tenantLists.filter((list) => listedUnder(list, subOrgId));
  // The blank name is the server's to fill in ('Device {date} {time}'), so nothing is checked here.
  const form = useForm<DeviceFormValues>({
    defaultValues: {
      name: device?.name ?? '',
      pairing_code: device?.pairing_code ?? '',
      theme_id: device?.theme_id ?? null,
      tenants_id: device?.tenants_id ?? inScope[0]?.id ?? null,
      refresh_policy: refreshPolicyOf(device?.refresh_policy ?? DEVICE_DEFAULTS.refresh_policy),
    },
  });
  const {
    register,
    control,
    watch,
    handleSubmit,
    formState: { isDirty },
  } = form;
  // Typed or chosen and not saved: leaving, Back and closing the tab ask first, as on every form.
  const { blocker, allowLeaving } = useUnsavedChanges(isDirty);
  const backToList = () => {
    allowLeaving();
    void navigate(links.list);
  };
  const [themeId, tenantsId, pairingCode, refreshPolicy] = watch([
    'theme_id',
    'tenants_id',
    'pairing_code',
    'refresh_policy',
  ]);
  const choose = choiceSetter(form);
  const [error, setError] = useState<string | null>(null);
  const [galleryOpen, setGalleryOpen] = useState(false);
  const [tenantsDialogOpen, setTenantsDialogOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const createDevice = useCreateDevice();
  const updateDevice = useUpdateDevice();
  const publishDevice = usePublishDevice();
  const deleteDevice = useDeleteDevice();
  const busy = createDevice.isPending || updateDevice.isPending || publishDevice.isPending;

  const theme = themes.find((candidate) => candidate.id === themeId);
  const tenants = tenantLists.find((list) => list.id === tenantsId);
  const canPublish = Boolean(themeId) && normalizePairingCode(pairingCode) !== '';
  /**
   * The shared rule (docs/product.md §5); a code stored before it stays while nobody retypes it
   * (docs/decisions/devices-and-publishing.md DEV-17).
   */
  const codeProblem = (typed: string): string | null => {
    const code = normalizePairingCode(typed);
    return device && code === device.pairing_code ? null : pairingCodeProblem(code);
  };

  /**
   * Saves the device (creating it on the create page) and answers the stored one. An unchanged
   * code is left out: the device keeps it, even one stored before the code rule
   * (docs/decisions/devices-and-publishing.md DEV-17).
   */
  async function saveDevice({ pairing_code: typed, ...fields }: DeviceFormValues): Promise<Device> {
    const code = normalizePairingCode(typed);
    if (device) {
      const changed = code === device.pairing_code ? {} : { pairing_code: code };
      return updateDevice.mutateAsync({ id: device.id, ...fields, ...changed });
    }
    return createDevice.mutateAsync({
      ...fields,
      pairing_code: code,
      org_id: actor.org_id,
      sub_org_id: subOrgId,
      status: 'Disconnected',
    });
  }

  // Failures are said in the form's one message area, in the product's wording (DSH-23).
  const save = useAction(
    async (values: DeviceFormValues) => {
      await saveDevice(values);
      backToList();
    },
    { failed: DEVICES_TEXT.saveFailed, reason: 'sentence' },
    { notice: setError },
  );
  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    await save.run(values);
  });

  const themeWarnings = theme ? publishWarnings([theme]) : [];
  const [confirmWarnings, setConfirmWarnings] = useState(false);

  const onPublishClick = () => {
    // A theme with sample or missing content asks first (THM-27); staff may still go on.
    if (canPublish && themeWarnings.length > 0) setConfirmWarnings(true);
    else void onPublish();
  };

  const publish = useAction(
    async (values: DeviceFormValues) => {
      // Publishing first saves or creates the device (docs/product.md §4 Publishing).
      const saved = await saveDevice(values);
      const bundle = await publishDevice.mutateAsync({
        org_id: actor.org_id,
        bundle_name: DEVICES_TEXT.bundleName(saved.name),
        theme_id: saved.theme_id,
        // No pairing_code: the server publishes the device's own, as just saved
        // (docs/decisions/devices-and-publishing.md DEV-17).
        device_id: saved.id,
        tenants_id: saved.tenants_id,
      });
      watchDelivery(bundle, saved, values.refresh_policy === 'manual');
      backToList();
    },
    { failed: DEVICES_TEXT.publishFailed, reason: 'sentence' },
    { notice: setError },
  );

  const onPublish = handleSubmit(async (values) => {
    setConfirmWarnings(false);
    if (!canPublish) {
      setError(DEVICES_TEXT.needsThemeAndCode);
      return;
    }
    setError(null);
    await publish.run(values);
  });
  const remove = useAction(
    async (id: string) => {
      await deleteDevice.mutateAsync(id);
      setConfirmDelete(false);
      backToList();
    },
    { failed: DEVICES_TEXT.deleteFailed, reason: 'sentence' },
    {
      notice: (text) => {
        setConfirmDelete(false);
        setError(text);
      },
    },
  );
  const onDelete = async () => {
    if (device) await remove.run(device.id);
  };

  return (
    <div className="animate-fade-in">
      <PageHeader
        title={isEdit ? DEVICES_TEXT.editTitle : DEVICES_TEXT.createTitle}
        description={device ? <DeviceStatusBadge device={device} /> : undefined}
      />
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-6 max-w-3xl space-y-6">
        {error && (
          <div role="alert">
            <Alert>{error}</Alert>
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
            rules={{ validate: (typed) => codeProblem(typed) ?? true }}
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
            {theme ? (
              <div className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-xl border border-zinc-200 p-3">
                <div className="aspect-video w-full shrink-0 overflow-hidden rounded-md bg-zinc-100 sm:w-40">
                  <ThemePreview theme={theme} tenants={tenants?.entries ?? []} animate={false} />
                </div>
                <p
                  className="min-w-0 flex-1 truncate text-sm font-medium text-zinc-900"
                  data-testid="selected-theme"
                >
                  {theme.name}
                </p>
                <Button variant="secondary" size="sm" onClick={() => setGalleryOpen(true)}>
                  {DEVICES_TEXT.changeTheme}
                </Button>
                <Button variant="ghost" size="icon" asChild>
                  <Link to={links.editTheme(theme.id)} aria-label={DEVICES_TEXT.editTheme}>
                    <Pencil className="size-4" aria-hidden />
                  </Link>
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={DEVICES_TEXT.clearTheme}
                  onClick={() => choose('theme_id', null)}
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
              {inScope.length > 1 ? (
                <select
                  aria-label={DEVICES_TEXT.tenants}
                  className="h-9 rounded-lg border border-zinc-200 bg-white px-2 text-sm"
                  value={tenantsId ?? ''}
                  onChange={(event) => choose('tenants_id', event.target.value || null)}
                >
                  {inScope.map((list) => (
                    <option key={list.id} value={list.id}>
                      {list.name}
                    </option>
                  ))}
                </select>
              ) : null}
              <Link
                to={links.tenants(tenants?.id ?? null)}
                className="flex-1 text-sm text-brand-700 hover:underline"
              >
                {tenants
                  ? `${tenants.name} · ${tenants.entries.length} ${tenants.entries.length === 1 ? 'entry' : 'entries'}`
                  : DEVICES_TEXT.noTenants}
              </Link>
              <Button variant="secondary" size="sm" onClick={() => setTenantsDialogOpen(true)}>
                <Plus className="size-4" aria-hidden />
                {DEVICES_TEXT.createTenants}
              </Button>
            </div>
          </div>
          <RefreshPolicyField value={refreshPolicy} onChange={(policy) => choose('refresh_policy', policy)} />
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
              <Button variant="danger" onClick={() => setConfirmDelete(true)}>
                <Trash2 className="size-4" aria-hidden />
                {DEVICES_TEXT.delete}
              </Button>
            </>
          )}
          <div className="ml-auto flex gap-2">
            <Button
              type="submit"
              variant="secondary"
              loading={createDevice.isPending || updateDevice.isPending}
            >
              {isEdit ? DEVICES_TEXT.update : DEVICES_TEXT.create}
            </Button>
            <span title={canPublish ? undefined : DEVICES_TEXT.needsThemeAndCode}>
              <Button
                disabled={!canPublish || busy}
                loading={publishDevice.isPending}
                onClick={onPublishClick}
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
                      aria-pressed={candidate.id === themeId}
                      className="block w-full overflow-hidden rounded-xl border border-zinc-200 text-left hover:border-brand-400 focus-visible:outline-2 focus-visible:outline-brand-500 aria-pressed:border-brand-500 aria-pressed:ring-2 aria-pressed:ring-brand-500/30"
                      onClick={() => {
                        choose('theme_id', candidate.id);
                        setGalleryOpen(false);
                      }}
                    >
                      <div className="aspect-video bg-zinc-100 p-2">
                        <ThemePreview theme={candidate} tenants={tenants?.entries ?? []} animate={false} />
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
          choose('tenants_id', created.id);
        }}
      />

      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={DEVICES_TEXT.deleteTitle}
        description={DEVICES_TEXT.deleteConfirm}
        confirmLabel={DEVICES_TEXT.delete}
        pending={deleteDevice.isPending}
        onConfirm={() => void onDelete()}
      />
      <ConfirmDialog
        open={confirmWarnings}
        onOpenChange={setConfirmWarnings}
        title={DEVICES_TEXT.publishWarningTitle}
        description={
          <span className="block space-y-1">
            {themeWarnings
              .flatMap(({ warnings }) => warnings)
              .map((text) => (
                <span key={text} className="block">
                  {text}
                </span>
              ))}
          </span>
        }
        confirmLabel={DEVICES_TEXT.publishAnyway}
        pending={publishDevice.isPending}
        onConfirm={() => void onPublish()}
      />
      <LeaveWithoutSavingDialog blocker={blocker} description={DEVICES_TEXT.leaveText} />
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
