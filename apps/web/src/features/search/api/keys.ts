/** Every query key of search (decision 297): queries and invalidations use these, never literals. */
export const searchKeys = {
  typeahead: (value: string) => ['typeahead', 'clients', value] as const,
  clients: (params: object) => ['search', 'clients', params] as const,
};
