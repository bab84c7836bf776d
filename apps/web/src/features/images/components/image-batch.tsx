import type { ImagePurpose } from '@foyer/shared';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { formatBytes } from '../format';
import { IMAGES_TEXT } from '../messages';
import { checkChosenImage, type ImageCodec } from '../prepare-image';
import { useImageUpload } from '../use-image-upload';
import { UploadProgress } from './upload-progress';

export interface ImageBatchProps {
  files: readonly File[];
  orgId: string | null;
  purpose: ImagePurpose;
  maxBytes: number;
  uploadedBy?: string;
  codec?: ImageCodec;
  /** Clears the list (the files stay uploaded). */
  onClose: () => void;
}

type Outcome = 'waiting' | 'done' | 'refused';

/**
 * Several images chosen or dropped at once (IMG-18): each has its own row with its own progress
 * and outcome; they go one after another, and a refused one does not stop the others.
 */
export function ImageBatch({ files, orgId, purpose, maxBytes, uploadedBy, codec, onClose }: ImageBatchProps) {
  const [outcomes, setOutcomes] = useState<Outcome[]>(() => files.map(() => 'waiting'));
  const [started, setStarted] = useState(false);
  const current = started ? outcomes.indexOf('waiting') : -1;
  const finished = started && current === -1;
  const settle = (index: number, outcome: Outcome) =>
    setOutcomes((all) => all.map((previous, i) => (i === index ? outcome : previous)));
  const uploaded = outcomes.filter((outcome) => outcome === 'done').length;

  return (
    <section
      aria-label={IMAGES_TEXT.batchTitle(files.length)}
      className="rounded-xl border border-zinc-200 bg-white p-3 shadow-xs"
    >
      <ul className="divide-y divide-zinc-100">
        {files.map((file, index) => (
          <BatchRow
            key={`${index}-${file.name}`}
            file={file}
            active={index === current}
            orgId={orgId}
            purpose={purpose}
            maxBytes={maxBytes}
            uploadedBy={uploadedBy}
            codec={codec}
            onSettled={(outcome) => settle(index, outcome)}
          />
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap items-center justify-end gap-2">
        {finished && (
          <p role="status" className="mr-auto text-sm text-zinc-600">
            {IMAGES_TEXT.batchSummary(uploaded, files.length)}
          </p>
        )}
        {!started && (
          <Button variant="secondary" size="sm" onClick={onClose}>
            {IMAGES_TEXT.remove}
          </Button>
        )}
        {!started ? (
          <Button size="sm" onClick={() => setStarted(true)}>
            {IMAGES_TEXT.uploadAll(files.length)}
          </Button>
        ) : (
          <Button size="sm" variant="secondary" disabled={!finished} onClick={onClose}>
            {IMAGES_TEXT.batchDone}
          </Button>
        )}
      </div>
    </section>
  );
}

function BatchRow({
  file,
  active,
  orgId,
  purpose,
  maxBytes,
  uploadedBy,
  codec,
  onSettled,
}: {
  file: File;
  active: boolean;
  orgId: string | null;
  purpose: ImagePurpose;
  maxBytes: number;
  uploadedBy?: string;
  codec?: ImageCodec;
  onSettled: (outcome: Outcome) => void;
}) {
  const problem = checkChosenImage(file, maxBytes);
  const upload = useImageUpload({ orgId, purpose, maxBytes, uploadedBy, codec });
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    if (!active) return;
    if (problem) {
      setResult({ ok: false, text: problem });
      onSettled('refused');
      return;
    }
    let current = true;
    void upload.start(file).then((uploaded) => {
      if (!current) return;
      setResult(uploaded ? { ok: true, text: IMAGES_TEXT.uploaded } : { ok: false, text: '' });
      onSettled(uploaded ? 'done' : 'refused');
    });
    return () => {
      current = false;
    };
    // Started once, when its turn comes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const failure = result && !result.ok ? result.text || upload.state.error : null;
  const done = result?.ok === true;
  return (
    <li className="flex items-center gap-3 py-2.5">
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 text-sm font-medium text-zinc-900">
          {done && <CircleCheck className="size-4 shrink-0 text-emerald-600" aria-hidden />}
          {failure && <CircleAlert className="size-4 shrink-0 text-red-600" aria-hidden />}
          <span className="truncate" title={file.name}>
            {file.name}
          </span>
          <span className="shrink-0 text-xs font-normal text-zinc-500">{formatBytes(file.size)}</span>
        </p>
        {failure ? (
          <p className="mt-1 text-sm text-red-700" role="alert">
            {failure}
          </p>
        ) : (
          <UploadProgress
            className="mt-1.5"
            value={done ? 100 : upload.state.progress}
            label={`Uploading ${file.name}`}
            status={
              done
                ? (upload.state.notice ?? IMAGES_TEXT.uploaded)
                : active
                  ? IMAGES_TEXT.uploading
                  : IMAGES_TEXT.waiting
            }
          />
        )}
      </div>
    </li>
  );
}
