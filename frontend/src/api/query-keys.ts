/** Every TanStack Query key of the app, so invalidation always names the same key. */
export const queryKeys = {
  session: ['session'] as const,
};
