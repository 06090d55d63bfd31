import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@taxlens/contracts';
import { apiFetch } from '../api/api-client';
import { sharedKeys } from '../api/keys';

export const DEFAULT_PRODUCT_NAME = 'TaxLens';
/** Spec 1 §9: keep-alive defaults to 600 seconds and must be greater than zero. */
export const DEFAULT_KEEPALIVE_SECONDS = 600;

export const DEFAULT_CONFIG: PublicConfig = {
  productName: DEFAULT_PRODUCT_NAME,
  demo: false,
  idleSeconds: 900,
  countdownSeconds: 30,
  keepaliveSeconds: DEFAULT_KEEPALIVE_SECONDS,
  support: { email: '', phone: '', address: [] },
};

export function normalizeKeepaliveSeconds(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : DEFAULT_KEEPALIVE_SECONDS;
}

const positiveOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;

/** Fills what the server left out, so a partial or older server never breaks the shell. */
export function normalizeConfig(raw: Partial<PublicConfig> | undefined): PublicConfig {
  const support = raw?.support;
  return {
    productName: raw?.productName || DEFAULT_PRODUCT_NAME,
    demo: raw?.demo === true,
    idleSeconds: positiveOr(raw?.idleSeconds, DEFAULT_CONFIG.idleSeconds),
    countdownSeconds: positiveOr(raw?.countdownSeconds, DEFAULT_CONFIG.countdownSeconds),
    keepaliveSeconds: normalizeKeepaliveSeconds(raw?.keepaliveSeconds),
    support: {
      email: support?.email ?? '',
      phone: support?.phone ?? '',
      address: Array.isArray(support?.address) ? support.address : [],
    },
  };
}

// Public call: no csrf, and a failure falls back to defaults instead of signing anyone out.
export const getConfig = async (): Promise<PublicConfig> =>
  normalizeConfig(await apiFetch<Partial<PublicConfig>>('/api/config', { csrf: false, intercept: false }));

export const configQueryOptions = () =>
  queryOptions({ queryKey: sharedKeys.config(), queryFn: getConfig, staleTime: Infinity, gcTime: Infinity });

export function useConfig(): PublicConfig {
  return useQuery(configQueryOptions()).data ?? DEFAULT_CONFIG;
}
