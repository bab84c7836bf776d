import { MB, type UploadResult } from '@foyer/shared';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithClient } from '../../../testing/render-with-client';
import type { ImageCodec } from '../prepare-image';
import { ImageUploader } from './image-uploader';

/** XMLHttpRequest as the test drives it: progress events and the answer come when the test says. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

const RESULT: UploadResult = {
  image_url: '/uploads/abc123.png',
  filename: 'abc123.png',
  original_name: 'lobby.png',
  file_size: 1234,
  mime_type: 'image/png',
  dimensions: { width: 800, height: 600 },
  originalDimensions: { width: 800, height: 600 },
  wasProcessed: false,
};

const image = (name = 'lobby.png', type = 'image/png', bytes = 1234) =>
  new File([new Uint8Array(bytes)], name, { type });

const input = () => screen.getByLabelText('Choose image') as HTMLInputElement;
const choose = (file: File) => fireEvent.change(input(), { target: { files: [file] } });
const progress = () => screen.getByRole('progressbar');

async function sent(): Promise<FakeXhr> {
  await waitFor(() => expect(FakeXhr.last).not.toBeNull());
  return FakeXhr.last as FakeXhr;
}

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  localStorage.setItem('authToken', 'tok');
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ImageUploader', () => {
  it('refuses a file of another type, and a GIF over the limit, which the browser sends as it is', () => {
    renderWithClient(<ImageUploader orgId="o1" purpose="hero" />);
    choose(image('notes.txt', 'text/plain'));
    expect(screen.getByRole('alert').textContent).toBe(
      'File type text/plain is not allowed. Allowed types: image/jpeg, image/png, image/webp, image/gif',
    );
    choose(image('huge.gif', 'image/gif', 10 * MB + 1));
    expect(screen.getByRole('alert').textContent).toBe(
      'File size (10.00 MB) exceeds maximum allowed size (10 MB)',
    );
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
  });

  it('makes a photo over the limit smaller before sending it (docs/product.md §5)', async () => {
    const smaller = new Blob([new Uint8Array(300_000)], { type: 'image/jpeg' });
    const codec: ImageCodec = {
      decode: () =>
        Promise.resolve({
          width: 4000,
          height: 3000,
          encode: () => Promise.resolve(smaller),
          close: () => {},
        }),
    };
    renderWithClient(<ImageUploader orgId={null} codec={codec} />);
    choose(image('phone.jpg', 'image/jpeg', 9 * MB));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const file = (await sent()).body?.get('file') as File;
    expect([file.name, file.type, file.size]).toEqual(['phone.jpg', 'image/jpeg', 300_000]);
  });

  it('refuses a photo that is still over the limit once the browser has tried, sending nothing', async () => {
    // The browser could not decode it (jsdom has no decoder): it would be sent as it is.
    renderWithClient(<ImageUploader orgId={null} />);
    choose(image('huge.jpg', 'image/jpeg', 5 * MB + 1));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'File size (5.00 MB) exceeds maximum allowed size (5 MB)',
    );
    expect(FakeXhr.last).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeTruthy();
  });

  it('shows a preview of the chosen file, which can be removed before uploading', () => {
    renderWithClient(<ImageUploader orgId="o1" />);
    choose(image());
    expect(screen.getByRole('img', { name: 'Preview of lobby.png' }).getAttribute('src')).toBe(
      'blob:preview',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('img', { name: 'Preview of lobby.png' })).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
    expect(screen.getByText(/Drag and drop an image here/)).toBeTruthy();
  });

  it('uploads with the real progress, registers the image, then clears and resets after 1 s', async () => {
    const { calls } = mockApi({
      'POST /api/foyer/organization-images': () =>
        json({
          success: true,
          data: {
            id: 'i1',
            _id: 'i1',
            org_id: 'o1',
            ...RESULT,
            uploaded_by: 'u1',
            uploaded_at: '2026-01-01T00:00:00.000Z',
          },
        }),
    });
    const onUploaded = vi.fn();
    renderWithClient(<ImageUploader orgId="o1" purpose="logo" uploadedBy="u1" onUploaded={onUploaded} />);
    choose(image());
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));

    const xhr = await sent();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/foyer/uploads?purpose=logo');
    expect(xhr.headers.Authorization).toBe('Bearer tok');
    expect(xhr.body?.get('purpose')).toBe('logo');
    expect((xhr.body?.get('file') as File).name).toBe('lobby.png');

    xhr.progress(500, 1000);
    expect(progress().getAttribute('aria-valuenow')).toBe('50');
    xhr.progress(1000, 1000);
    expect(progress().getAttribute('aria-valuenow')).toBe('99');
    expect(screen.getByText('Processing...')).toBeTruthy();

    xhr.answer(201, { success: true, data: RESULT });
    await waitFor(() => expect(progress().getAttribute('aria-valuenow')).toBe('100'));
    const completedAt = Date.now();
    expect(screen.getByText('Uploaded')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    expect(onUploaded).toHaveBeenCalledWith(RESULT);
    expect(calls[0]?.body).toMatchObject({
      org_id: 'o1',
      image_url: RESULT.image_url,
      filename: RESULT.filename,
      original_name: 'lobby.png',
      file_size: 1234,
      mime_type: 'image/png',
      uploaded_by: 'u1',
    });

    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(Date.now() - completedAt).toBeGreaterThanOrEqual(900);
    expect(screen.getByText(/Drag and drop an image here/)).toBeTruthy();
  });

  it("shows the server's reason when it refuses the file, and keeps the file to try again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithClient(<ImageUploader orgId="o1" />);
    choose(image());
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    (await sent()).answer(415, {
      success: false,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message:
        'File type text/plain is not allowed. Allowed types: image/jpeg, image/png, image/webp, image/gif',
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Upload failed: File type text/plain is not allowed. Allowed types: image/jpeg, image/png, image/webp, image/gif',
    );
    expect(screen.getByRole('button', { name: 'Upload' })).toBeTruthy();
  });

  it('counts the upload when only registering it with the organization failed (a warning)', async () => {
    mockApi({
      'POST /api/foyer/organization-images': () =>
        json({ success: false, code: 'INTERNAL', message: 'down' }, 500),
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onUploaded = vi.fn();
    renderWithClient(<ImageUploader orgId="o1" onUploaded={onUploaded} />);
    choose(image());
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    (await sent()).answer(201, { success: true, data: RESULT });
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(RESULT));
    expect(warn).toHaveBeenCalledWith('Failed to add organization image', expect.anything());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('can cancel an upload under way and keeps the selection', async () => {
    renderWithClient(<ImageUploader orgId="o1" />);
    choose(image());
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const xhr = await sent();
    xhr.progress(100, 1000);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload' })).toBeTruthy());
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
