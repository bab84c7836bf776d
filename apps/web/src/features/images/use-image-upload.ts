import { checkSelectedImage, maxImageBytes, type ImagePurpose, type UploadResult } from '@foyer/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../components/ui/toaster';
import { registerImage, uploadImage } from './api/upload-image';
import { IMAGES_TEXT } from './messages';
import { prepareImage, type ImageCodec } from './prepare-image';
import {
  IDLE_UPLOAD,
  isAbort,
  UPLOAD_PROGRESS_RESET_MS,
  uploadErrorMessage,
  uploadPercent,
  type UploadState,
} from './upload-state';
import { refreshAfter } from '../../lib/query-keys';

export interface UseImageUploadOptions {
  /** The library the image joins; null uploads without registering it. */
  orgId: string | null;
  purpose: ImagePurpose;
  /** The largest file sent, after the browser made it smaller; the purpose's limit by default. */
  maxBytes?: number;
  uploadedBy?: string;
  onUploaded?: (result: UploadResult) => void;
  /** Replaces the browser's decoder and encoder (tests). */
  codec?: ImageCodec;
}

/**
 * One upload at a time (docs/product.md §4 Image upload): the file is made small in the browser, sent with
 * real progress, then registered with the organization. A failed registration only logs a
 * warning (docs/product.md §7): the file is stored and its URL usable all the same.
 */
export function useImageUpload({
  orgId,
  purpose,
  maxBytes = maxImageBytes(purpose),
  uploadedBy,
  onUploaded,
  codec,
}: UseImageUploadOptions) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<UploadState>(IDLE_UPLOAD);
  const controllerRef = useRef<AbortController | null>(null);
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  }, [onUploaded]);

  // 100% stays on screen for a moment, then the bar resets (docs/product.md §9).
  useEffect(() => {
    if (state.phase !== 'done') return;
    const timer = setTimeout(() => setState(IDLE_UPLOAD), UPLOAD_PROGRESS_RESET_MS);
    return () => clearTimeout(timer);
  }, [state.phase]);

  // Leaving the screen stops an upload under way.
  useEffect(() => () => controllerRef.current?.abort(), []);

  const start = useCallback(
    async (file: File): Promise<UploadResult | null> => {
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      const { signal } = controller;
      setState({ phase: 'preparing', progress: 0, error: null, fileName: file.name });
      try {
        const prepared = await prepareImage(file, codec);
        if (signal.aborted) throw signal.reason;
        // Refused only when still too large once made smaller (docs/product.md §5).
        const tooLarge = checkSelectedImage(prepared.file, maxBytes);
        if (tooLarge) {
          setState({ phase: 'error', progress: 0, error: tooLarge, fileName: file.name });
          return null;
        }
        setState((s) => ({ ...s, phase: 'uploading' }));
        const result = await uploadImage(prepared.file, purpose, {
          signal,
          onProgress: (loaded, total) => {
            const progress = uploadPercent(loaded, total);
            setState((s) =>
              s.phase === 'uploading' || s.phase === 'processing'
                ? { ...s, progress, phase: loaded >= total ? 'processing' : 'uploading' }
                : s,
            );
          },
        });
        let notice: string | null = null;
        if (orgId) {
          try {
            const entry = await registerImage(orgId, result, uploadedBy);
            // The library keeps each picture once: say under which name it already is.
            if (entry.already_in_library) notice = IMAGES_TEXT.alreadyInLibrary(entry.original_name);
          } catch (error) {
            console.warn(IMAGES_TEXT.addFailed, error);
          }
        }
        void refreshAfter(queryClient, 'image');
        setState({ phase: 'done', progress: 100, error: null, fileName: file.name, notice });
        // Outlives the moment the bar stays at 100%.
        if (notice) toast.info(notice);
        onUploadedRef.current?.(result);
        return result;
      } catch (error) {
        if (isAbort(error) || signal.aborted) {
          setState(IDLE_UPLOAD);
          return null;
        }
        console.error('Image upload failed', error);
        setState({ phase: 'error', progress: 0, error: uploadErrorMessage(error), fileName: file.name });
        return null;
      } finally {
        if (controllerRef.current === controller) controllerRef.current = null;
      }
    },
    [codec, maxBytes, orgId, purpose, queryClient, uploadedBy],
  );

  const cancel = useCallback(() => controllerRef.current?.abort(), []);
  const dismissError = useCallback(() => setState(IDLE_UPLOAD), []);
  const busy = state.phase === 'preparing' || state.phase === 'uploading' || state.phase === 'processing';

  return { state, busy, start, cancel, dismissError };
}
