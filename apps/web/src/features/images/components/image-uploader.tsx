import { ALLOWED_IMAGE_TYPES, maxImageBytes, MB, type ImagePurpose, type UploadResult } from '@foyer/shared';
import { CircleCheck, ImagePlus, Upload, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatBytes, imageTypeLabel } from '../format';
import { IMAGES_TEXT } from '../messages';
import { checkChosenImage, type ImageCodec } from '../prepare-image';
import { useImageUpload } from '../use-image-upload';
import { ImageBatch } from './image-batch';
import { UploadProgress } from './upload-progress';

export interface ImageUploaderProps {
  /** The organization whose library the image joins; null only uploads it. */
  orgId: string | null;
  /** Decides the size limit (docs/product.md §5): 5 MB, 10 MB for hero and background images. */
  purpose?: ImagePurpose;
  /** Overrides the purpose's limit. */
  maxBytes?: number;
  uploadedBy?: string;
  onUploaded?: (result: UploadResult) => void;
  /** The narrow form for side panels. */
  compact?: boolean;
  /** Names the file input for assistive technology. */
  label?: string;
  className?: string;
  /** Replaces the browser's decoder and encoder (tests). */
  codec?: ImageCodec;
  /** Several files may be chosen or dropped at once, each uploaded with its own progress. */
  multiple?: boolean;
}

interface Selection {
  file: File;
  previewUrl: string | null;
}

const ACCEPT = ALLOWED_IMAGE_TYPES.join(',');

function previewUrlOf(file: File): string | null {
  try {
    return URL.createObjectURL(file);
  } catch {
    return null;
  }
}

/**
 * The one image uploader (docs/product.md §4 Image upload): choose or drop a file, see it and the checks of
 * docs/product.md §5, remove it or upload it with real progress; the selection clears once it is stored.
 */
