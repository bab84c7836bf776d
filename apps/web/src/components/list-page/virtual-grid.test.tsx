import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VirtualGrid } from './virtual-grid';

const ROW = 100;
const items = Array.from({ length: 10_000 }, (_, index) => ({
  id: `i${index + 1}`,
  name: `Item ${index + 1}`,
}));

function renderGrid(columns = 3) {
  return render(
    <VirtualGrid
      items={items}
      columns={columns}
      gap={20}
      label="Things"
      estimateRowHeight={() => ROW}
      renderItem={(item) => <a href={`/edit/${item.id}`}>{item.name}</a>}
    />,
  );
}

/**
 * jsdom does not lay out or scroll: the page's height and the window's offset are set and the
 * scroll told, as a browser would (the virtualizer ignores an offset beyond the page's end).
 */
function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      value: 10_000_000,
      configurable: true,
    });
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  scrollWindowTo(0);
  cleanup();
});

describe('VirtualGrid', () => {
  it('keeps only the rows near the window in the page, with 10,000 items', () => {
    renderGrid();
    const list = screen.getByRole('list', { name: 'Things' });
    const drawn = within(list).getAllByRole('listitem');
    // The window (768 px in jsdom) holds 8 rows of 100 px, and 2 more are drawn below it.
    expect(drawn.length).toBeGreaterThanOrEqual(24);
    expect(drawn.length).toBeLessThanOrEqual(33);
    expect(drawn[0]?.textContent).toBe('Item 1');
    // Each item tells its place in the whole list, not in the rows drawn.
    expect(drawn[4]?.getAttribute('aria-posinset')).toBe('5');
    expect(drawn[4]?.getAttribute('aria-setsize')).toBe('10000');
    // The list is as tall as all its rows, so the scroll bar says how long it is.
    expect(list.style.height).toBe(`${Math.ceil(10_000 / 3) * ROW}px`);
  });

  it('reaches the last item when scrolled to the end, and lets the first go', () => {
    renderGrid();
    scrollWindowTo(Math.ceil(10_000 / 3) * ROW - 768);
    const list = screen.getByRole('list', { name: 'Things' });
    expect(within(list).getByText('Item 10000')).toBeTruthy();
    expect(within(list).queryByText('Item 1')).toBeNull();
    expect(within(list).getAllByRole('listitem').length).toBeLessThanOrEqual(33);
  });

  it('keeps the focused item in the page while it is scrolled away', () => {
    renderGrid();
    const link = screen.getByRole('link', { name: 'Item 2' });
    act(() => link.focus());
    scrollWindowTo(3_000 * ROW);
    expect(document.activeElement).toBe(link);
    expect(link.isConnected).toBe(true);
    expect(screen.getByText('Item 9001')).toBeTruthy();
    // The rows between are not drawn for it.
    expect(screen.queryByText('Item 100')).toBeNull();

    act(() => link.blur());
    scrollWindowTo(3_001 * ROW);
    expect(link.isConnected).toBe(false);
  });

  it('gives the focus back to the item when it is drawn anew in another row', () => {
    const { rerender } = renderGrid(3);
    act(() => screen.getByRole('link', { name: 'Item 5' }).focus());
    // The window narrowed (or zoomed) to two columns: every row is another row now.
    rerender(
      <VirtualGrid
        items={items}
        columns={2}
        gap={20}
        label="Things"
        estimateRowHeight={() => ROW}
        renderItem={(item) => <a href={`/edit/${item.id}`}>{item.name}</a>}
      />,
    );
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Item 5' }));
  });

  it('cuts the items into rows of the given columns', () => {
    const { rerender } = renderGrid(3);
    const firstRow = () => screen.getByText('Item 1').closest('[data-index]');
    expect(within(firstRow() as HTMLElement).getAllByRole('listitem')).toHaveLength(3);
    rerender(
      <VirtualGrid
        items={items}
        columns={1}
        gap={0}
        label="Things"
        estimateRowHeight={() => ROW}
        renderItem={(item) => <a href={`/edit/${item.id}`}>{item.name}</a>}
      />,
    );
    expect(within(firstRow() as HTMLElement).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getAllByRole('listitem').length).toBeLessThanOrEqual(11);
  });
});
