import { FOOTER_ITEMS, FOOTER_PLACEHOLDERS, type FooterItemKey, type ThemeContent } from '@foyer/shared';
import { remToCanvasPx } from './canvas-units';
import { withOpacity } from './color';
import { DirectoryQr } from './directory-qr';
import { FooterIcon } from './footer-icons';
import { FooterClock } from './header-clock';
import { useScreenPlace } from './screen-place';
import { useSelectable } from './selection';

/**
 * The footer items to show, in their order (docs/product.md §3 footer.items); hidden ones left out.
 * An empty 'Building name' shows the screen's building (docs/product.md §11). Other empty ones are left out
 * too, except in the builder (`editing`), which shows what goes there as a dimmed placeholder that
 * never reaches a screen.
 */
export function footerItems(
  footer: ThemeContent['footer'],
  editing = false,
  buildingName: string | null = null,
): { key: FooterItemKey; text: string; placeholder: boolean }[] {
  return FOOTER_ITEMS.map((key) => {
    const item = footer.items[key];
    return key === 'BuildingName' && item.text.trim() === '' && buildingName
      ? { key, ...item, text: buildingName }
      : { key, ...item };
  })
    .filter((item) => item.show && (editing || item.text.trim() !== ''))
    .sort((a, b) => a.order - b.order || FOOTER_ITEMS.indexOf(a.key) - FOOTER_ITEMS.indexOf(b.key))
    .map(({ key, text }) =>
      text.trim() === ''
        ? { key, text: FOOTER_PLACEHOLDERS[key], placeholder: true }
        : { key, text, placeholder: false },
    );
}

/**
 * The footer band (docs/product.md §3 footer). Each item leads with an icon of its kind; items wrap onto a
 * second line rather than being cut off.
 */
export function Footer({ theme, editing = false }: { theme: ThemeContent; editing?: boolean }) {
  const { selectStyle, ...selectable } = useSelectable('footer');
  const { footer } = theme;
  const place = useScreenPlace();
  const items = footerItems(footer, editing, place.buildingName);
  const fontSize = remToCanvasPx(footer.fontSize);
  // Half the gaps around every item, taken off the band's padding: the spacing of `column-gap` and
  // `row-gap` on wrapping lines, in engines whose flexbox has no `gap` (Chrome before 84).
  const halfColumnGap = Math.round(fontSize * 1.4) / 2;
  const halfRowGap = Math.round(fontSize * 0.2) / 2;

  return (
    <div
      {...selectable}
      style={{
        flex: '0 0 auto',
        position: 'relative',
        zIndex: 1,
        minHeight: Math.round(fontSize * 2.2),
        boxSizing: 'border-box',
        padding: `${Math.round(fontSize * 0.5) - halfRowGap}px ${48 - halfColumnGap}px`,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        alignContent: 'center',
        justifyContent: footer.justifyContent,
        backgroundColor: withOpacity(footer.backgroundColor, footer.backgroundOpacity),
        color: footer.textColor,
        fontSize,
        fontWeight: 500,
        lineHeight: 1.3,
        ...selectStyle,
      }}
    >
      {items.map((item) => (
        <span
          key={item.key}
          data-footer-item={item.key}
          data-placeholder={item.placeholder || undefined}
          style={{
            opacity: item.placeholder ? 0.55 : undefined,
            fontStyle: item.placeholder ? 'italic' : undefined,
            display: 'inline-flex',
            alignItems: 'center',
            margin: `${halfRowGap}px ${halfColumnGap}px`,
            whiteSpace: 'nowrap',
          }}
        >
          <FooterIcon item={item.key} />
          <span style={{ WebkitMarginStart: '0.4em' }}>
            <bdi>{item.text}</bdi>
          </span>
        </span>
      ))}
      {footer.clock !== 'none' && (
        <span
          style={{
            display: 'inline-flex',
            alignItems: 'center',
            margin: `${halfRowGap}px ${halfColumnGap}px`,
          }}
        >
          <FooterClock clock={footer.clock} />
        </span>
      )}
      {theme.media.directoryQr === 'footer' && (
        <DirectoryQr
          size={Math.round(fontSize * 4)}
          color={footer.textColor}
          editing={editing}
          captionSide="left"
          style={{ margin: `${halfRowGap + Math.round(fontSize * 0.3)}px ${halfColumnGap}px` }}
        />
      )}
    </div>
  );
}
