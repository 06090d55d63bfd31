export const BUNDLE_HANDLED_STATUSES = [400, 404, 409] as const;
