/**
 * The examples the API docs show. The sign-in is the demo customer's (the demo data takes it from
 * here), so that "Try it out" signs in on the demo data.
 */
export const EXAMPLE_SIGN_IN = { username: 'priya', password: 'customer-demo-1' } as const;

/**
 * Where the examples look for shops: the demo customer's home on Tonk Road, Jaipur (the demo data
 * takes it from here), within reach of the demo shops, so that discovery's example finds them.
 */
export const EXAMPLE_LOCATION = { latitude: 26.8861, longitude: 75.7993 } as const;
