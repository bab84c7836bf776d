import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { json, mockApi } from '../../../testing/mock-api';
import { THEMES_TEXT } from '../messages';
import { ThemeBuilder } from './theme-builder';

function renderBuilder() {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard/themes/create',
        element: (
          <ThemeBuilder
            orgId="org-1"
            subOrgId={null}
            listPath="/dashboard/themes"
            editHref={(id) => `/dashboard/themes/${id}/edit`}
          />
        ),
      },
    ],
    { initialEntries: ['/dashboard/themes/create'] },
  );
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const nameInput = () => screen.getByRole('textbox', { name: 'Name' });
const layoutCard = (label: string) =>
  within(screen.getByRole('radiogroup', { name: 'Layout' })).getByRole('radio', { name: label });
const backgroundHex = () => screen.getByRole('textbox', { name: 'Background' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const checked = (element: HTMLElement) => element.getAttribute('aria-checked');
const value = (element: HTMLElement) => (element as HTMLInputElement).value;
const disabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

describe('ThemeBuilder', () => {
  it('shows Unsaved changes once something changed, and undo/redo buttons move the draft', () => {
    renderBuilder();
    expect(screen.queryByText(THEMES_TEXT.unsavedChanges)).toBeNull();
    expect(disabled(screen.getByRole('button', { name: 'Undo' }))).toBe(true);
    expect(disabled(screen.getByRole('button', { name: 'Redo' }))).toBe(true);

    fireEvent.click(layoutCard('Two Column'));
    expect(checked(layoutCard('Two Column'))).toBe('true');
    expect(screen.getByText(THEMES_TEXT.unsavedChanges)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(checked(layoutCard('Simple List'))).toBe('true');
    expect(disabled(screen.getByRole('button', { name: 'Redo' }))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
    expect(checked(layoutCard('Two Column'))).toBe('true');
    expect(disabled(screen.getByRole('button', { name: 'Redo' }))).toBe(true);
  });

  it('undoes with Ctrl+Z and redoes with Ctrl+Shift+Z (and Cmd on a Mac)', () => {
    renderBuilder();
    fireEvent.change(backgroundHex(), { target: { value: '#112233' } });
    expect(value(backgroundHex())).toBe('#112233');

    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(value(backgroundHex())).toBe('#ffffff');
    fireEvent.keyDown(document.body, { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(value(backgroundHex())).toBe('#112233');
    fireEvent.keyDown(document.body, { key: 'z', metaKey: true });
    expect(value(backgroundHex())).toBe('#ffffff');
  });

  it('starts with only Layout and Colors open; the closed Theme Name shows the name (docs/product.md §2)', () => {
    renderBuilder();
    const section = (name: RegExp) => screen.getByRole('button', { name });
    expect(section(/^Layout/).getAttribute('aria-expanded')).toBe('true');
    expect(section(/^Colors/).getAttribute('aria-expanded')).toBe('true');
    expect(section(/^Theme Name/).getAttribute('aria-expanded')).toBe('false');
    expect(section(/^Typography/).getAttribute('aria-expanded')).toBe('false');
    expect(section(/^Theme Name/).textContent).toContain('Not named yet');
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
    fireEvent.click(section(/^Theme Name/));
    fireEvent.change(nameInput(), { target: { value: 'North lobby' } });
    fireEvent.click(section(/^Theme Name/));
    expect(section(/^Theme Name/).textContent).toContain('North lobby');
  });

  it('changes nothing when the orientation already chosen is clicked again', () => {
    renderBuilder();
    fireEvent.click(screen.getByRole('radio', { name: 'Vertical' }));
    fireEvent.click(layoutCard('Tenant + Image'));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
    expect(disabled(screen.getByRole('button', { name: 'Redo' }))).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: 'Vertical' }));
    expect(checked(layoutCard('Tenant + Image'))).toBe('true');
    // No history entry: redo is still at the end and one undo goes back past the layout card.
    expect(disabled(screen.getByRole('button', { name: 'Redo' }))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(checked(layoutCard('Vertical List'))).toBe('true');
  });

  it('changes nothing when the layout card already chosen is clicked again', () => {
    renderBuilder();
    fireEvent.click(layoutCard('Simple List'));
    expect(checked(layoutCard('Simple List'))).toBe('true');
    expect(screen.queryByText(THEMES_TEXT.unsavedChanges)).toBeNull();
    expect(disabled(screen.getByRole('button', { name: 'Undo' }))).toBe(true);

    fireEvent.click(layoutCard('Two Column'));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    fireEvent.click(layoutCard('Simple List'));
    // Still one step to redo: clicking the chosen card recorded nothing.
    expect(disabled(screen.getByRole('button', { name: 'Redo' }))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
    expect(checked(layoutCard('Two Column'))).toBe('true');
  });

  it('leaves Ctrl+Z inside a text field to the browser', () => {
    renderBuilder();
    fireEvent.click(screen.getByRole('button', { name: /^Theme Name/ }));
    fireEvent.change(nameInput(), { target: { value: 'Lobby' } });
    fireEvent.keyDown(nameInput(), { key: 'z', ctrlKey: true });
    expect(value(nameInput())).toBe('Lobby');
  });

  it('selects the first matching layout when the orientation changes', () => {
    renderBuilder();
    fireEvent.click(layoutCard('Horizontal Split'));
    fireEvent.click(screen.getByRole('radio', { name: 'Vertical' }));
    expect(checked(layoutCard('Vertical List'))).toBe('true');
    expect(
      within(screen.getByRole('radiogroup', { name: 'Layout' })).queryByText('Horizontal Split'),
    ).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Horizontal' }));
    expect(checked(layoutCard('Simple List'))).toBe('true');
  });

  it('Use Gradient starts a gradient from the background colour and turns it off again', () => {
    renderBuilder();
    fireEvent.change(backgroundHex(), { target: { value: '#0a0b0c' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Use Gradient' }));
    expect(value(screen.getByRole('textbox', { name: 'Gradient From' }))).toBe('#0a0b0c');
    expect(value(screen.getByRole('textbox', { name: 'Gradient To' }))).toBe('#f3f4f6');
    expect(value(screen.getByRole('slider', { name: 'Angle' }))).toBe('0');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Use Gradient' }));
    expect(screen.queryByRole('textbox', { name: 'Gradient From' })).toBeNull();
  });

  it('keeps the visible column widths at 100 when one column changes, and undo restores them', () => {
    const { container } = renderBuilder();
    const list = container.querySelector('[data-element="list-simple"]');
    expect(list).not.toBeNull();
    fireEvent.click(list as Element);
    expect(screen.getByRole('heading', { name: 'Edit tenant list' })).toBeTruthy();

    const widths = () =>
      ['Company Name Width', 'Floor Width', 'Suite/Room Width'].map((label) =>
        Number((screen.getByRole('slider', { name: label }) as HTMLInputElement).value),
      );
    expect(widths()).toEqual([40, 20, 20]);
    fireEvent.change(screen.getByRole('slider', { name: 'Company Name Width' }), { target: { value: '60' } });
    const after = widths();
    expect(after[0]).toBe(60);
    expect(after.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 5);

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(widths()).toEqual([40, 20, 20]);

    fireEvent.click(screen.getByRole('button', { name: 'Close panel' }));
    expect(screen.getByText(THEMES_TEXT.allValid)).toBeTruthy();
  });

  it('offers the floor order once the list is grouped or sorted by floor, and the preview follows it', () => {
    const { container } = renderBuilder();
    fireEvent.click(container.querySelector('[data-element="list-simple"]') as Element);
    const floorOrder = () => screen.queryByRole('radiogroup', { name: 'Floor Order' });
    expect(floorOrder()).toBeNull();

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort Method' }), { target: { value: 'floor' } });
    expect(checked(within(floorOrder() as HTMLElement).getByRole('radio', { name: 'Lowest first' }))).toBe(
      'true',
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort Method' }), {
      target: { value: 'company_name' },
    });
    expect(floorOrder()).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Group by floor' }));
    // One page that does not turn, so the first heading is the first floor on show. (The layout
    // panel has the same control.)
    const pagination = screen.getAllByRole('radiogroup', { name: 'Pagination' })[0] as HTMLElement;
    fireEvent.click(within(pagination).getByRole('radio', { name: 'None' }));
    const headings = () =>
      within(container.querySelector('[data-element="list-simple"]') as HTMLElement)
        .queryAllByRole('rowheader')
        .map((cell) => cell.textContent);
    // The builder's sample companies are on floors 1 to 12.
    expect(headings()[0]).toBe('Floor 1');
    fireEvent.click(within(floorOrder() as HTMLElement).getByRole('radio', { name: 'Highest first' }));
    expect(headings()[0]).toBe('Floor 12');
  });

  it("shows 'Failed to save theme. Please try again.' followed by the server's reason for a refused save", async () => {
    mockApi({
      'POST /api/foyer/themes': () =>
        json({ success: false, code: 'INVALID_INPUT', message: 'Name must be at most 120 characters' }, 400),
    });
    renderBuilder();
    fireEvent.click(screen.getByRole('button', { name: 'Create Theme' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to save theme. Please try again. Name must be at most 120 characters',
    );
  });

  it("keeps 'Failed to save theme. Please try again.' alone when the server fails", async () => {
    mockApi({
      'POST /api/foyer/themes': () =>
        json({ success: false, code: 'INTERNAL', message: 'Internal server error' }, 500),
    });
    renderBuilder();
    fireEvent.click(screen.getByRole('button', { name: 'Create Theme' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to save theme. Please try again.');
  });
});
