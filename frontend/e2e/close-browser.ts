import { closeBrowser } from './harness';

afterAll(closeBrowser);
