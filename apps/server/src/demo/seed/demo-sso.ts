import type { Database } from '../../db/connection.js';
import { insertSamlConfig } from './repo/saml-configs.js';

/** The demo identity provider's entity id (served under /dev/idp in demo mode only). */
export const DEMO_IDP_ENTITY_ID = 'urn:taxlens:demo-idp';
export const DEMO_SSO_REGISTRATION = 'delta-federal';

/**
 * Delta Federal signs in through the demo identity provider. Its certificate and URLs depend on the
 * key pair in DATA_DIR and on PUBLIC_URL, so the server fills them in at start (demo/idp/prepare.ts);
 * until then the placeholders below refuse every response.
 */
export async function seedDemoSso(db: Database, deltaLenderId: string): Promise<void> {
  await insertSamlConfig(db, {
    registration_id: DEMO_SSO_REGISTRATION,
    lender_id: deltaLenderId,
    idp_entity_id: DEMO_IDP_ENTITY_ID,
    idp_sso_url: 'http://localhost:3000/dev/idp/sso',
    idp_certificate: 'not-yet-generated',
    idp_logout_url: 'http://localhost:3000/dev/idp/logout',
    email_domains: ['deltafederal.example'],
    default_role: 'ROLE_LENDER',
    create_users: false,
  });
}
