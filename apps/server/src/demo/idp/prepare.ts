import type { Config } from '../../config.js';
import type { Database } from '../../db/connection.js';
import { DEMO_IDP_ENTITY_ID } from '../seed/demo-sso.js';
import { loadDemoIdpKeys } from './keys.js';
import { updateIdentityProvider } from './repo.js';

export const demoIdpUrls = (publicUrl: string) => {
  const base = publicUrl.replace(/\/+$/, '');
  return { ssoUrl: `${base}/dev/idp/sso`, logoutUrl: `${base}/dev/idp/logout` };
};

/**
 * Demo mode, at start: registrations that trust the demo identity provider get its current
 * certificate and URLs (the key pair lives in DATA_DIR, the URLs follow PUBLIC_URL).
 */
export async function prepareDemoIdentityProvider(db: Database, config: Config): Promise<void> {
  if (config.production) return;
  const keys = await loadDemoIdpKeys(config.dataDir);
  const urls = demoIdpUrls(config.publicUrl);
  await updateIdentityProvider(db, DEMO_IDP_ENTITY_ID, {
    certificate: keys.certificate,
    ssoUrl: urls.ssoUrl,
    logoutUrl: urls.logoutUrl,
  });
}
