/** The fault tests: the built API under a checkout load through outages (`npm run test:faults`). */
const base = require('../../jest.config.js');

module.exports = {
  ...base,
  rootDir: '../..',
  roots: ['<rootDir>/test/faults'],
  testMatch: ['**/*.fault-spec.ts'],
  globalSetup: undefined,
  maxWorkers: 1,
  testTimeout: 180_000,
  // Keep-alive sockets of fetch to the API processes may outlive the last test by a few seconds.
  forceExit: true,
};
