// The public mobile directory call (DIR-4) for a large building, in `npm run bench`: a building
// whose two published screens list 10,000 companies each (half of them the same), read as a
// visitor's phone reads it: the first read, median and p95 of the 29 after it, the answer's size.
import { gzipSync } from 'node:zlib';

const READS = 30;

async function call(base, token, method, path, body) {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
  return json.data;
}

const company = (i) => ({
  company_name: `Company ${i} Holdings`,
  floor: String(1 + (i % 40)),
  suite_room: String(100 + i),
  category: i % 3 ? 'Office' : 'Legal',
  phone: '+1 555 0100',
});

export async function directoryFigures(base, token, orgId) {
  const building = await call(base, token, 'POST', `/foyer/organizations/${orgId}/sub-organizations`, {
    name: 'Directory Bench Tower',
  });
  const theme = await call(base, token, 'POST', '/foyer/themes', {
    name: 'Directory Bench',
    layout: 'list-simple',
  });
  const lists = [];
  for (const offset of [0, 5_000]) {
    lists.push(
      await call(base, token, 'POST', '/foyer/tenants', {
        org_id: orgId,
        name: `Directory Bench ${offset}`,
        entries: Array.from({ length: 10_000 }, (_, i) => company(i + offset)),
      }),
    );
  }
  for (const [i, list] of lists.entries()) {
    const device = await call(base, token, 'POST', '/foyer/devices', {
      org_id: orgId,
      sub_org_id: building.id,
      name: `Directory bench screen ${i + 1}`,
      // Digits as letters: pairing codes have no 0 or 1 (docs/product.md §5).
      pairing_code: `DB${String(i + 1)
        .padStart(4, '0')
        .replace(/\d/g, (d) => 'ABCDEFGHJK'[Number(d)])}`,
      theme_id: theme.id,
      tenants_id: list.id,
    });
    await call(base, token, 'POST', '/foyer/published-bundles', { org_id: orgId, device_id: device.id });
  }
  const directory = await call(
    base,
    token,
    'POST',
    `/foyer/sub-organizations/${building.id}/mobile-directory`,
    {
      enabled: true,
    },
  );
  const url = `${base}/api/foyer/public/directories/${new URL(directory.url).pathname.split('/').pop()}`;
  const times = [];
  let body = '';
  for (let i = 0; i < READS; i += 1) {
    const started = performance.now();
    const response = await fetch(url);
    body = await response.text();
    times.push(performance.now() - started);
    if (!response.ok) throw new Error(`public directory: ${response.status} ${body}`);
  }
  const companies = JSON.parse(body).data.tenants.length;
  // The first read builds the answer; the others find it built.
  const [cold, ...warm] = times;
  const sorted = [...warm].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return [
    {
      what: `public mobile directory, 2 screens × 10,000 companies (${companies} listed)`,
      figure: `first ${cold.toFixed(0)} ms, then median ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms; ${(gzipSync(body).length / 1024).toFixed(0)} KB gzip`,
      target: 'informational',
    },
  ];
}
