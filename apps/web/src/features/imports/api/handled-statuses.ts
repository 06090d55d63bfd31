/** The refusals the import page explains itself. */
export const IMPORT_HANDLED_STATUSES = [400, 404, 409, 413, 415] as const;
