import { describe, expect, it } from 'vitest';
import { ApiError, UNEXPECTED_ERROR_MESSAGE } from '../../lib/api-client';
import { uploadErrorMessage, uploadPercent } from './upload-state';

describe('uploadPercent', () => {
  it('follows the bytes sent and waits at 99 for the server to answer', () => {
    expect(uploadPercent(0, 1000)).toBe(0);
    expect(uploadPercent(455, 1000)).toBe(45);
    expect(uploadPercent(1000, 1000)).toBe(99);
    expect(uploadPercent(10, 0)).toBe(0);
  });
});

describe('uploadErrorMessage (docs/product.md §8)', () => {
  it("gives the server's reason for a refused file", () => {
    const error = new ApiError({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'File size (11.00 MB) exceeds maximum allowed size (10 MB)',
    });
    expect(uploadErrorMessage(error)).toBe(
      'Upload failed: File size (11.00 MB) exceeds maximum allowed size (10 MB)',
    );
  });

  it("says 'Upload failed' when the refusal has no reason", () => {
    const error = new ApiError({ status: 413, code: 'PAYLOAD_TOO_LARGE', message: UNEXPECTED_ERROR_MESSAGE });
    expect(uploadErrorMessage(error)).toBe('Upload failed');
  });

  it('asks to try again when the server could not be reached or failed', () => {
    expect(uploadErrorMessage(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'x' }))).toBe(
      'Failed to upload image. Please try again.',
    );
    expect(uploadErrorMessage(new ApiError({ status: 500, code: 'INTERNAL', message: 'x' }))).toBe(
      'Failed to upload image. Please try again.',
    );
    expect(uploadErrorMessage(new Error('boom'))).toBe('Failed to upload image. Please try again.');
  });
});