export function ImageUploader({
  orgId,
  purpose = 'image',
  maxBytes = maxImageBytes(purpose),
  uploadedBy,
  onUploaded,
  compact = false,
  label = IMAGES_TEXT.chooseImage,
  className,
  codec,
  multiple = false,
}: ImageUploaderProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [selectionError, setSelectionError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [batch, setBatch] = useState<File[] | null>(null);
  const upload = useImageUpload({ orgId, purpose, maxBytes, uploadedBy, onUploaded, codec });
  const { state } = upload;

  // The preview's object URL lives exactly as long as the selection.
  useEffect(() => {
    const url = selection?.previewUrl;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [selection]);

  const chooseFiles = (files: FileList | null | undefined) => {
    if (multiple && files && files.length > 1) {
      if (upload.busy) return;
      upload.dismissError();
      setSelectionError(null);
      setSelection(null);
      setBatch([...files]);
      return;
    }
    choose(files?.[0]);
  };

  const choose = (file: File | undefined) => {
    if (!file || upload.busy) return;
    const problem = checkChosenImage(file, maxBytes);
    upload.dismissError();
    if (problem) {
      setSelection(null);
      setSelectionError(problem);
      return;
    }
    setSelectionError(null);
    setSelection({ file, previewUrl: previewUrlOf(file) });
  };

  const forgetSelection = () => {
    setSelection(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const remove = () => {
    forgetSelection();
    upload.dismissError();
  };

  const send = async () => {
    if (!selection) return;
    const result = await upload.start(selection.file);
    if (result) forgetSelection();
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    chooseFiles(event.dataTransfer.files);
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!upload.busy) setDragging(true);
  };

  const error = selectionError ?? state.error;
  const status =
    state.phase === 'preparing'
      ? IMAGES_TEXT.preparing
      : state.phase === 'processing'
        ? IMAGES_TEXT.processing
        : state.phase === 'done'
          ? IMAGES_TEXT.uploaded
          : IMAGES_TEXT.uploading;
  const showProgress = upload.busy || state.phase === 'done';
  const maxMb = Math.round((maxBytes / MB) * 10) / 10;

  return (
    <div className={cn('space-y-2', className)}>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={ACCEPT}
        aria-label={label}
        className="sr-only"
        disabled={upload.busy}
        multiple={multiple}
        onChange={(event) => chooseFiles(event.target.files)}
      />

      {batch ? (
        <ImageBatch
          files={batch}
          orgId={orgId}
          purpose={purpose}
          maxBytes={maxBytes}
          uploadedBy={uploadedBy}
          codec={codec}
          onClose={() => {
            setBatch(null);
            if (inputRef.current) inputRef.current.value = '';
          }}
        />
      ) : selection ? (
        <div
          className={cn(
            'rounded-xl border border-zinc-200 bg-white p-3 shadow-xs',
            !compact && 'sm:flex sm:items-center sm:gap-4',
          )}
          onDragOver={onDragOver}
          onDrop={onDrop}
        >
          <div className="flex min-w-0 flex-1 items-center gap-3">
            <div
              className={cn(
                'shrink-0 overflow-hidden rounded-lg bg-zinc-100 ring-1 ring-zinc-200/80',
                compact ? 'size-12' : 'size-16',
              )}
            >
              {selection.previewUrl && (
                <img
                  src={selection.previewUrl}
                  alt={`Preview of ${selection.file.name}`}
                  className="size-full object-cover"
                />
              )}
            </div>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-zinc-900" title={selection.file.name}>
                {selection.file.name}
              </p>
              <p className="mt-0.5 text-xs text-zinc-500">
                {formatBytes(selection.file.size)} · {imageTypeLabel(selection.file.type)}
              </p>
              {showProgress && !compact && (
                <UploadProgress
                  className="mt-2 max-w-md"
                  value={state.progress}
                  label={`Uploading ${selection.file.name}`}
                  status={status}
                />
              )}
            </div>
            {!upload.busy && (
              <Button
                variant="ghost"
                size="icon"
                className="size-8 text-zinc-500"
                aria-label={IMAGES_TEXT.remove}
                title={IMAGES_TEXT.remove}
                onClick={remove}
              >
                <X className="size-4" aria-hidden />
              </Button>
            )}
          </div>
          {showProgress && compact && (
            <UploadProgress
              className="mt-3"
              value={state.progress}
              label={`Uploading ${selection.file.name}`}
              status={status}
            />
          )}
          <div className={cn('flex gap-2', compact ? 'mt-3' : 'mt-3 sm:mt-0')}>
            {upload.busy ? (
              <Button
                variant="secondary"
                size="sm"
                className={cn(compact && 'flex-1')}
                onClick={upload.cancel}
              >
                {IMAGES_TEXT.cancelUpload}
              </Button>
            ) : (
              <Button size="sm" className={cn(compact && 'flex-1')} onClick={() => void send()}>
                <Upload className="size-4" aria-hidden />
                {IMAGES_TEXT.upload}
              </Button>
            )}
          </div>
        </div>
      ) : state.phase === 'done' ? (
        <div className="rounded-xl border border-emerald-200 bg-emerald-50/50 p-3" role="status">
          <div className="mb-2 flex items-center gap-2 text-sm font-medium text-emerald-800">
            <CircleCheck className="size-4 shrink-0" aria-hidden />
            <span className="truncate">{state.fileName}</span>
          </div>
          {state.notice && <p className="mb-2 text-sm text-emerald-900">{state.notice}</p>}
          <UploadProgress
            value={state.progress}
            label={`Uploading ${state.fileName ?? ''}`}
            status={status}
          />
        </div>
      ) : (
        <label
          htmlFor={inputId}
          onDragOver={onDragOver}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'group flex cursor-pointer items-center rounded-xl border border-dashed text-left transition-colors',
            'focus-within:border-brand-500 focus-within:ring-4 focus-within:ring-brand-500/15',
            compact ? 'gap-3 px-3 py-3' : 'gap-4 px-5 py-5',
            dragging
              ? 'border-brand-500 bg-brand-50/70'
              : 'border-zinc-300 bg-zinc-50/60 hover:border-brand-400 hover:bg-brand-50/40',
          )}
        >
          <span
            className={cn(
              'flex shrink-0 items-center justify-center rounded-full bg-white text-brand-600 shadow-xs ring-1 ring-zinc-200',
              compact ? 'size-9' : 'size-11',
            )}
            aria-hidden
          >
            <ImagePlus className={compact ? 'size-4' : 'size-5'} />
          </span>
          <span className="min-w-0">
            <span className={cn('block font-medium text-zinc-800', compact ? 'text-[13px]' : 'text-sm')}>
              {compact
                ? 'Drop an image or '
                : `${multiple ? IMAGES_TEXT.dropHereMany : IMAGES_TEXT.dropHere} `}
              <span className="text-brand-600 underline-offset-2 group-hover:underline">
                {IMAGES_TEXT.browse}
              </span>
            </span>
            <span className="mt-0.5 block text-xs text-zinc-500">
              {compact ? IMAGES_TEXT.allowedHintShort(maxMb) : IMAGES_TEXT.allowedHint(maxMb)}
            </span>
          </span>
        </label>
      )}

      {error && (
        <p role="alert" className="flex items-start gap-1.5 text-[13px] leading-5 text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
