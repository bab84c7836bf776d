import type { OrganizationImage } from '@foyer/shared';
import { Download, ImageOff, Trash2 } from 'lucide-react';
import { memo, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { formatBytes, imageDisplayName, imageTypeLabel } from '../format';
import { IMAGES_TEXT } from '../messages';

interface ItemProps {
  image: OrganizationImage;
  /** Shown to Owners and Admins only (docs/product.md §6). */
  onDelete?: (image: OrganizationImage) => void;
}

type Size = { width: number; height: number } | null;

/** A light checkerboard, so transparent PNGs read as transparent. */
const CHECKERBOARD =
  'bg-zinc-100 bg-[linear-gradient(45deg,#e4e4e7_25%,transparent_25%),linear-gradient(-45deg,#e4e4e7_25%,transparent_25%),linear-gradient(45deg,transparent_75%,#e4e4e7_75%),linear-gradient(-45deg,transparent_75%,#e4e4e7_75%)] bg-[length:16px_16px] bg-[position:0_0,0_8px,8px_-8px,-8px_0]';

/** The stored image, with its pixel size read once it has loaded. */
function Thumbnail({
  image,
  className,
  onSize,
}: {
  image: OrganizationImage;
  className?: string;
  onSize?: (size: Size) => void;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={cn('relative overflow-hidden', CHECKERBOARD, className)}>
      {failed ? (
        <div className="flex size-full items-center justify-center text-zinc-400">
          <ImageOff className="size-5" aria-hidden />
        </div>
      ) : (
        <img
          src={image.image_url}
          alt={imageDisplayName(image)}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
          onLoad={(event) =>
            onSize?.({
              width: event.currentTarget.naturalWidth,
              height: event.currentTarget.naturalHeight,
            })
          }
          onError={() => setFailed(true)}
        />
      )}
    </div>
  );
}

const dimensionsText = (size: Size) => (size ? `${size.width}×${size.height}` : null);

/** The upload's date, with the time in the tooltip. */
function UploadedAt({ image, className }: { image: OrganizationImage; className?: string }) {
  return (
    <time dateTime={image.uploaded_at} title={formatDateTime(image.uploaded_at)} className={className}>
      {formatDate(image.uploaded_at)}
    </time>
  );
}

function DownloadLink({ image, compact = false }: { image: OrganizationImage; compact?: boolean }) {
  const name = imageDisplayName(image);
  return (
    <a
      href={image.image_url}
      download={name}
      aria-label={`${IMAGES_TEXT.download} ${name}`}
      title={IMAGES_TEXT.download}
      className={cn(
        'inline-flex items-center justify-center gap-1.5 rounded-md text-[13px] font-medium text-zinc-700 transition-colors hover:bg-zinc-100 hover:text-zinc-950 focus-visible:ring-4 focus-visible:ring-brand-500/25 focus-visible:outline-none',
        compact ? 'size-8' : 'h-8 px-2.5',
      )}
    >
      <Download className="size-4" aria-hidden />
      {!compact && IMAGES_TEXT.download}
    </a>
  );
}

function DeleteButton({ image, onDelete }: Required<ItemProps>) {
  const name = imageDisplayName(image);
  return (
    <button
      type="button"
      aria-label={`${IMAGES_TEXT.delete} ${name}`}
      title={IMAGES_TEXT.delete}
      onClick={() => onDelete(image)}
      className="inline-flex size-8 items-center justify-center rounded-md text-zinc-500 transition-colors hover:bg-red-50 hover:text-red-600 focus-visible:ring-4 focus-visible:ring-red-500/20 focus-visible:outline-none"
    >
      <Trash2 className="size-4" aria-hidden />
    </button>
  );
}

/** A card of the grid view: thumbnail, name, size, dimensions, date, download and delete. */
export const ImageCard = memo(function ImageCard({ image, onDelete }: ItemProps) {
  const [size, setSize] = useState<Size>(null);
  const name = imageDisplayName(image);
  const dims = dimensionsText(size);
  return (
    <article
      aria-label={name}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-zinc-200/80 bg-white shadow-sm shadow-zinc-900/[0.04] transition hover:border-zinc-300 hover:shadow-md"
    >
      <div className="relative">
        <Thumbnail image={image} className="aspect-[4/3] border-b border-zinc-100" onSize={setSize} />
        <Badge tone="neutral" className="absolute top-2.5 left-2.5 bg-white/90 backdrop-blur-sm">
          {imageTypeLabel(image.mime_type)}
        </Badge>
      </div>
      <div className="flex min-w-0 flex-1 flex-col px-3.5 pt-3 pb-2">
        <h3 className="truncate text-sm font-semibold text-zinc-950" title={name}>
          {name}
        </h3>
        <p className="mt-1 truncate text-xs text-zinc-500 tabular-nums">
          {formatBytes(image.file_size)}
          {dims && ` · ${dims}`}
        </p>
        <div className="mt-2 flex items-center justify-between gap-2">
          <UploadedAt image={image} className="truncate text-xs text-zinc-500" />
          <div className="-mr-1.5 flex items-center">
            <DownloadLink image={image} compact />
            {onDelete && <DeleteButton image={image} onDelete={onDelete} />}
          </div>
        </div>
      </div>
    </article>
  );
});

/** A row of the list view. */
export const ImageRow = memo(function ImageRow({ image, onDelete }: ItemProps) {
  const [size, setSize] = useState<Size>(null);
  const name = imageDisplayName(image);
  return (
    <tr className="group transition-colors hover:bg-zinc-50/80">
      <td className="py-2.5 pr-3 pl-4">
        <div className="flex min-w-0 items-center gap-3">
          <Thumbnail
            image={image}
            className="h-10 w-14 shrink-0 rounded-md ring-1 ring-zinc-200/80"
            onSize={setSize}
          />
          <span className="truncate text-sm font-medium text-zinc-900" title={name}>
            {name}
          </span>
        </div>
      </td>
      <td className="px-3 py-2.5">
        <Badge tone="neutral">{imageTypeLabel(image.mime_type)}</Badge>
      </td>
      <td className="hidden px-3 py-2.5 text-sm text-zinc-600 tabular-nums md:table-cell">
        {dimensionsText(size) ?? '—'}
      </td>
      <td className="px-3 py-2.5 text-sm whitespace-nowrap text-zinc-600 tabular-nums">
        {formatBytes(image.file_size)}
      </td>
      <td className="hidden px-3 py-2.5 text-sm whitespace-nowrap text-zinc-600 sm:table-cell">
        <UploadedAt image={image} />
      </td>
      <td className="py-2.5 pr-3 pl-3">
        <div className="flex items-center justify-end gap-0.5">
          <DownloadLink image={image} />
          {onDelete && <DeleteButton image={image} onDelete={onDelete} />}
        </div>
      </td>
    </tr>
  );
});

/**
 * The list view's columns, in ImageRow's order: the classes of the header cell and of the column
 * (its width; narrow screens drop the dimensions and the date). The actions' header is for screen
 * readers only.
 */
const COLUMNS: { label: string; header: string; width?: string; hidden?: boolean }[] = [
  { label: 'Name', header: 'py-2.5 pr-3 pl-4 font-medium' },
  { label: 'Type', header: 'px-3 py-2.5 font-medium', width: 'w-24' },
  {
    label: 'Dimensions',
    header: 'hidden px-3 py-2.5 font-medium md:table-cell',
    width: 'hidden w-32 md:table-column',
  },
  { label: 'Size', header: 'px-3 py-2.5 font-medium', width: 'w-24' },
  {
    label: 'Uploaded',
    header: 'hidden px-3 py-2.5 font-medium sm:table-cell',
    width: 'hidden w-36 sm:table-column',
  },
  { label: 'Actions', header: 'py-2.5 pr-4 pl-3 text-right font-medium', width: 'w-40', hidden: true },
];

/** The list view: a table, so the columns line up and read well with a screen reader. */
export function ImageTable({
  images,
  onDelete,
}: {
  images: OrganizationImage[];
  onDelete?: ItemProps['onDelete'];
}) {
  return (
    <div className="overflow-hidden rounded-2xl border border-zinc-200/80 bg-white shadow-sm shadow-zinc-900/[0.04]">
      <table className="w-full table-fixed text-left">
        <colgroup>
          {COLUMNS.map(({ label, width }) => (
            <col key={label} className={width} />
          ))}
        </colgroup>
        <thead className="border-b border-zinc-200/80 bg-zinc-50/80 text-xs font-medium text-zinc-500">
          <tr>
            {COLUMNS.map(({ label, header, hidden }) => (
              <th key={label} scope="col" className={header}>
                {hidden ? <span className="sr-only">{label}</span> : label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100">
          {images.map((image) => (
            <ImageRow key={image.id} image={image} onDelete={onDelete} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
