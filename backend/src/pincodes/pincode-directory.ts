import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

/** Where a pincode is: its district, its state (as GST names it) and the centre of its post offices. */
export interface PincodePlace {
  pincode: string;
  district: string;
  state: string;
  latitude: number;
  longitude: number;
}

/** Built by scripts/build-pincodes.mjs from India Post's directory; beside src/ and dist/ alike. */
const DIRECTORY_FILE = join(__dirname, '..', '..', 'data', 'pincodes.tsv.gz');

let directory: Map<string, PincodePlace> | undefined;

/** The pincodes of India, read from the file once: about 19,500 of them, some 20 ms. */
function pincodeDirectory(): Map<string, PincodePlace> {
  if (directory) return directory;
  directory = new Map();
  for (const line of gunzipSync(readFileSync(DIRECTORY_FILE)).toString('utf8').split('\n')) {
    const [pincode, district, state, latitude, longitude] = line.split('\t');
    if (longitude === undefined) continue;
    directory.set(pincode, { pincode, district, state, latitude: Number(latitude), longitude: Number(longitude) });
  }
  return directory;
}

/** The place of a 6-digit pincode; undefined for one that does not exist (or that no post office places). */
export function pincodePlace(pincode: string): PincodePlace | undefined {
  return pincodeDirectory().get(pincode);
}

/** The last 6-digit pincode written in a free-text address ("…, Jaipur 302017"), if any. */
export function pincodeIn(address: string): string | undefined {
  return address.match(/(?<!\d)[1-9]\d{5}(?!\d)/g)?.at(-1);
}
