import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContextPanel } from './context-panel';
import type { ImageSourceSlotProps } from './image-source-slot';
import { newThemeDraft, type ThemeDraft } from './theme-draft';

/** Stands in for the images feature: a button per field that 'picks' a library image. */
const renderImageSource = ({ purpose, label, value, onSelect }: ImageSourceSlotProps) => (
  <button
    type="button"
    data-purpose={purpose}
    data-value={value}
    onClick={() => onSelect(`/lib/${purpose}.png`)}
  >
    Pick {label}
  </button>
);

function renderPanel(element: Parameters<typeof ContextPanel>[0]['element'], draft: ThemeDraft) {
  const onChange = vi.fn();
  render(
    <ContextPanel
      element={element}
      draft={draft}
      onChange={onChange}
      onClose={() => undefined}
      renderImageSource={renderImageSource}
    />,
  );
  return onChange;
}

afterEach(cleanup);

describe('ContextPanel image fields (docs/product.md §2 hero, header and content panels)', () => {
  it('offers upload or library for the hero image with its 10 MB purpose, next to the URL and the tips', () => {
    const draft = newThemeDraft();
    const onChange = renderPanel('hero', { ...draft, media: { ...draft.media, heroImageUrl: '/a.png' } });
    const pick = screen.getByRole('button', { name: 'Pick Hero image' });
    expect(pick.dataset.purpose).toBe('hero');
    expect(pick.dataset.value).toBe('/a.png');
    fireEvent.click(pick);
    expect(onChange).toHaveBeenCalledWith(['media', 'heroImageUrl'], '/lib/hero.png');
    expect(screen.getByRole('textbox', { name: 'Hero Image URL' })).toBeTruthy();
    expect(screen.getByText('Recommended size: 1200x800px or larger')).toBeTruthy();
    expect(screen.getByText('Use high-quality images for best results')).toBeTruthy();
    expect(screen.getByText('Landscape orientation works best')).toBeTruthy();
  });

  it('sets the company logo from the header panel (5 MB logo purpose)', () => {
    const onChange = renderPanel('header', newThemeDraft());
    const pick = screen.getByRole('button', { name: 'Pick Company logo' });
    expect(pick.dataset.purpose).toBe('logo');
    fireEvent.click(pick);
    expect(onChange).toHaveBeenCalledWith(['media', 'companyLogoUrl'], '/lib/logo.png');
  });

  it('sets the background image and the image-only full page image from the content panel', () => {
    const draft = newThemeDraft();
    const withImage = { ...draft, background: { ...draft.background, type: 'image' as const } };
    let onChange = renderPanel('preview-content', withImage);
    fireEvent.click(screen.getByRole('button', { name: 'Pick Background image' }));
    expect(onChange).toHaveBeenCalledWith(['background', 'imageUrl'], '/lib/background.png');
    cleanup();

    onChange = renderPanel('preview-content', { ...draft, layout: 'imageOnly' });
    fireEvent.click(screen.getByRole('button', { name: 'Pick Full page image' }));
    expect(onChange).toHaveBeenCalledWith(['media', 'fullPageImageUrl'], '/lib/background.png');
  });

  it('keeps the plain URL field when no image source is given', () => {
    render(
      <ContextPanel element="hero" draft={newThemeDraft()} onChange={vi.fn()} onClose={() => undefined} />,
    );
    expect(screen.getByRole('textbox', { name: 'Hero Image URL' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pick/ })).toBeNull();
  });
});

describe('ContextPanel header title (docs/decisions/themes.md THM-33)', () => {
  it('sets the title shown without a logo, at most 80 characters, empty meaning the building name', () => {
    const onChange = renderPanel('header', newThemeDraft());
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title.getAttribute('maxlength')).toBe('80');
    expect(title.getAttribute('placeholder')).toBe('Building name');
    expect(screen.getByText("Shown when there is no logo. Empty shows the building's name.").id).toBe(
      title.getAttribute('aria-describedby'),
    );
    fireEvent.change(title, { target: { value: 'Welcome to Kaiserhof' } });
    expect(onChange).toHaveBeenCalledWith(['header', 'title'], 'Welcome to Kaiserhof', { coalesce: true });
  });
});
