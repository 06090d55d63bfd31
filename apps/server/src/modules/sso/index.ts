// The sso module's front door: what other modules, app.ts and demo/ may use (docs/decisions/247).
export { acceptFormPosts } from './form-body.js';
export { generateIdpKeyPair, type IdpKeyPair } from './idp/key-pair.js';
export { buildSamlResponse, readAuthnRequest } from './idp/saml-response.js';
export { registerSsoRoutes } from './routes.js';
export { spUrls } from './sp-urls.js';
