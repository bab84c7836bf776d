import { IMAGE_MESSAGES } from '@foyer/shared';

/** Texts of the Images page, the uploader and the library picker (SPEC §2, §5, §8 where worded). */
export const IMAGES_TEXT = {
  title: 'Images',
  empty: IMAGE_MESSAGES.empty,
  emptyHint: 'Upload logos and photos above, then use them in your themes and on your screens.',
  emptyViewerHint: 'Images your organization uploads will appear here.',
  noResults: 'No results found',
  noResultsHint: 'No image matches your search and filters. Try adjusting them.',
  loadFailed: IMAGE_MESSAGES.fetchFailed,
  searchPlaceholder: 'Search by filename',
  filters: 'Filters',
  clearAll: 'Clear All',
  uploadDate: 'Upload date',
  fileSize: 'File size (MB)',
  fileType: 'File type',
  from: 'From',
  to: 'To',
  min: 'Min',
  max: 'Max',
  sortBy: 'Sort by',
  download: 'Download',
  delete: 'Delete',
  deleteTitle: 'Delete image?',
  deleteConfirm: IMAGE_MESSAGES.deleteConfirm,
  deleteFailed: IMAGE_MESSAGES.deleteFailed,
  deleted: 'Image deleted',
  previous: 'Previous',
  next: 'Next',
  page: (page: number, pageCount: number) => `Page ${page} of ${pageCount}`,
  count: (n: number) => `${n} ${n === 1 ? 'image' : 'images'}`,

  // The uploader.
  dropHere: 'Drag and drop an image here, or',
  browse: 'browse',
  chooseImage: 'Choose image',
  allowedHint: (maxMb: number) => `JPEG, PNG, WebP or GIF, up to ${maxMb} MB`,
  allowedHintShort: (maxMb: number) => `JPEG, PNG, WebP, GIF · max ${maxMb} MB`,
  upload: 'Upload',
  uploading: 'Uploading...',
  processing: 'Processing...',
  preparing: 'Preparing...',
  uploaded: 'Uploaded',
  remove: 'Remove',
  cancelUpload: 'Cancel upload',
  uploadFailedBecause: IMAGE_MESSAGES.uploadFailedBecause,
  uploadFailed: IMAGE_MESSAGES.uploadFailed,
  uploadFailedTryAgain: IMAGE_MESSAGES.uploadFailedTryAgain,
  addFailed: IMAGE_MESSAGES.addFailed,

  // The library picker of the theme builder.
  selectFromLibrary: 'Select from library',
  libraryTitle: 'Image library',
  libraryDescription: 'Pick one of your organization’s images.',
  useImage: 'Use Image',
  libraryEmpty: 'Upload an image here or on the Images page, then pick it from this list.',
  clearImage: 'Clear image',
} as const;

export const IMAGE_TYPE_LABELS = {
  all: 'All',
  jpeg: 'JPEG',
  png: 'PNG',
  webp: 'WebP',
  gif: 'GIF',
} as const;

export const IMAGE_SORT_LABELS = { date: 'Upload date', name: 'Name', size: 'File size' } as const;
