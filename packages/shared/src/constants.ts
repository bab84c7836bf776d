/** Constants of docs/product.md §9, named for what they mean. */

export const PRODUCT_NAME = 'Foyer';
/** The `projectName` the dashboard sends with auth calls (docs/product.md §7). */
export const PROJECT_NAME = 'foyer';

export const AUTH_TOKEN_STORAGE_KEY = 'authToken';
export const SUB_ORG_STORAGE_KEY = 'selectedSubOrgId';
export const LOADING_FADE_MS = 100;

export const REGISTER_PASSWORD_MIN = 6;
export const RESET_PASSWORD_MIN = 6;
export const INVITATION_PASSWORD_MIN = 8;

export const REGISTER_SUCCESS_REDIRECT_MS = 1000;
export const REGISTER_MANUAL_LOGIN_REDIRECT_MS = 2000;
export const RESET_SUCCESS_REDIRECT_MS = 3000;

export const SUCCESS_NOTICE_MS = 3000;
export const PAGE_ROTATION_MS = 4000;
export const SCROLL_PX_PER_FRAME = 0.5;
export const SCROLL_BOTTOM_PAUSE_MS = 2000;

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export const MB = 1024 * 1024;
export const IMAGE_MAX_BYTES_DEFAULT = 5 * MB;
export const IMAGE_MAX_BYTES_HERO = 10 * MB;
export const IMAGE_MAX_BYTES_BACKGROUND = 10 * MB;
export const IMAGE_MAX_BYTES_LOGO = 5 * MB;
export const IMAGE_MAX_WIDTH = 1920;
export const IMAGE_MAX_HEIGHT = 1080;
export const IMAGE_QUALITY = 0.8;
export const IMAGE_RECOMPRESS_OVER_BYTES = 1 * MB;
export const ALLOWED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const DEFAULT_ACCESS_CONTROL = 'org-only';
export const SIMULATED_PROGRESS_STEP = 10;
export const SIMULATED_PROGRESS_INTERVAL_MS = 100;
export const SIMULATED_PROGRESS_CAP = 90;
export const UPLOAD_PROGRESS_RESET_MS = 1000;

export const IMAGES_PER_PAGE = 15;
export const IMAGES_SIZE_FILTER_MAX_MB = 100;

export const USERS_SUB_ORG_NAMES_SHOWN = 2;

export const PREVIEW_WIDTH = 1920;
export const PREVIEW_HEIGHT = 1080;
export const PREVIEW_CARD_WIDTH = 340;
export const PREVIEW_REMEASURE_MS = 200;
export const PREVIEW_SIDEBAR_ALLOWANCE = 280;
export const PREVIEW_PADDING_ALLOWANCE = 32;
export const PAGINATION_FOOTER_HEIGHT = 40;
export const MIN_LIST_AREA_HEIGHT = 100;
export const TENANTS_EDITOR_MIN_HEIGHT = 300;
export const TENANTS_EDITOR_MAX_HEIGHT = 600;

export const SAMPLE_DIRECTORY_SIZE = 23;
export const PREVIEW_BUNDLE_VERSION = 1;
export const SAMPLE_CATEGORIES = ['Office', 'Retail', 'Medical', 'Legal', 'Tech', 'Finance'] as const;

export const DEVICE_CONNECTED_WITHIN_MS = 90 * 1000;
export const BUNDLE_POLL_INTERVAL_MS = 30 * 1000;
