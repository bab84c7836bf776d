import {
  API_SCOPE_TEXT,
  API_SCOPES,
  API_TOKEN_MESSAGES,
  API_TOKEN_NAME_MAX,
  apiTokenInputSchema,
  type ApiScope,
  type ApiToken,
} from '@foyer/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Copy, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAction } from '../../../components/editor/use-action';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogForm } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toaster';
import { copyText } from '../../../lib/copy-text';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { useSubOrganizations } from '../../../lib/sub-organizations/get-sub-organizations';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../api/api-tokens';
import { API_TOKENS_TEXT } from '../messages';

type FormIn = z.input<typeof apiTokenInputSchema>;
type FormOut = z.output<typeof apiTokenInputSchema>;

/** The Select's value for 'All buildings' (a Radix item cannot have the empty value). */
const ALL = 'all';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Settings → API tokens (docs/product.md §14), for Owners and Admins: the list, a new token whose
 * secret shows once, and Revoke after asking.
 */
export function ApiTokensSettings({ orgId }: { orgId: string }) {
  const tokens = useApiTokens(orgId);
  const revoke = useRevokeApiToken();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const revokeAction = useAction((id: string) => revoke.mutateAsync(id), {
    done: API_TOKEN_MESSAGES.revoked,
    failed: API_TOKENS_TEXT.revokeFailed,
    reason: 'prefixed',
  });
  const confirmRevoke = async () => {
    if (!revoking) return;
    await revokeAction.run(revoking.id);
    setRevoking(null);
  };

  return (
    <section
      aria-labelledby="api-tokens"
      className="grid gap-4 border-t border-zinc-200/80 pt-8 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] md:gap-10"
    >
      <div>
        <h2 id="api-tokens" className="text-base font-semibold text-zinc-950">
          {API_TOKENS_TEXT.title}
        </h2>
        <p className="mt-1 text-sm leading-6 text-zinc-500">{API_TOKENS_TEXT.description}</p>
      </div>
      <div className="rounded-2xl border border-zinc-200/80 bg-white shadow-sm shadow-zinc-900/[0.04]">
        <div className="space-y-4 p-5 sm:p-6">
          {tokens.isError ? (
            <p className="text-sm text-red-600">{API_TOKENS_TEXT.loadFailed}</p>
          ) : tokens.data && tokens.data.length === 0 ? (
            <p className="text-sm text-zinc-500">{API_TOKENS_TEXT.empty}</p>
          ) : (
            <ul className="divide-y divide-zinc-100" aria-label={API_TOKENS_TEXT.title}>
              {tokens.data?.map((token) => (
                <TokenRow key={token.id} token={token} onRevoke={() => setRevoking(token)} />
              ))}
            </ul>
          )}
        </div>
        <div className="flex items-center justify-end gap-3 rounded-b-2xl border-t border-zinc-100 bg-zinc-50/60 px-5 py-3.5 sm:px-6">
          <Button onClick={() => setCreating(true)}>
            <KeyRound className="size-4" aria-hidden />
            {API_TOKENS_TEXT.newToken}
          </Button>
        </div>
      </div>
      <Dialog open={creating} onOpenChange={(open) => !open && setCreating(false)}>
        {creating && <NewTokenDialog orgId={orgId} onClose={() => setCreating(false)} />}
      </Dialog>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={API_TOKENS_TEXT.revokeTitle(revoking?.name ?? '')}
        description={API_TOKENS_TEXT.revokeText}
        confirmLabel={API_TOKENS_TEXT.revoke}
        pendingLabel={API_TOKENS_TEXT.revoking}
        pending={revokeAction.pending}
        onConfirm={() => void confirmRevoke()}
      />
    </section>
  );
}

function TokenRow({ token, onRevoke }: { token: ApiToken; onRevoke: () => void }) {
  const expired = token.expires_on !== null && token.expires_on < today();
  const facts: [string, string][] = [
    [API_TOKENS_TEXT.columns.building, token.sub_org_name ?? API_TOKENS_TEXT.allBuildings],
    [
      API_TOKENS_TEXT.columns.created,
      `${formatDate(token.created_at)} ${API_TOKENS_TEXT.createdBy(token.created_by_name)}`,
    ],
    [API_TOKENS_TEXT.columns.expires, token.expires_on ?? API_TOKENS_TEXT.never],
    [
      API_TOKENS_TEXT.columns.lastUsed,
      token.last_used_at ? formatDateTime(token.last_used_at) : API_TOKENS_TEXT.neverUsed,
    ],
  ];
  return (
    <li className="flex flex-wrap items-start gap-3 py-3.5 first:pt-0 last:pb-0" data-testid="api-token">
      <div className="min-w-0 flex-1 space-y-1.5">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-zinc-950">{token.name}</span>
          <code className="font-mono text-[12px] text-zinc-500">{token.hint}…</code>
          {expired && <Badge tone="red">{API_TOKENS_TEXT.expired}</Badge>}
        </p>
        <p className="flex flex-wrap gap-1.5" aria-label={API_TOKENS_TEXT.columns.scopes}>
          {token.scopes.map((scope) => (
            <Badge key={scope} tone="brand" title={API_SCOPE_TEXT[scope].description}>
              {API_SCOPE_TEXT[scope].label}
            </Badge>
          ))}
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-[13px] text-zinc-600">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-zinc-400">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <Button
        size="sm"
        variant="secondary"
        onClick={onRevoke}
        aria-label={`${API_TOKENS_TEXT.revoke} ${token.name}`}
      >
        {API_TOKENS_TEXT.revoke}
      </Button>
    </li>
  );
}

