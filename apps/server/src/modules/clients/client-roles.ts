// Decision 020: who may change clients and who may see a full tax id (ROLE_ADMIN passes every rule).
// The lists live in the contracts so the web app's menus follow them (docs/decisions/170).
export { CLIENT_WRITERS, TAX_ID_READERS } from '@taxlens/contracts';
