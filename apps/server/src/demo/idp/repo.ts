import type { Database } from '../../db/connection.js';

/** Gives the registrations that trust this identity provider its certificate and URLs. */
export async function updateIdentityProvider(
  db: Database,
  entityId: string,
  idp: { certificate: string; ssoUrl: string; logoutUrl: string },
): Promise<void> {
  await db
    .updateTable('saml_configs')
    .set({ idp_certificate: idp.certificate, idp_sso_url: idp.ssoUrl, idp_logout_url: idp.logoutUrl })
    .where('idp_entity_id', '=', entityId)
    .execute();
}

/** The registrations that trust this identity provider. */
export function selectRegistrationsOf(db: Database, entityId: string) {
  return db.selectFrom('saml_configs').select('registration_id').where('idp_entity_id', '=', entityId).execute();
}
