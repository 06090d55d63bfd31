import { DOMParser, type Element } from '@xmldom/xmldom';

const DSIG = 'http://www.w3.org/2000/09/xmldsig#';
const PROTOCOL = 'urn:oasis:names:tc:SAML:2.0:protocol';
const ASSERTION = 'urn:oasis:names:tc:SAML:2.0:assertion';

/** SHA-256 or stronger (a bank's security review refuses SHA-1 signatures and digests). */
const SIGNATURE_ALGORITHMS = new Set([
  'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  'http://www.w3.org/2001/04/xmldsig-more#rsa-sha384',
  'http://www.w3.org/2001/04/xmldsig-more#rsa-sha512',
  'http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256',
  'http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha384',
  'http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha512',
]);
const DIGEST_ALGORITHMS = new Set([
  'http://www.w3.org/2001/04/xmlenc#sha256',
  'http://www.w3.org/2001/04/xmldsig-more#sha384',
  'http://www.w3.org/2001/04/xmlenc#sha512',
]);

export class AssertionRefused extends Error {}

/** xmldom reports problems through this (instead of the console); anything above a warning refuses. */
export function refuseOnError(level: 'warning' | 'error' | 'fatalError', message: string): void {
  if (level !== 'warning') throw new AssertionRefused(`The XML is not well-formed: ${message}`);
}

function parse(xml: string): Element {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new AssertionRefused('Document type declarations are not accepted');
  let root: Element | null;
  try {
    root = new DOMParser({ onError: refuseOnError }).parseFromString(xml, 'text/xml').documentElement;
  } catch {
    throw new AssertionRefused('The response is not well-formed XML');
  }
  if (!root) throw new AssertionRefused('The response is empty');
  return root;
}

const attributesOf = (root: Element, ns: string, name: string, attribute: string) =>
  Array.from(root.getElementsByTagNameNS(ns, name)).map((e) => e.getAttribute(attribute) ?? '');

/**
 * Checks node-saml leaves to us, on the raw response before its signature check (they only refuse):
 * a Response addressed to our ACS, every signature and digest SHA-256 or stronger, and every
 * SubjectConfirmationData recipient our ACS.
 */
export function checkResponseEnvelope(xml: string, acsUrl: string): void {
  const root = parse(xml);
  if (root.namespaceURI !== PROTOCOL || root.localName !== 'Response')
    throw new AssertionRefused('Not a SAML Response');
  if (root.getAttribute('Destination') !== acsUrl)
    throw new AssertionRefused('Destination is not this service provider');
  for (const algorithm of attributesOf(root, DSIG, 'SignatureMethod', 'Algorithm')) {
    if (!SIGNATURE_ALGORITHMS.has(algorithm))
      throw new AssertionRefused(`Signature algorithm not accepted: ${algorithm}`);
  }
  for (const algorithm of attributesOf(root, DSIG, 'DigestMethod', 'Algorithm')) {
    if (!DIGEST_ALGORITHMS.has(algorithm)) throw new AssertionRefused(`Digest algorithm not accepted: ${algorithm}`);
  }
  for (const recipient of attributesOf(root, ASSERTION, 'SubjectConfirmationData', 'Recipient')) {
    if (recipient && recipient !== acsUrl) throw new AssertionRefused('Recipient is not this service provider');
  }
}

/** The id and end of validity of the (verified) assertion, for the replay table. */
export function readAssertionIdentity(assertionXml: string): { id: string; notOnOrAfter: Date | null } {
  const root = parse(assertionXml);
  const id = root.getAttribute('ID');
  if (root.localName !== 'Assertion' || !id) throw new AssertionRefused('The assertion has no ID');
  const ends = attributesOf(root, ASSERTION, 'Conditions', 'NotOnOrAfter')
    .map((v) => new Date(v))
    .filter((d) => !Number.isNaN(d.getTime()));
  return { id, notOnOrAfter: ends[0] ?? null };
}
