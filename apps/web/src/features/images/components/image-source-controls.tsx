import type { ImagePurpose } from '@foyer/shared';
import { Images } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { IMAGES_TEXT } from '../messages';
import { ImageLibraryDialog } from './image-library-dialog';
import { ImageUploader } from './image-uploader';

export interface ImageSourceControlsProps {
  orgId: string | null;
  uploadedBy?: string;
  /** What the image is for: decides the upload limit. */
  purpose: ImagePurpose;
  /** Names the controls, e.g. 'Hero image'. */
  label: string;
  /** The image in use, or ''. */
  value: string;
  /** Called with the URL of an uploaded or picked image. */
  onSelect: (url: string) => void;
}

/**
 * Upload an image or pick one from the library (docs/product.md §2 Theme builder): both put the image's
 * URL in the field the caller shows next to them.
 */
export function ImageSourceControls({
  orgId,
  uploadedBy,
  purpose,
  label,
  value,
  onSelect,
}: ImageSourceControlsProps) {
  const [libraryOpen, setLibraryOpen] = useState(false);
  return (
    <div className="space-y-2">
      <ImageUploader
        compact
        orgId={orgId}
        purpose={purpose}
        uploadedBy={uploadedBy}
        label={`Upload ${label.toLowerCase()}`}
        onUploaded={(result) => onSelect(result.image_url)}
      />
      <Button variant="secondary" size="sm" className="w-full" onClick={() => setLibraryOpen(true)}>
        <Images className="size-4" aria-hidden />
        {IMAGES_TEXT.selectFromLibrary}
      </Button>
      <ImageLibraryDialog
        open={libraryOpen}
        onOpenChange={setLibraryOpen}
        orgId={orgId}
        currentUrl={value}
        onSelect={(image) => onSelect(image.image_url)}
      />
    </div>
  );
}
