import type { Readable } from 'node:stream';
import {
  isAllowedImageType,
  IMAGE_MESSAGES,
  IMAGE_NAME_MAX_LENGTH,
  IMAGE_PURPOSE_INVALID,
  imagePurposeSchema,
  maxImageBytes,
  MB,
  type ImageMimeType,
  type ImagePurpose,
} from '@foyer/shared';
import type { FastifyRequest } from 'fastify';
import { HttpError, Invalid, PayloadTooLarge, UnsupportedMediaType } from '../../platform/errors';
import { sniffImageType, SNIFF_BYTES } from './sniff';

/**
 * Bytes of one file counted (and then thrown away) past its purpose's limit, so the 413 can say
 * how large it was; beyond this the multipart parser cuts the file and the request's
 * Content-Length tells the size.
 */
export const UPLOAD_COUNT_LIMIT = 64 * MB;

/** The multipart parser's limits for the upload route: one file, a few short fields. */
export const UPLOAD_MULTIPART_LIMITS = {
  fileSize: UPLOAD_COUNT_LIMIT,
  files: 1,
  fields: 10,
  fieldSize: 1024,
  parts: 12,
  headerPairs: 50,
} as const;

export const UPLOAD_READER_MESSAGES = {
  notMultipart: 'Send the image as multipart/form-data with the field "file"',
  purposeAfterFile: 'Send the purpose field before the file field (or as ?purpose=)',
  purposeMismatch: 'The purpose field and ?purpose= differ',
  oneFile: 'Send one file per upload',
  malformed: 'The upload was cut off or is not valid multipart/form-data',
  tooManyFields: 'The upload has too many form fields',
} as const;

/** An upload read to the end and checked: within its size limit and an image by its bytes. */
export interface ReceivedImage {
  bytes: Buffer;
  /** By the file's first bytes, not its declared type or name. */
  mimeType: ImageMimeType;
  /** The name the client gave (no path), trimmed to what can be stored. */
  originalName: string;
  purpose: ImagePurpose;
}

const purposeInvalid = (message: string, detail = message) =>
  new Invalid(message, [{ path: 'purpose', message: detail }]);

/**
 * A client's file name without control characters, cut to IMAGE_NAME_MAX_LENGTH between two
 * characters (never inside an emoji's surrogate pair); '' when none.
 */
export function cleanFileName(name: string | undefined): string {
  const printable = [...(name ?? '')].filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f);
  let kept = '';
  for (const c of printable.join('').trim()) {
    if (kept.length + c.length > IMAGE_NAME_MAX_LENGTH) break;
    kept += c;
  }
  return kept.trimEnd();
}

interface ReadFile {
  /** Null once the file went beyond its limit or turned out not to be an image. */
  bytes: Buffer | null;
  mimeType: ImageMimeType | null;
  total: number;
  /** The parser cut the file at UPLOAD_COUNT_LIMIT. */
  truncated: boolean;
}

/**
 * Reads a file stream to its end, keeping at most `maxBytes`: once past them, or once the first
 * bytes show no allowed image type, the rest is only counted. Memory never holds more than the
 * limit plus one chunk.
 */
async function readLimited(stream: Readable & { truncated?: boolean }, maxBytes: number): Promise<ReadFile> {
  const chunks: Buffer[] = [];
  let head = Buffer.alloc(0);
  let kept = 0;
  let total = 0;
  let keeping = true;
  let mimeType: ImageMimeType | null | undefined;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (mimeType === undefined) {
      head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
      if (head.length >= SNIFF_BYTES) mimeType = sniffImageType(head);
    }
    if (!keeping) continue;
    if (mimeType === null || total > maxBytes) {
      keeping = false;
      chunks.length = 0;
      continue;
    }
    chunks.push(chunk);
    kept += chunk.length;
  }
  // Shorter than SNIFF_BYTES: no image.
  if (mimeType === undefined) mimeType = sniffImageType(head);
  const bytes = keeping ? Buffer.concat(chunks, kept) : null;
  return { bytes, mimeType, total, truncated: stream.truncated === true };
}

