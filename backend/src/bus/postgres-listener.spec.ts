import { retryDelay } from './postgres-listener';

describe('retryDelay', () => {
  it('doubles from a quarter second up to ten seconds, keeping at least half of each step', () => {
    const lowest = [0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => retryDelay(attempt, () => 0));
    const highest = [0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => retryDelay(attempt, () => 1));
    expect(lowest).toEqual([125, 250, 500, 1000, 2000, 4000, 5000, 5000]);
    expect(highest).toEqual([250, 500, 1000, 2000, 4000, 8000, 10_000, 10_000]);
  });

  it('spreads the processes of a deployment: the same attempt waits differently by chance', () => {
    const waits = new Set(Array.from({ length: 20 }, () => retryDelay(3)));
    expect(waits.size).toBeGreaterThan(10);
  });
});
