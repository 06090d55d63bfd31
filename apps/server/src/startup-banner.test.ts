import { describe, expect, it } from 'vitest';
import { startupBanner } from './startup-banner.js';

const base = {
  publicUrl: 'http://localhost:3000',
  production: false,
  port: 3000,
  host: undefined,
  redis: undefined,
  s3: undefined,
  esignSeal: undefined,
};

describe('the start-up banner', () => {
  it('names the data directory this run uses, not ./data always', () => {
    const banner = startupBanner({ ...base, dataDir: '/srv/taxlens-state' }, 'pglite', false, '127.0.0.1');
    expect(banner).toContain('Data directory (DATA_DIR): /srv/taxlens-state');
    expect(banner).toContain('embedded PGlite in /srv/taxlens-state/pglite');
    expect(banner).toContain('files: /srv/taxlens-state/files');
    expect(banner).toContain('/srv/taxlens-state/esign-seal-cert.pem');
    expect(banner).not.toContain('./data');
  });

  it('names PostgreSQL and S3 when they hold the data', () => {
    const banner = startupBanner(
      { ...base, dataDir: '/srv/x', s3: { bucket: 'forms-bucket' } as never },
      'postgres',
      false,
      '0.0.0.0',
    );
    expect(banner).toContain('Database: PostgreSQL (DATABASE_URL)');
    expect(banner).toContain('files: S3 bucket forms-bucket');
  });
});
