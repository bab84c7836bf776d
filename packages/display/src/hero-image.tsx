import type { ThemeContent } from '@foyer/shared';
import { useState, type CSSProperties } from 'react';
import { withOpacity } from './color';
import { useIsEditing, useSelectable } from './selection';

interface HeroImageProps {
  theme: ThemeContent;
  element: 'hero' | 'image-tenant-image';
  style?: CSSProperties;
}

/**
 * The hero image (media.heroImageUrl at media.heroImageFit). Without one, or when it fails to
 * load, a calm gradient of the theme's colours holds its place; in the builder it also says what
 * goes there.
 */
export function HeroImage({ theme, element, style }: HeroImageProps) {
  const { selectStyle, ...selectable } = useSelectable(element);
  const editing = useIsEditing();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const { heroImageUrl: url, heroImageFit: fit } = theme.media;
  const showImage = url !== '' && url !== failedUrl;

  return (
    <div
      {...selectable}
      data-part="hero"
      style={{
        position: 'relative',
        overflow: 'hidden',
        minWidth: 0,
        minHeight: 0,
        backgroundColor: theme.colors.background,
        backgroundImage: showImage
          ? undefined
          : `linear-gradient(135deg, ${theme.colors.primary}, ${theme.colors.secondary})`,
        ...style,
        ...selectStyle,
      }}
    >
      {showImage ? (
        <img
          src={url}
          alt=""
          onError={() => setFailedUrl(url)}
          style={{ display: 'block', width: '100%', height: '100%', objectFit: fit }}
        />
      ) : (
        editing && (
          <div
            style={{
              position: 'absolute',
              top: 0,
              right: 0,
              bottom: 0,
              left: 0,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              color: withOpacity('#ffffff', 0.9),
              textAlign: 'center',
            }}
          >
            <span style={{ fontSize: 44, fontWeight: 700 }}>Hero image</span>
            <span style={{ fontSize: 28, marginTop: 12 }}>Click to choose an image</span>
          </div>
        )
      )}
    </div>
  );
}