/** The form, then (once created) the secret with its Copy button. */
function NewTokenDialog({ orgId, onClose }: { orgId: string; onClose: () => void }) {
  const create = useCreateApiToken(orgId);
  const buildings = useSubOrganizations(orgId);
  const [secret, setSecret] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(apiTokenInputSchema),
    defaultValues: { name: '', scopes: ['read'], sub_org_id: null, expires_on: null },
  });
  const save = useAction(
    (body: FormOut) => create.mutateAsync(body),
    { failed: API_TOKENS_TEXT.createFailed, reason: 'prefixed' },
    { onDone: (token) => setSecret(token.token ?? null) },
  );
  const onSubmit = handleSubmit((body) => void save.run(body));
  const copy = (text: string) =>
    void copyText(text).then((copied) => {
      if (copied) toast.success(API_TOKENS_TEXT.copied);
    });

  if (secret)
    return (
      <DialogContent title={API_TOKENS_TEXT.secretTitle} size="md">
        <DialogBody className="space-y-3">
          <div className="rounded-lg border border-amber-200 bg-amber-50 p-3">
            <p className="text-[13px] font-medium text-amber-900" role="alert">
              {API_TOKENS_TEXT.secretWarning}
            </p>
            <div className="mt-2 flex items-center gap-2">
              <code
                className="min-w-0 flex-1 truncate rounded bg-white px-2 py-1.5 font-mono text-[13px] text-zinc-900 ring-1 ring-amber-200"
                data-testid="api-token-secret"
              >
                {secret}
              </code>
              <Button size="sm" variant="secondary" onClick={() => copy(secret)}>
                <Copy className="size-3.5" aria-hidden />
                {API_TOKENS_TEXT.copy}
              </Button>
            </div>
          </div>
          <p className="text-[13px] text-zinc-500">{API_TOKENS_TEXT.organizationId(orgId)}</p>
        </DialogBody>
        <DialogFooter>
          <Button onClick={onClose}>{API_TOKENS_TEXT.done}</Button>
        </DialogFooter>
      </DialogContent>
    );

  return (
    <DialogContent
      title={API_TOKENS_TEXT.dialogTitle}
      description={API_TOKENS_TEXT.dialogDescription}
      size="md"
      busy={save.pending}
    >
      <DialogForm onSubmit={(event) => void onSubmit(event)}>
        <DialogBody className="space-y-5">
          <TextField
            label={API_TOKENS_TEXT.name}
            error={errors.name?.message}
            placeholder={API_TOKENS_TEXT.namePlaceholder}
            maxLength={API_TOKEN_NAME_MAX}
            autoFocus
            {...register('name')}
          />
          <Controller
            control={control}
            name="scopes"
            render={({ field }) => (
              <fieldset className="space-y-2">
                <legend className="mb-1.5 text-sm font-medium text-zinc-800">{API_TOKENS_TEXT.scopes}</legend>
                {API_SCOPES.map((scope) => (
                  <ScopeBox
                    key={scope}
                    scope={scope}
                    checked={field.value.includes(scope)}
                    onChange={(checked) =>
                      field.onChange(
                        checked ? [...field.value, scope] : field.value.filter((value) => value !== scope),
                      )
                    }
                  />
                ))}
                {errors.scopes && (
                  <p className="text-[13px] text-red-600">
                    {errors.scopes.message ?? errors.scopes.root?.message}
                  </p>
                )}
              </fieldset>
            )}
          />
          <Controller
            control={control}
            name="sub_org_id"
            render={({ field }) => (
              <FormField label={API_TOKENS_TEXT.building} hint={API_TOKENS_TEXT.buildingHint}>
                {(ids) => (
                  <Select
                    value={field.value ?? ALL}
                    onValueChange={(value) => field.onChange(value === ALL ? null : value)}
                  >
                    <SelectTrigger {...ids} className="w-full">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      <SelectItem value={ALL}>{API_TOKENS_TEXT.allBuildings}</SelectItem>
                      {buildings.data?.map((building) => (
                        <SelectItem key={building.id} value={building.id}>
                          {building.name}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              </FormField>
            )}
          />
          <Controller
            control={control}
            name="expires_on"
            render={({ field }) => (
              <FormField
                label={API_TOKENS_TEXT.expires}
                hint={API_TOKENS_TEXT.expiresHint}
                error={errors.expires_on?.message}
              >
                {(ids) => (
                  <Input
                    {...ids}
                    type="date"
                    min={today()}
                    value={field.value ?? ''}
                    onChange={(event) => field.onChange(event.target.value || null)}
                  />
                )}
              </FormField>
            )}
          />
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={onClose} disabled={save.pending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.pending}>
            {save.pending ? API_TOKENS_TEXT.creating : API_TOKENS_TEXT.create}
          </Button>
        </DialogFooter>
      </DialogForm>
    </DialogContent>
  );
}

function ScopeBox({
  scope,
  checked,
  onChange,
}: {
  scope: ApiScope;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = `api-scope-${scope}`;
  return (
    <div className="flex items-start gap-2.5">
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(value) => onChange(value === true)}
        className="mt-0.5"
      />
      <label htmlFor={id} className="text-sm leading-5">
        <span className="font-medium text-zinc-800">{API_SCOPE_TEXT[scope].label}</span>
        <span className="block text-[13px] text-zinc-500">{API_SCOPE_TEXT[scope].description}</span>
      </label>
    </div>
  );
}
