/** Every query key of the report page (decision 297); a report's evidence is read under shared/api/keys.ts. */
export const reportKeys = {
  detail: (id: string) => ['reports', id] as const,
};
