/**
 * The examples the API docs show. The sign-in is the demo customer's (the demo data takes it from
 * here), so that "Try it out" signs in on the demo data.
 */
export const EXAMPLE_SIGN_IN = { username: 'priya', password: 'customer-demo-1' } as const;
