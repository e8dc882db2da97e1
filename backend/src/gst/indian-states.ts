/** A state or union territory of India with its GST state code (the first two digits of a GSTIN). */
export interface IndianState {
  code: string;
  name: string;
}

/**
 * The states and union territories of India as GST numbers them today. Codes no longer issued (25,
 * the old Daman and Diu; 28, the old Andhra Pradesh) and the non-territorial 97 and 99 are left out:
 * no address lies in them.
 */
export const INDIAN_STATES: readonly IndianState[] = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
];

const BY_CODE = new Map(INDIAN_STATES.map((state) => [state.code, state]));
const BY_NAME = new Map(INDIAN_STATES.map((state) => [state.name.toLowerCase(), state]));

/** The state of a GST state code such as '08', or undefined for a code no state has. */
export function stateOfCode(code: string): IndianState | undefined {
  return BY_CODE.get(code);
}

/** The state named `name`, whatever its case and surrounding spaces, or undefined. */
export function stateNamed(name: string): IndianState | undefined {
  return BY_NAME.get(name.trim().toLowerCase());
}