function contentLengthOf(request: FastifyRequest): number | undefined {
  const value = Number(request.headers['content-length']);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/** The parser's own failures as answers: limits 413/400, broken multipart 400, never 500. */
function multipartFailure(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_FILES_LIMIT') return new Invalid(UPLOAD_READER_MESSAGES.oneFile);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new PayloadTooLarge(UPLOAD_READER_MESSAGES.tooManyFields);
  }
  return new Invalid(UPLOAD_READER_MESSAGES.malformed);
}

/**
 * Reads `POST /uploads`: the field `file` and an optional `purpose` (image, hero, background,
 * logo). The purpose decides the size limit, so it is taken from `?purpose=` or from a field
 * sent before the file (a later one is refused); without either it is `image`. Other fields are
 * ignored. Refusals, in order: not multipart 415, no file 400, not an allowed image by its first
 * bytes 415 (message with the declared type), over the purpose's limit 413 (message with the
 * size counted, or past UPLOAD_COUNT_LIMIT the request's Content-Length).
 */
export async function receiveImage(
  request: FastifyRequest,
  queryPurpose: ImagePurpose | undefined,
): Promise<ReceivedImage> {
  if (!request.isMultipart()) throw new UnsupportedMediaType(UPLOAD_READER_MESSAGES.notMultipart);
  let purpose = queryPurpose;
  let received: ReceivedImage | undefined;
  let failure: HttpError | undefined;
  let sawFile = false;
  try {
    for await (const part of request.parts({ limits: UPLOAD_MULTIPART_LIMITS })) {
      if (part.type === 'field') {
        if (part.fieldname !== 'purpose' || failure) continue;
        if (sawFile) {
          failure = purposeInvalid(UPLOAD_READER_MESSAGES.purposeAfterFile);
          continue;
        }
        const parsed = imagePurposeSchema.safeParse(part.value);
        // Worded as the query's schema refusal is: 'purpose: Must be one of ...'.
        if (!parsed.success)
          failure = purposeInvalid(`purpose: ${IMAGE_PURPOSE_INVALID}`, IMAGE_PURPOSE_INVALID);
        else if (queryPurpose !== undefined && parsed.data !== queryPurpose) {
          failure = purposeInvalid(UPLOAD_READER_MESSAGES.purposeMismatch);
        } else purpose = parsed.data;
        continue;
      }
      if (part.fieldname !== 'file' || sawFile || failure) {
        // Not ours to keep, but read to the end so the request completes and gets its answer.
        for await (const _chunk of part.file) {
          // discarded
        }
        continue;
      }
      sawFile = true;
      const limit = maxImageBytes(purpose ?? 'image');
      const file = await readLimited(part.file, limit);
      if (!file.mimeType) {
        // Labelled as an allowed image but not one inside: damaged or renamed, which the type
        // message would contradict ('image/png is not allowed … image/png').
        failure = new UnsupportedMediaType(
          isAllowedImageType(part.mimetype)
            ? IMAGE_MESSAGES.unreadable
            : IMAGE_MESSAGES.typeNotAllowed(part.mimetype),
        );
      } else if (!file.bytes) {
        const size = file.truncated ? Math.max(file.total, contentLengthOf(request) ?? 0) : file.total;
        failure = new PayloadTooLarge(IMAGE_MESSAGES.fileTooLarge(size, limit));
        // Past the counting limit: answer now rather than read the rest of a huge request.
        if (file.truncated) break;
      } else {
        received = {
          bytes: file.bytes,
          mimeType: file.mimeType,
          originalName: cleanFileName(part.filename),
          purpose: purpose ?? 'image',
        };
      }
    }
  } catch (error) {
    throw multipartFailure(error);
  }
  if (failure) throw failure;
  if (!received) throw new Invalid(IMAGE_MESSAGES.noFile, [{ path: 'file', message: IMAGE_MESSAGES.noFile }]);
  return received;
}
