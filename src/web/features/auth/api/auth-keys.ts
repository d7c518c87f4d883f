/** Query keys of the sign-in feature; the first element is the URL the query GETs. */
export const authKeys = {
  user: () => ['/api/auth/user'] as const,
};
