import type { ThemeContentInput } from '@foyer/shared';

export interface DemoTheme {
  name: string;
  tower: 'North Tower' | 'South Tower';
  content: ThemeContentInput;
}

/**
 * The demo's themes: three layouts, both orientations, each list style. Image addresses stay
 * empty so the demo needs no network: the renderer draws its own fallbacks (the building's name in
 * place of a logo, a colour wash in place of a hero image). Their text keeps the default size,
 * designed to be read from 3 m on a 55-inch screen (docs/decisions/themes.md THM-34).
 */
export const DEMO_THEMES: readonly DemoTheme[] = [
  {
    name: 'North Tower Lobby',
    tower: 'North Tower',
    content: {
      layout: 'list-simple',
      layoutOptions: {
        orientation: 'landscape',
        pagination: 'pages',
        borderRadius: 12,
        contentPadding: { all: 40, top: 40, left: 40, right: 40, bottom: 40 },
      },
      colors: {
        background: '#f4f6fa',
        primary: '#1e3a5f',
        secondary: '#64748b',
        accent: '#c9a227',
        textPrimary: '#0f172a',
        textSecondary: '#475569',
      },
      background: { type: 'color' },
      typography: { fontFamily: 'Inter' },
      tenants: {
        sortMethod: 'floor',
        listStyle: 'alternating',
        alternatingRowColor: '#dbe4f0',
        alternatingRowOpacity: 0.7,
        padding: 24,
        hiddenColumns: ['category'],
        columnOrder: ['company_name', 'floor', 'suite_room', 'category'],
        columnWidths: { company_name: 60, floor: 20, suite_room: 20, category: 20 },
      },
      header: { backgroundColor: '#1e3a5f', backgroundOpacity: 1, logoAlignment: 'left' },
      footer: {
        backgroundColor: '#16304f',
        backgroundOpacity: 1,
        textColor: '#e2e8f0',
        fontSize: 0.75,
        justifyContent: 'space-between',
        items: {
          BuildingName: { show: true, text: 'North Tower · 100 Plaza Way', order: 1 },
          OfficeHours: { show: true, text: 'Lobby open Mon–Fri 7:00–19:00', order: 2 },
          OfficeNumber: { show: true, text: 'Front Desk (555) 014-2100', order: 3 },
          WifiInfo: { show: true, text: 'Wi-Fi: NorthTower-Guest', order: 4 },
          OfficeSuite: { show: false, text: 'Management Office: Suite 120', order: 5 },
          MaintenanceNumber: { show: false, text: 'Maintenance (555) 014-2199', order: 6 },
        },
      },
      media: { logoSize: 72 },
    },
  },
  {
    name: 'South Tower Portrait',
    tower: 'South Tower',
    content: {
      layout: 'imageTenant',
      layoutOptions: {
        orientation: 'portrait',
        pagination: 'pages',
        heroPosition: 'left',
        imageSize: 30,
        tenantListSize: 70,
        borderRadius: 24,
        contentPadding: { all: 48, top: 48, left: 48, right: 48, bottom: 48 },
      },
      colors: {
        background: '#0f2027',
        primary: '#38bdf8',
        secondary: '#2c5364',
        accent: '#f9a8d4',
        textPrimary: '#f8fafc',
        textSecondary: '#cbd5e1',
      },
      background: { type: 'gradient', gradient: { from: '#0f2027', to: '#2c5364', angle: 160 } },
      typography: { fontFamily: 'Poppins' },
      tenants: {
        sortMethod: 'company_name',
        listStyle: 'glassy',
        glassBackgroundColor: '#ffffff',
        glassOpacity: 0.1,
        glassBlur: 16,
        padding: 28,
        hiddenColumns: ['category'],
        columnWidths: { company_name: 60, floor: 15, suite_room: 25, category: 20 },
      },
      header: { backgroundColor: '#0f2027', backgroundOpacity: 0, logoAlignment: 'center' },
      footer: {
        backgroundColor: '#000000',
        backgroundOpacity: 0.3,
        textColor: '#e2e8f0',
        fontSize: 0.75,
        justifyContent: 'center',
        items: {
          BuildingName: { show: true, text: 'South Tower', order: 1 },
          OfficeHours: { show: true, text: 'Concierge 7:00–22:00', order: 2 },
          WifiInfo: { show: true, text: 'Wi-Fi: SouthTower-Guest', order: 3 },
          OfficeSuite: { show: false, text: 'Management Office: Suite 150', order: 4 },
          OfficeNumber: { show: false, text: 'Concierge (555) 020-3300', order: 5 },
          MaintenanceNumber: { show: false, text: 'Maintenance (555) 020-3399', order: 6 },
        },
      },
      media: { logoSize: 80 },
    },
  },
  {
    name: 'Harbor Split',
    tower: 'North Tower',
    content: {
      layout: 'split',
      layoutOptions: {
        orientation: 'landscape',
        pagination: 'pages',
        heroPosition: 'left',
        imageSize: 40,
        tenantListSize: 60,
        borderRadius: 16,
        contentPadding: { all: 36, top: 36, left: 36, right: 36, bottom: 36 },
      },
      colors: {
        background: '#fbf7f0',
        primary: '#0e7490',
        secondary: '#155e75',
        accent: '#f97316',
        textPrimary: '#1c1917',
        textSecondary: '#57534e',
      },
      background: { type: 'color' },
      typography: { fontFamily: 'Lato' },
      tenants: {
        sortMethod: 'company_name',
        listStyle: 'solid',
        solidRowColor: '#ffffff',
        padding: 20,
        hiddenColumns: [],
        columnOrder: ['company_name', 'category', 'floor', 'suite_room'],
        columnWidths: { company_name: 46, category: 22, floor: 14, suite_room: 18 },
        columnAlignments: { company_name: 'left', category: 'left', floor: 'center', suite_room: 'right' },
      },
      header: { backgroundColor: '#0e7490', backgroundOpacity: 1, logoAlignment: 'left' },
      footer: {
        backgroundColor: '#134e4a',
        backgroundOpacity: 1,
        textColor: '#f0fdfa',
        fontSize: 0.75,
        justifyContent: 'space-evenly',
        items: {
          BuildingName: { show: true, text: 'Harbor Point', order: 1 },
          OfficeSuite: { show: true, text: 'Leasing Office: Suite 110', order: 2 },
          OfficeHours: { show: true, text: 'Mon–Sat 8:00–18:00', order: 3 },
          MaintenanceNumber: { show: true, text: 'Maintenance (555) 014-2199', order: 4 },
          OfficeNumber: { show: false, text: 'Leasing (555) 014-2110', order: 5 },
          WifiInfo: { show: false, text: 'Wi-Fi: Harbor-Guest', order: 6 },
        },
      },
      media: { logoSize: 64, heroImageFit: 'cover' },
    },
  },
];
