import type { TenantList } from '@foyer/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { useUnsavedWork } from '../../../lib/use-unsaved-changes';
import { makeTenantList, makeUser } from '../../../testing/fixtures';
import { json, mockApi } from '../../../testing/mock-api';
import { setUpSignedInTests } from '../../../testing/signed-in-tests';
import { TENANTS_TEXT } from '../messages';
import { useTenantListDraft } from './use-tenant-list-draft';

const owner = makeUser({ name: 'Olive Owner', role: 'Owner' });
const savedList = makeTenantList([
  { id: 'e1', company_name: 'Acme', floor: '3' },
  { id: 'e2', company_name: 'Globex', floor: '5' },
]);

/** The editor's hook in a data router (its leave guard needs one), beside the building switch's question. */
function renderDraft(list: TenantList | null = savedList) {
  const onDeleted = vi.fn();
  const onCreated = vi.fn();
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => {
    const router = createMemoryRouter([{ path: '/', element: children }]);
    return (
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    );
  };
  const hook = renderHook(
    () => ({
      editor: useTenantListDraft({
        actor: owner,
        list,
        subOrgId: 's1',
        creating: false,
        justCreated: false,
        onCreated,
        onDeleted,
      }),
      unsaved: useUnsavedWork(),
    }),
    { wrapper },
  );
  return { hook, onDeleted, onCreated };
}

setUpSignedInTests();

describe('useTenantListDraft', () => {
  it('edits a draft of the saved rows: typing is unsaved work, the last row stays, Cancel drops it', () => {
    const { hook } = renderDraft();
    const editor = () => hook.result.current.editor;
    act(() => editor().begin('edit', savedList.entries));
    expect(editor().entries.map((e) => e.company_name)).toEqual(['Acme', 'Globex']);
    expect(hook.result.current.unsaved).toBeNull();

    act(() => editor().changeEntry(0, { company_name: 'Acme Holdings' }));
    expect(editor().entries[0]?.company_name).toBe('Acme Holdings');
    expect(hook.result.current.unsaved).toBe(TENANTS_TEXT.leaveText);

    act(() => editor().removeEntry(1));
    act(() => editor().removeEntry(0));
    expect(editor().entries.map((e) => e.company_name)).toEqual(['Acme Holdings']);

    act(() => editor().cancel());
    expect(editor().mode).toBe('view');
    expect(editor().entries).toEqual(savedList.entries);
    expect(hook.result.current.unsaved).toBeNull();
  });

  it('saves only the named rows, refuses a list without one, and says a refusal in the list wording', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer = json({ success: false, code: 'CONFLICT', message: 'Someone else saved first' }, 409);
    const api = mockApi({ 'POST /api/foyer/tenants/list-1': () => answer });
    const { hook } = renderDraft();
    const editor = () => hook.result.current.editor;
    act(() => editor().begin('edit', savedList.entries));
    act(() => editor().addEntry());
    expect(editor().entries).toHaveLength(3);

    act(() => {
      editor().changeEntry(0, { company_name: ' ' });
      editor().changeEntry(1, { company_name: '' });
    });
    expect(editor().canSave).toBe(false);
    await act(() => editor().save());
    expect(editor().message).toEqual({ tone: 'error', text: TENANTS_TEXT.atLeastOne });
    expect(api.calls).toHaveLength(0);

    act(() => editor().changeEntry(2, { company_name: 'Initech', floor: '7' }));
    await act(() => editor().save());
    expect(editor().message?.text).toBe('Failed to save tenants: Someone else saved first');
    expect(editor().mode).toBe('edit');
    expect(editor().entries[2]?.company_name).toBe('Initech');

    answer = json({ success: true, data: { ...savedList, entries: [] } });
    await act(() => editor().save());
    expect(api.calls.at(-1)?.body).toMatchObject({
      name: 'Tenants',
      entries: [expect.objectContaining({ company_name: 'Initech', floor: '7' })],
    });
    expect((api.calls.at(-1)?.body as TenantList).entries).toHaveLength(1);
    expect(editor().mode).toBe('view');
    expect(editor().message).toEqual({ tone: 'success', text: TENANTS_TEXT.saved });
  });

  it('an import into a viewed list shows what it changes, then opens the list for editing, unsaved', async () => {
    const { hook } = renderDraft();
    const editor = () => hook.result.current.editor;
    const file = new File(['Company Name,Floor\nAcme,4\nInitech,7\n'], 'tenants.csv', { type: 'text/csv' });
    await act(() => editor().importFile(file));
    await waitFor(() => expect(editor().preview).not.toBeNull());
    expect(editor().mode).toBe('view');
    expect(editor().preview?.diff).toMatchObject({
      added: [{ company_name: 'Initech' }],
      removed: [{ company_name: 'Globex' }],
    });

    act(() => editor().replaceWithImport());
    expect(editor().mode).toBe('edit');
    expect(editor().entries.map((e) => [e.company_name, e.floor])).toEqual([
      ['Acme', '4'],
      ['Initech', '7'],
    ]);
    // A company the list had keeps its id: its confirmation survives the import.
    expect(editor().entries[0]?.id).toBe('e1');
    expect(editor().entries[1]?.id).not.toBe('e1');
    expect(editor().message?.text).toBe(`${TENANTS_TEXT.imported(2, 'csv')} ${TENANTS_TEXT.importNotSaved}`);
    expect(hook.result.current.unsaved).toBe(TENANTS_TEXT.leaveText);
  });

  it('deleting asks no more once done, and a refusal closes the question and says why', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let status = 403;
    mockApi({
      'POST /api/foyer/tenants/list-1/delete': () =>
        status === 403
          ? json(
              {
                success: false,
                code: 'FORBIDDEN',
                message: 'Only Owners, Admins and Editors can delete tenants',
              },
              403,
            )
          : json({ success: true, data: null }),
    });
    const { hook, onDeleted } = renderDraft();
    const editor = () => hook.result.current.editor;
    act(() => editor().setConfirmDelete(true));
    await act(async () => void (await editor().remove()));
    expect(editor().confirmDelete).toBe(false);
    expect(editor().message?.text).toBe(
      'Failed to delete tenants: Only Owners, Admins and Editors can delete tenants',
    );
    expect(onDeleted).not.toHaveBeenCalled();

    status = 200;
    act(() => editor().setConfirmDelete(true));
    await act(async () => void (await editor().remove()));
    expect(onDeleted).toHaveBeenCalledOnce();
    expect(editor().confirmDelete).toBe(false);
  });
});

