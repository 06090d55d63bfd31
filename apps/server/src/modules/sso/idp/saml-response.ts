import { randomBytes } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import type { IdpKeyPair } from './key-pair.js';

/**
 * Builds and signs a SAML 2.0 Response the way a real identity provider does. Used by the demo
 * identity provider (demo mode) and by the tests' identity providers, which bring their own keys.
 */
export type SamlResponseInput = {
  keys: IdpKeyPair;
  issuer: string;
  /** The service provider's assertion consumer service URL. */
  destination: string;
  audience: string;
  inResponseTo: string | null;
  nameId: string;
  attributes?: Record<string, string>;
  now?: Date;
  /** Validity window of the assertion, in seconds from now. */
  validSeconds?: number;
  /** Shifts NotBefore / NotOnOrAfter (negative: an assertion that has already expired). */
  shiftSeconds?: number;
  assertionId?: string;
  /** What gets signed; 'none' sends an unsigned response. */
  sign?: 'assertion' | 'response' | 'both' | 'none';
  algorithm?: 'sha256' | 'sha1';
};

const ALGORITHMS = {
  sha256: {
    signature: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    digest: 'http://www.w3.org/2001/04/xmlenc#sha256',
  },
  sha1: { signature: 'http://www.w3.org/2000/09/xmldsig#rsa-sha1', digest: 'http://www.w3.org/2000/09/xmldsig#sha1' },
};
const EXC_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

export const newSamlId = () => `_${randomBytes(20).toString('hex')}`;

function signElement(document: string, element: 'Assertion' | 'Response', input: SamlResponseInput): string {
  const algorithm = ALGORITHMS[input.algorithm ?? 'sha256'];
  const signer = new SignedXml({
    privateKey: input.keys.privateKey,
    publicCert: input.keys.certificate,
    signatureAlgorithm: algorithm.signature,
    canonicalizationAlgorithm: EXC_C14N,
  });
  const path =
    element === 'Assertion'
      ? "/*[local-name(.)='Response']/*[local-name(.)='Assertion']"
      : "/*[local-name(.)='Response']";
  signer.addReference({ xpath: path, digestAlgorithm: algorithm.digest, transforms: [ENVELOPED, EXC_C14N] });
  signer.computeSignature(document, { location: { reference: `${path}/*[local-name(.)='Issuer']`, action: 'after' } });
  return signer.getSignedXml();
}

export function buildSamlResponse(input: SamlResponseInput): string {
  const now = input.now ?? new Date();
  const shift = (input.shiftSeconds ?? 0) * 1000;
  const instant = (ms: number) => new Date(now.getTime() + shift + ms).toISOString();
  const notBefore = instant(-60_000);
  const notOnOrAfter = instant((input.validSeconds ?? 300) * 1000);
  const issueInstant = instant(0);
  const inResponseTo = input.inResponseTo ? ` InResponseTo="${xml(input.inResponseTo)}"` : '';
  const attributes = Object.entries(input.attributes ?? {})
    .map(
      ([name, value]) =>
        `<saml:Attribute Name="${xml(name)}"><saml:AttributeValue>${xml(value)}</saml:AttributeValue></saml:Attribute>`,
    )
    .join('');
  const assertion =
    `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${xml(input.assertionId ?? newSamlId())}" Version="2.0" IssueInstant="${issueInstant}">` +
    `<saml:Issuer>${xml(input.issuer)}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified">${xml(input.nameId)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData${inResponseTo} NotOnOrAfter="${notOnOrAfter}" Recipient="${xml(input.destination)}"/></saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${notOnOrAfter}"><saml:AudienceRestriction><saml:Audience>${xml(input.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${issueInstant}" SessionIndex="${newSamlId()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    (attributes ? `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` : '') +
    `</saml:Assertion>`;
  let document =
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ID="${newSamlId()}" Version="2.0" IssueInstant="${issueInstant}" Destination="${xml(input.destination)}"${inResponseTo}>` +
    `<saml:Issuer xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion">${xml(input.issuer)}</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    assertion +
    `</samlp:Response>`;
  const sign = input.sign ?? 'both';
  if (sign === 'assertion' || sign === 'both') document = signElement(document, 'Assertion', input);
  if (sign === 'response' || sign === 'both') document = signElement(document, 'Response', input);
  return document;
}

/** Reads the AuthnRequest of an HTTP-Redirect binding URL: its ID and where the response must go. */
export function readAuthnRequest(redirectUrl: string): { id: string; acsUrl: string | null; issuer: string | null } {
  const encoded = new URL(redirectUrl).searchParams.get('SAMLRequest');
  if (!encoded) throw new Error('No SAMLRequest in the redirect');
  const request = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') throw new Error(message);
    },
  }).parseFromString(inflateRawSync(Buffer.from(encoded, 'base64')).toString('utf8'), 'text/xml');
  const root = request.documentElement;
  const id = root?.getAttribute('ID');
  if (!root || root.localName !== 'AuthnRequest' || !id) throw new Error('Not an AuthnRequest');
  const issuer = root.getElementsByTagNameNS('urn:oasis:names:tc:SAML:2.0:assertion', 'Issuer')[0]?.textContent ?? null;
  return { id, acsUrl: root.getAttribute('AssertionConsumerServiceURL'), issuer };
}
