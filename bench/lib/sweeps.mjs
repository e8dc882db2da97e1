// What the API's timers would change during a run. Every API process sweeps every 5 s
// (backend/src/orders/order-sweeper.ts): AcceptTimer cancels the pending orders past their accept-by
// time (AcceptTimer.cancelUnaccepted) and SubstitutionTimer expires the replacements offered to a
// customer past their answer-by time (SubstitutionTimer.expireUnanswered), up to 100 orders a
// sweep, each in a transaction of its own. Rows like these in the bench's data would be changed
// while the scenarios are timed, and the timers' work counted as theirs.

/** Longer than any run: a row that falls due within it would be swept before the run ends. */
const RUN_LENGTH = '1 day';

/** The timers' conditions, as they write them, with `now` the end of a run. */
const DUE = `
  SELECT (SELECT count(*)::int FROM orders WHERE status = 'pending' AND accept_by <= now() + $1::interval)
           AS "pending orders past their accept-by time",
         (SELECT count(*)::int FROM order_item_substitutions WHERE status = 'offered' AND answer_by <= now() + $1::interval)
           AS "replacements past their answer-by time"`;

/** Throws, saying what it found, when a timer of the API would act on any row of the data before a run ends. */
export async function assertNothingToSweep(db) {
  const [counts] = (await db.query(DUE, [RUN_LENGTH])).rows;
  const found = Object.entries(counts).filter(([, count]) => count > 0);
  if (found.length) {
    throw new Error(
      `The bench data holds rows that the API's timers would change during the run: ` +
        `${found.map(([what, count]) => `${count} ${what}`).join(', ')} (within ${RUN_LENGTH}). ` +
        'bench/data.mjs must not make them (regenerate the data: npm run bench:data)',
    );
  }
}
