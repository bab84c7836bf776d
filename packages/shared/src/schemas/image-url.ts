import { z } from 'zod';
import { withoutNul } from './text';

/**
 * An image address: empty, http(s), or a path on this server (uploads). Never javascript:, data:
 * or vbscript:, which a browser would run or which hide content. Themes, tenant logos and images.
 */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(2000, 'Must be at most 2000 characters')
  .regex(/^(|https?:\/\/\S+|\/\S*)$/i, 'Must be an http(s) address or an uploaded image')
  .check(withoutNul('Image URL'));
