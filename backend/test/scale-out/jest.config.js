/** The scale-out test: two built API processes behind Debian's nginx (`npm run test:scale-out`). */
const base = require('../../jest.config.js');

module.exports = {
  ...base,
  rootDir: '../..',
  roots: ['<rootDir>/test/scale-out'],
  testMatch: ['**/*.scale-spec.ts'],
  globalSetup: undefined,
  maxWorkers: 1,
};
