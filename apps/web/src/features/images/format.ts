import { MB } from '@foyer/shared';
import { IMAGE_TYPE_LABELS } from './messages';

const KB = MB / 1024;

/** A file size as people read it: '820 KB', '1.4 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < KB) return `${bytes} B`;
  if (bytes < MB) return `${Math.round(bytes / KB)} KB`;
  const mb = bytes / MB;
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

/** 'image/webp' → 'WebP'. */
export function imageTypeLabel(mimeType: string): string {
  const key = mimeType.replace(/^image\//, '') as keyof typeof IMAGE_TYPE_LABELS;
  return IMAGE_TYPE_LABELS[key] ?? mimeType.replace(/^image\//, '').toUpperCase();
}

/** The name people gave the file, else the stored one. */
export function imageDisplayName(image: { original_name: string; filename: string }): string {
  return image.original_name || image.filename;
}
