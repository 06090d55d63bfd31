import { generate } from 'selfsigned';

export type IdpKeyPair = { privateKey: string; certificate: string };

/** A fresh self-signed RSA-2048 / SHA-256 signing pair for an identity provider (demo and tests). */
export async function generateIdpKeyPair(commonName: string): Promise<IdpKeyPair> {
  const pems = await generate([{ name: 'commonName', value: commonName }], {
    keySize: 2048,
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 10 * 365 * 86_400_000),
  });
  return { privateKey: pems.private, certificate: pems.cert };
}
