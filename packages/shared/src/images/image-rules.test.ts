import { describe, expect, it } from 'vitest';
import { MB } from '../constants';
import { checkSelectedImage, fitWithinMaxDimensions, imageProcessingFor } from './image-rules';
import { IMAGE_MESSAGES, maxImageBytes } from './organization-image';

describe('image rules (docs/product.md §5)', () => {
  it('scales 4000x3000 down proportionally to fit 1920x1080', () => {
    expect(fitWithinMaxDimensions({ width: 4000, height: 3000 })).toEqual({ width: 1440, height: 1080 });
    expect(fitWithinMaxDimensions({ width: 3840, height: 1080 })).toEqual({ width: 1920, height: 540 });
  });

  it('never scales an image up', () => {
    expect(fitWithinMaxDimensions({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
    expect(fitWithinMaxDimensions({ width: 1920, height: 1080 })).toEqual({ width: 1920, height: 1080 });
  });

  it('resizes beyond the limits, recompresses files over 1 MB, leaves the rest', () => {
    expect(imageProcessingFor({ width: 1921, height: 10 }, 100)).toBe('resize');
    expect(imageProcessingFor({ width: 10, height: 1081 }, 100)).toBe('resize');
    expect(imageProcessingFor({ width: 1920, height: 1080 }, MB + 1)).toBe('recompress');
    expect(imageProcessingFor({ width: 1920, height: 1080 }, MB)).toBe('none');
  });

  it('has a limit for each purpose', () => {
    expect(maxImageBytes()).toBe(5 * MB);
    expect(maxImageBytes('hero')).toBe(10 * MB);
    expect(maxImageBytes('background')).toBe(10 * MB);
    expect(maxImageBytes('logo')).toBe(5 * MB);
  });

  it('words the uploader’s own checks as the spec’s uploader texts (IMG-14)', () => {
    expect(checkSelectedImage({ type: 'text/plain', size: 10 }, 5 * MB)).toBe(
      'File type text/plain is not allowed. Allowed types: image/jpeg, image/png, image/webp, image/gif',
    );
    expect(checkSelectedImage({ type: '', size: 10 }, 5 * MB)).toBe(
      'File type unknown is not allowed. Allowed types: image/jpeg, image/png, image/webp, image/gif',
    );
    expect(checkSelectedImage({ type: 'image/png', size: 6 * MB }, 5 * MB)).toBe(
      'File size (6.00 MB) exceeds maximum allowed size (5 MB)',
    );
    expect(checkSelectedImage({ type: 'image/gif', size: 5 * MB }, 5 * MB)).toBeNull();
  });

  it('words the server limits as the spec does', () => {
    expect(IMAGE_MESSAGES.fileTooLarge(11 * MB, 10 * MB)).toBe(
      'File size (11.00 MB) exceeds maximum allowed size (10 MB)',
    );
    expect(IMAGE_MESSAGES.typeNotAllowed('text/plain')).toBe(
      'File type text/plain is not allowed. Allowed types: image/jpeg, image/png, image/webp, image/gif',
    );
  });
});
