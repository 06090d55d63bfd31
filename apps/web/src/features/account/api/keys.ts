/** Every query key of the account pages (decision 297): queries and invalidations use these, never literals. */
export const accountKeys = {
  settings: () => ['settings'] as const,
  // Ending a session asks for the sign-in history again too (it sits under the sessions' key).
  sessions: () => ['sessions'] as const,
  signIns: () => [...accountKeys.sessions(), 'sign-ins'] as const,
  authenticatorRegistration: (userId: string) => ['authenticator-registration', userId] as const,
  invitation: (token: string) => ['invitation', token] as const,
};
