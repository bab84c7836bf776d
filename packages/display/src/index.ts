export { ThemePreview, type ThemePreviewProps } from './theme-preview';
export { BundlePreview, bundleOrientation, type BundlePreviewProps } from './bundle-preview';
export { ThemeCanvas, themeOrientation, type ThemeCanvasProps } from './theme-canvas';
export { ScaledCanvas, type ScaledCanvasProps } from './scaled-canvas';
export { ELEMENT_TYPES, type ElementType } from './element-types';
export { canvasPlacement, canvasSize, fitScale, type Orientation, type Rotation } from './fit-scale';
export { CANVAS_REM_PX, effectiveRowHeight, remToCanvasPx, textSizeForDistance } from './canvas-units';
export { contrastRatio, luminance, parseColor, readableTextOn, withOpacity, type Rgba } from './color';
export { backgroundStyle, contentPadding } from './background';
export { footerItems } from './footer';
export { NO_IMAGE_HINT, NO_IMAGE_TITLE, NO_THEME_HINT, NO_THEME_TITLE } from './empty-states';
export { directoryRows, visibleColumns } from './tenant-list/columns';
export { EMPTY_DIRECTORY_TEXT } from './tenant-list/tenant-list';
export { NOTHING_DRAWN, type DrawnList, type DrawnListListener } from './tenant-list/drawn-list';
export { useLocalDay } from './tenant-list/use-local-day';
export { AlertScreen, ALERT_TONE_STYLE } from './alert-screen';
export {
  contrastChecks,
  MIN_CONTRAST,
  nameReach,
  nameReachText,
  over,
  pageTimeText,
  readabilitySummary,
  smallestTextPx,
  viewingDistanceText,
  type ContrastCheck,
} from './readability';
export { QrCode, type QrCodeProps } from './qr-code';
export { DIRECTORY_QR_CAPTION } from './directory-qr';
export { NO_PLACE, placeOfBuilding, type ScreenPlace } from './screen-place';
export { NOTICE_TONE_STYLE, type ShownNotice } from './notices/notice-look';
export { AFTER_HOURS_DEFAULT_MESSAGE } from './notices/after-hours-page';
