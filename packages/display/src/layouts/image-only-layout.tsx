import { useState } from 'react';
import { NoImageSelected } from '../empty-states';
import type { LayoutProps } from './layout-props';

/**
 * imageOnly: media.fullPageImageUrl over colors.background, no header or footer. The image is
 * contained, never cropped, since full-page images are often posters with text to the edges; the
 * colour fills any margin. A missing image, or one that fails to load, leaves the colour alone: a
 * lobby screen should not ask passers-by to pick an image. Only the builder (`editing`) says so.
 */
export function ImageOnlyLayout({
  theme,
  editing = false,
  onImagePlaceholderClick,
}: Pick<LayoutProps, 'theme'> & { editing?: boolean; onImagePlaceholderClick?: () => void }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = theme.media.fullPageImageUrl;
  return (
    <div
      style={{
        flex: '1 1 0px',
        minHeight: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        backgroundColor: theme.colors.background,
      }}
    >
      {url === ''
        ? editing && (
            <NoImageSelected background={theme.colors.background} onClick={onImagePlaceholderClick} />
          )
        : url !== failedUrl && (
            <img
              src={url}
              alt=""
              data-part="full-page-image"
              onError={() => setFailedUrl(url)}
              style={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
            />
          )}
    </div>
  );
}
