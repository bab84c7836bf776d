import type { FooterItemKey } from '@foyer/shared';

/** Line icons (24-unit grid) that mark each footer item, so items need no separators between them. */
const PATHS: Record<FooterItemKey, string[]> = {
  OfficeSuite: [
    'M4 21V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v17',
    'M16 9h3a1 1 0 0 1 1 1v11',
    'M3 21h18',
    'M8 7h4M8 11h4M8 15h4',
  ],
  OfficeHours: ['M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18', 'M12 7v5l3 2'],
  OfficeNumber: [
    'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  ],
  MaintenanceNumber: ['M7 10h3V7L6.5 3.5a6 6 0 0 1 8 8l6 6a2 2 0 0 1-3 3l-6-6a6 6 0 0 1-8-8L7 10'],
  WifiInfo: [
    'M12 18h.01',
    'M9.2 15.2a4 4 0 0 1 5.6 0',
    'M6.3 12.3a8 8 0 0 1 11.4 0',
    'M3.5 9.5a12 12 0 0 1 17 0',
  ],
  BuildingName: [
    'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z',
    'M12 7.5a2.5 2.5 0 1 0 0 5a2.5 2.5 0 1 0 0-5',
  ],
};

export function FooterIcon({ item }: { item: FooterItemKey }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      width="1.05em"
      height="1.05em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      style={{ flex: 'none', opacity: 0.75 }}
    >
      {PATHS[item].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
