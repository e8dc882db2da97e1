import { passwordProblem } from './password-policy';

const ASHA = { name: 'Asha Verma', username: 'kirana_fan', email: 'shopper.raj@example.com' };

describe('passwordProblem', () => {
  it.each(['aaaaaaaa', '1111111111', '😀😀😀😀😀😀😀😀'])('refuses %s: one character repeated', (password) => {
    expect(passwordProblem(password)).toBe(
      'This password is one character repeated: choose one that is harder to guess',
    );
  });

  it.each(['mohalla123', 'MoHaLLa-2024', 'my-mohalla-shop'])(
    'refuses %s: the marketplace’s name, in any case',
    (password) => {
      expect(passwordProblem(password)).toBe(
        'This password contains the name Mohalla: choose one that is harder to guess',
      );
    },
  );

  it.each([
    ['a word of its owner’s name', 'verma-family-9'],
    ['a word of its owner’s name in another case', 'ASHA-at-home-7'],
    ['its owner’s username', 'kirana_fan99'],
    ['a word of its owner’s username', 'kirana-lover-1'],
    ['the name of its owner’s email', 'shopper.raj-2024'],
    ['a word of the name of its owner’s email', 'chai-shopper-41'],
  ])('refuses a password holding %s', (_what, password) => {
    expect(passwordProblem(password, ASHA)).toBe(
      'This password contains your name, username or email: choose one that is harder to guess',
    );
  });

  it.each(['password123', 'Iloveyou1', 'qwertyuiop', '1234567890', 'PASSWORD1', 'sunshine1', '87654321', '22292229'])(
    'refuses %s: one of the most common passwords',
    (password) => {
      expect(passwordProblem(password)).toBe(
        'This password is one of the most common ones: choose one that is harder to guess',
      );
    },
  );

  it.each(['masala-chai-at-4', 'correct-horse-9', 'aaaaaaab', 'kirana-lover-1'])(
    'accepts %s for someone else',
    (password) => {
      expect(passwordProblem(password, { name: 'Priya Sharma', username: 'priya', email: 'priya@example.com' })).toBe(
        undefined,
      );
    },
  );

  it('takes no word under 3 characters of a name or an email as personal', () => {
    expect(passwordProblem('md-ali-at-home', { name: 'Md Al', email: 'a@example.com' })).toBe(undefined);
  });
});
