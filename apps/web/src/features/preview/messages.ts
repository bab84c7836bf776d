/** Texts of the preview page, as docs/product.md §2 Preview page and §8 Preview word them. */
export const PREVIEW_TEXT = {
  device: 'Device',
  chooseDevice: 'Choose a device...',
  mode: 'Mode',
  latest: 'Preview (Latest Changes)',
  published: 'Published Bundle',
  latestHint: 'Built here from the device’s current theme and tenants, as the next publish would send it.',
  publishedHint: 'Exactly what the screen received with its last publish.',
  generating: 'Generating preview...',
  loadingPublished: 'Loading published bundle...',
  selectDevice: 'Select a Device',
  selectDeviceHint: 'Choose a device above to see what its screen shows.',
  noDevices: 'Add a device first; its screen can then be previewed here.',
  deviceNotFound: 'Device not found',
  previewFailed: 'Failed to create preview bundle. Make sure the device has a theme assigned.',
  themeNotFound: 'Theme not found for device',
  noPairingCode:
    'Selected device does not have a pairing code. Switch to Preview mode to see the latest changes.',
  fetchFailed: 'Failed to fetch device bundle',
  editDevice: 'Edit device',
  sampleEntries: 'Two sample tenants are shown because this device has no tenants yet.',
  version: (version: number) => `Version ${version}`,
} as const;
