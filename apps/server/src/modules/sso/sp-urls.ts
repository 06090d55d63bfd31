/** The service provider's URLs for one registration (Spring Security's well-known paths). */
export function spUrls(publicUrl: string, registrationId: string) {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    /** Entity id and audience: the metadata URL, as Spring Security names it. */
    entityId: `${base}/saml2/service-provider-metadata/${registrationId}`,
    metadataUrl: `${base}/saml2/service-provider-metadata/${registrationId}`,
    acsUrl: `${base}/login/saml2/sso/${registrationId}`,
    authenticateUrl: `${base}/saml2/authenticate/${registrationId}`,
  };
}
