import {
  DEVICE_DEFAULTS,
  listedUnder,
  normalizePairingCode,
  pairingCodeProblem,
  refreshPolicyOf,
  type Device,
  type RefreshPolicy,
  type TenantList,
  type Theme,
  type User,
} from '@foyer/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useAction } from '../../../components/editor/use-action';
import { choiceSetter } from '../../../lib/issues-resolver';
import { publishWarnings } from '../../../lib/theme-warnings';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes';
import { useCreateDevice } from '../api/create-device';
import { useDeleteDevice } from '../api/delete-device';
import { usePublishDevice } from '../api/publish-device';
import { useUpdateDevice } from '../api/update-device';
import { DEVICES_TEXT } from '../messages';
import { watchDelivery } from './delivery-toast';

/** What the form edits; the rest of a device is the server's. */
export interface DeviceFormValues {
  name: string;
  pairing_code: string;
  theme_id: string | null;
  tenants_id: string | null;
  refresh_policy: RefreshPolicy;
  /** The screen ignores its building's opening hours (docs/decisions/schedules.md SCH-8). */
  always_on: boolean;
}

export interface DeviceDraftOptions {
  actor: User;
  device: Device | undefined;
  subOrgId: string | null;
  themes: readonly Theme[];
  tenantLists: readonly TenantList[];
  /** Where the form goes after a save, publish or delete: the devices list. */
  listPath: string;
}

/**
 * Everything the device form does, without drawing it (docs/product.md §2 Device create and edit,
 * §4 Publishing): the draft in react-hook-form, the pairing code rule, save, publish (with the
 * theme's warnings asked first) and delete through the dashboard's one action helper (DSH-23),
 * failures said in the form's one message area. Leaving with unsaved changes asks first.
 */
export function useDeviceDraft({
  actor,
  device,
  subOrgId,
  themes,
  tenantLists,
  listPath,
}: DeviceDraftOptions) {
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
      always_on: device?.always_on ?? false,
    },
  });
  const {
    watch,
    handleSubmit,
    formState: { isDirty },
  } = form;
  // Typed or chosen and not saved: leaving, Back and closing the tab ask first, as on every form.
  const { blocker, allowLeaving } = useUnsavedChanges(isDirty);
  const backToList = () => {
    allowLeaving();
    void navigate(listPath);
  };
  const [themeId, tenantsId, pairingCode, refreshPolicy, alwaysOn] = watch([
    'theme_id',
    'tenants_id',
    'pairing_code',
    'refresh_policy',
    'always_on',
  ]);
  const choose = choiceSetter(form);
  const [error, setError] = useState<string | null>(null);
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

  return {
    form,
    isEdit,
    inScope,
    theme,
    tenants,
    themeId,
    tenantsId,
    refreshPolicy,
    alwaysOn,
    choose,
    codeProblem,
    canPublish,
    busy,
    saving: createDevice.isPending || updateDevice.isPending,
    publishing: publishDevice.isPending,
    deleting: deleteDevice.isPending,
    error,
    blocker,
    onSubmit,
    onPublishClick,
    onPublish,
    onDelete,
    confirmDelete,
    setConfirmDelete,
    confirmWarnings,
    setConfirmWarnings,
    themeWarnings,
  };
}
