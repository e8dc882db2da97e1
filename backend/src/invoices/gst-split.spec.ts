import { stateNamed } from '../gst/indian-states';
import { supplyKind, taxParts } from './gst-split';

describe('splitting GST by the place of supply', () => {
  const rajasthan = stateNamed('Rajasthan');
  const maharashtra = stateNamed('Maharashtra');

  it('is intra-state within the supplier state, inter-state across, unknown without a state', () => {
    expect(supplyKind(rajasthan, stateNamed('rajasthan '))).toBe('intra-state');
    expect(supplyKind(rajasthan, maharashtra)).toBe('inter-state');
    expect(supplyKind(rajasthan, undefined)).toBe('unknown');
    expect(supplyKind(undefined, rajasthan)).toBe('unknown');
  });

  it('halves rate and amount into CGST and SGST, the odd paisa to CGST, adding up to the GST', () => {
    expect(taxParts('intra-state', 5_00, 9_43)).toEqual([
      { rate: '2.5%', amount: 4_72 },
      { rate: '2.5%', amount: 4_71 },
    ]);
    expect(taxParts('intra-state', 18_00, 36_00)).toEqual([
      { rate: '9%', amount: 18_00 },
      { rate: '9%', amount: 18_00 },
    ]);
    expect(taxParts('intra-state', 25, 1)).toEqual([
      { rate: '0.125%', amount: 1 },
      { rate: '0.125%', amount: 0 },
    ]);
    for (const gst of [0, 1, 2, 3, 9_99, 12_345_67]) {
      const [cgst, sgst] = taxParts('intra-state', 12_00, gst);
      expect(cgst.amount + sgst.amount).toBe(gst);
    }
  });

  it('keeps the whole rate and amount as IGST, or as GST when the place of supply is unknown', () => {
    expect(taxParts('inter-state', 12_00, 10_71)).toEqual([{ rate: '12%', amount: 10_71 }]);
    expect(taxParts('unknown', 5_00, 9_43)).toEqual([{ rate: '5%', amount: 9_43 }]);
  });
});
