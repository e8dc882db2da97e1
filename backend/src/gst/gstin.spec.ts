import { validate } from 'class-validator';
import { EXAMPLE_GSTIN, gstinCheckCharacter, gstinProblem, IsGstin, stateOfGstin } from './gstin';

/** GSTINs as GSTN issued them, published on their holders' invoices and sites. */
const PUBLISHED = ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '33AAACH7409R1Z8', '24AAACC1206D1ZM'];

describe('GSTIN', () => {
  it.each(PUBLISHED)('accepts the published GSTIN %s, its check character computed as GSTN does', (gstin) => {
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
    expect(gstinProblem(gstin)).toBeUndefined();
  });

  it.each([
    ['27AAPFU0939F1ZA', 'V'],
    ['29AAGCB7383J1Z5', '4'],
    ['08ABCDE1234F1Z5', '0'],
    ['07ABCDE1234F1Z5', '2'],
  ])('refuses %s, whose check character should be %s', (gstin, expected) => {
    expect(gstinProblem(gstin)).toBe(`has a wrong check character: the last character should be ${expected}`);
  });

  it('catches any one mistyped character of the PAN by the check character', () => {
    const valid = '27AAPFU0939F1ZV';
    const mistyped = (c: string) => (c === '9' ? '0' : c === 'Z' ? 'A' : String.fromCharCode(c.charCodeAt(0) + 1));
    for (let i = 2; i < 12; i++) {
      const typo = valid.slice(0, i) + mistyped(valid[i]) + valid.slice(i + 1);
      expect(gstinProblem(typo)).toMatch(/^has a wrong check character: the last character should be [^V]$/);
    }
  });

  it.each([
    ['a GSTIN of 14 characters', '27AAPFU0939F1Z', 'must have 15 characters, not 14'],
    ['a GSTIN of 16 characters', '27AAPFU0939F1ZVX', 'must have 15 characters, not 16'],
    ['an empty GSTIN', '', 'must have 15 characters, not 0'],
    ['lower case', '27aapfu0939f1zv', 'must be a state code'],
    ['no Z in 14th place', '27AAPFU0939F1XV', 'must be a state code'],
    ['a PAN with a digit among its letters', '27AAPF10939F1ZV', 'must be a state code'],
    ['an entity number of 0', '27AAPFU0939F0ZV', 'must be a state code'],
  ])('refuses %s, saying what is wrong', (_case, gstin, problem) => {
    expect(gstinProblem(gstin)).toContain(problem);
  });

  it.each(['00', '25', '28', '39', '97', '99'])(
    'refuses the state code %s, which no state or union territory has',
    (code) => {
      const first14 = `${code}AAPFU0939F1Z`;
      expect(gstinProblem(first14 + gstinCheckCharacter(first14))).toBe(
        `starts with ${code}, which is not the GST code of a state or union territory`,
      );
    },
  );

  it("finds the holder's state by the first two digits", () => {
    expect(stateOfGstin('27AAPFU0939F1ZV')).toEqual({ code: '27', name: 'Maharashtra' });
    expect(stateOfGstin(EXAMPLE_GSTIN)).toEqual({ code: '08', name: 'Rajasthan' });
    expect(stateOfGstin('00AAPFU0939F1ZV')).toBeUndefined();
  });

  describe('IsGstin', () => {
    class Shop {
      @IsGstin()
      gstNumber!: unknown;
    }
    const messagesFor = async (gstNumber: unknown) =>
      (await validate(Object.assign(new Shop(), { gstNumber }))).flatMap((error) =>
        Object.values(error.constraints ?? {}),
      );

    it('lets a valid GSTIN through', async () => {
      expect(await messagesFor('29AAGCB7383J1Z4')).toEqual([]);
    });

    it('names the field and what is wrong', async () => {
      expect(await messagesFor('29AAGCB7383J1Z5')).toEqual([
        'gstNumber has a wrong check character: the last character should be 4',
      ]);
      expect(await messagesFor(29)).toEqual(['gstNumber must be a GSTIN string']);
    });
  });
});
