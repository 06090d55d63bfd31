/** Every query key of sign-in (decision 297): queries and invalidations use these, never literals. */
export const authKeys = {
  eula: () => ['eula'] as const,
  myLenders: () => ['lenders', 'mine'] as const,
};