describe('useTenantListDraft when the saved list changes while it is edited (a sync applied)', () => {
  /** The hook with the list as a prop, so a test can hand it the list as the server now has it. */
  function renderWithList(list: TenantList) {
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => {
      const router = createMemoryRouter([{ path: '/', element: children }]);
      return (
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      );
    };
    return renderHook(
      ({ current }: { current: TenantList }) =>
        useTenantListDraft({
          actor: owner,
          list: current,
          subOrgId: 's1',
          creating: false,
          justCreated: false,
          onCreated: vi.fn(),
          onDeleted: vi.fn(),
        }),
      { wrapper, initialProps: { current: list } },
    );
  }
  const synced = makeTenantList([{ id: 'e9', company_name: 'Initech', floor: '7' }], {
    updated_at: '2026-01-02T00:00:00.000Z',
  });

  it('keeps typed rows and says that Save would replace the new version', () => {
    const hook = renderWithList(savedList);
    act(() => hook.result.current.begin('edit', savedList.entries));
    act(() => hook.result.current.changeEntry(0, { company_name: 'Acme Holdings' }));
    hook.rerender({ current: synced });
    expect(hook.result.current.entries.map((e) => e.company_name)).toEqual(['Acme Holdings', 'Globex']);
    expect(hook.result.current.message).toEqual({ tone: 'warning', text: TENANTS_TEXT.changedWhileEditing });
    act(() => hook.result.current.cancel());
    expect(hook.result.current.entries.map((e) => e.company_name)).toEqual(['Initech']);
  });

  it('follows the new version without a word when nothing was typed', () => {
    const hook = renderWithList(savedList);
    act(() => hook.result.current.begin('edit', savedList.entries));
    hook.rerender({ current: synced });
    expect(hook.result.current.entries.map((e) => e.company_name)).toEqual(['Initech']);
    expect(hook.result.current.message).toBeNull();
  });
});
