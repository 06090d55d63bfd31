import type { Generated } from 'kysely';
import type { Timestamp, TimestampDefault } from './column-types.js';

export type SamlConfigsTable = {
  registration_id: string;
  lender_id: string;
  idp_entity_id: string;
  idp_sso_url: string;
  idp_certificate: string;
  idp_logout_url: string | null;
  email_domains: Generated<string[]>;
  attribute_email: Generated<string>;
  attribute_first_name: Generated<string>;
  attribute_last_name: Generated<string>;
  default_role: Generated<string>;
  create_users: Generated<boolean>;
  updated_at: TimestampDefault;
};

export type SamlRequestsTable = {
  id: string;
  registration_id: string;
  created_at: TimestampDefault;
  expires_at: Timestamp;
  /** Set for a step-up sign-in: the session whose proof the answer renews (no new session). */
  step_up_session_id: string | null | undefined;
};

export type SamlUsedAssertionsTable = { issuer: string; assertion_id: string; expires_at: Timestamp };

export type SamlTables = {
  saml_configs: SamlConfigsTable;
  saml_requests: SamlRequestsTable;
  saml_used_assertions: SamlUsedAssertionsTable;
};
