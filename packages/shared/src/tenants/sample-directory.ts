import type { TenantEntry } from './tenant-entry';

type SampleRow = [company: string, floor: string, suite: string, category: string];

// docs/product.md §9: 23 companies on floors 1 to 12, categories Office, Retail, Medical, Legal, Tech, Finance.
const SAMPLE_ROWS: SampleRow[] = [
  ['Harbor Coffee Roasters', '1', '101', 'Retail'],
  ['Lakeside Pharmacy', '1', '105', 'Retail'],
  ['First Meridian Bank', '2', '200', 'Finance'],
  ['Atlas Wealth Partners', '2', '210', 'Finance'],
  ['Northgate Family Dental', '3', '301', 'Medical'],
  ['ClearView Eye Care', '3', '315', 'Medical'],
  ['Pinecrest Physical Therapy', '4', '402', 'Medical'],
  ['Brightline Software', '4', '420', 'Tech'],
  ['Keystone Legal Group', '5', '500', 'Legal'],
  ['Morgan & Reyes LLP', '5', '520', 'Legal'],
  ['Cobalt Data Systems', '6', '601', 'Tech'],
  ['Summit Insurance Agency', '6', '640', 'Finance'],
  ['Redwood Architecture Studio', '7', '700', 'Office'],
  ['Blue Harbor Consulting', '7', '730', 'Office'],
  ['Vertex Cloud Labs', '8', '800', 'Tech'],
  ['Willow Creek Pediatrics', '8', '812', 'Medical'],
  ['Sterling Accounting', '9', '901', 'Finance'],
  ['Orion Media Group', '9', '950', 'Office'],
  ['Hawthorne & Pike Attorneys', '10', '1000', 'Legal'],
  ['Quantum Robotics', '10', '1020', 'Tech'],
  ['Evergreen Realty', '11', '1100', 'Office'],
  ['Granite Capital Management', '12', '1200', 'Finance'],
  ['Skyline Executive Suites', '12', '1250', 'Office'],
];

function entry([company, floor, suite, category]: SampleRow, index: number): TenantEntry {
  return {
    id: `sample-${index + 1}`,
    company_name: company,
    floor,
    suite_room: suite,
    category,
    phone: '',
    email: '',
    contact_person: '',
    move_in_date: '',
    move_out_date: '',
    logo_url: '',
    active: true,
    notes: '',
    image_url: '',
  };
}

/** The placeholder directory shown where a screen has no tenants yet, and the demo data. */
export const SAMPLE_DIRECTORY: readonly TenantEntry[] = SAMPLE_ROWS.map(entry);

/** docs/product.md §4 Preview: the two sample entries a preview bundle uses when the list is empty. */
export const PREVIEW_SAMPLE_ENTRIES: readonly TenantEntry[] = SAMPLE_DIRECTORY.slice(0, 2);
