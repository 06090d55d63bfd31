import { createHash, createPrivateKey, sign as signBytes, type KeyObject, X509Certificate } from 'node:crypto';
import { Signer } from '@signpdf/utils';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

// A CAdES detached signature as PAdES baseline B-B wants it (ETSI EN 319 142-1 §6.3, EN 319 122-1
// §5.2): SignedData over the PDF's byte range with the signed attributes content-type, message-digest
// and signing-certificate-v2, and NO signing-time (PAdES puts the claimed time in the signature
// dictionary's /M instead). @signpdf/signer-p12 builds an adbe.pkcs7 signature with signing-time and
// no signing-certificate-v2, hence this signer (docs/decisions/195).

const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  sha256WithRsa: '1.2.840.113549.1.1.11',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
} as const;

export type SealerPems = { keyPem: string; certPem: string; chainPem?: string[] };

// A copy: a Buffer's .buffer may be Node's shared pool, and Buffer#slice does not copy.
function toArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return copy.buffer;
}
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();

function parseCertificate(pem: string): { der: Buffer; cert: pkijs.Certificate } {
  const der = Buffer.from(new X509Certificate(pem).raw);
  return { der, cert: pkijs.Certificate.fromBER(toArrayBuffer(der)) };
}

/** The signature algorithm for the key: RSA PKCS#1 v1.5 or ECDSA, both over SHA-256. */
function signatureAlgorithm(key: KeyObject): pkijs.AlgorithmIdentifier {
  if (key.asymmetricKeyType === 'rsa')
    return new pkijs.AlgorithmIdentifier({ algorithmId: OID.sha256WithRsa, algorithmParams: new asn1js.Null() });
  if (key.asymmetricKeyType === 'ec') return new pkijs.AlgorithmIdentifier({ algorithmId: OID.ecdsaWithSha256 });
  throw new Error(`The seal key must be RSA or EC, not ${key.asymmetricKeyType ?? 'unknown'}`);
}

const attribute = (type: string, value: asn1js.AsnType) => new pkijs.Attribute({ type, values: [value] });

/**
 * signing-certificate-v2 (RFC 5035): the SHA-256 of the signer's certificate (hashAlgorithm left out:
 * SHA-256 is its DER default) and the certificate's issuer and serial number.
 */
function signingCertificateV2(signer: { der: Buffer; cert: pkijs.Certificate }): pkijs.Attribute {
  const issuerSerial = new asn1js.Sequence({
    value: [
      new asn1js.Sequence({
        value: [
          new asn1js.Constructed({ idBlock: { tagClass: 3, tagNumber: 4 }, value: [signer.cert.issuer.toSchema()] }),
        ],
      }),
      new asn1js.Integer({ valueHex: signer.cert.serialNumber.valueBlock.valueHexView.slice().buffer }),
    ],
  });
  const essCertIdV2 = new asn1js.Sequence({
    value: [new asn1js.OctetString({ valueHex: toArrayBuffer(sha256(signer.der)) }), issuerSerial],
  });
  return attribute(
    OID.signingCertificateV2,
    new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [essCertIdV2] })] }),
  );
}

/** DER wants a SET OF in the order of its members' encodings. */
function derSorted(attributes: pkijs.Attribute[]): pkijs.Attribute[] {
  const encoded = attributes.map((a) => ({ a, der: Buffer.from(a.toSchema().toBER()) }));
  return encoded.sort((x, y) => Buffer.compare(x.der, y.der)).map((x) => x.a);
}

/** The DER of a detached CAdES-B-B SignedData over content. */
export function cadesDetachedSignature(content: Uint8Array, pems: SealerPems): Buffer {
  const key = createPrivateKey(pems.keyPem);
  const signer = parseCertificate(pems.certPem);
  const chain = (pems.chainPem ?? []).map((pem) => parseCertificate(pem).cert);
  const signedAttrs = new pkijs.SignedAndUnsignedAttributes({
    type: 0,
    attributes: derSorted([
      attribute(OID.contentType, new asn1js.ObjectIdentifier({ value: OID.data })),
      attribute(OID.messageDigest, new asn1js.OctetString({ valueHex: toArrayBuffer(sha256(content)) })),
      signingCertificateV2(signer),
    ]),
  });
  // What is signed is the attributes' DER with the SET tag, not the [0] IMPLICIT tag they carry in SignerInfo.
  const toBeSigned = new Uint8Array(signedAttrs.toSchema().toBER());
  toBeSigned[0] = 0x31;
  const signature = signBytes('sha256', toBeSigned, key);
  const signerInfo = new pkijs.SignerInfo({
    version: 1,
    sid: new pkijs.IssuerAndSerialNumber({ issuer: signer.cert.issuer, serialNumber: signer.cert.serialNumber }),
    digestAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: OID.sha256 }),
    signedAttrs,
    signatureAlgorithm: signatureAlgorithm(key),
    signature: new asn1js.OctetString({ valueHex: toArrayBuffer(signature) }),
  });
  const signedData = new pkijs.SignedData({
    version: 1,
    digestAlgorithms: [new pkijs.AlgorithmIdentifier({ algorithmId: OID.sha256 })],
    encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID.data }),
    certificates: [signer.cert, ...chain],
    signerInfos: [signerInfo],
  });
  const contentInfo = new pkijs.ContentInfo({ contentType: OID.signedData, content: signedData.toSchema(true) });
  return Buffer.from(contentInfo.toSchema().toBER());
}

/** @signpdf's signer interface: signs the byte range it is given; the signing time it offers is ignored. */
export class CadesDetachedSigner extends Signer {
  constructor(private readonly pems: SealerPems) {
    super();
  }

  override sign(pdfBuffer: Buffer): Promise<Buffer> {
    return Promise.resolve(cadesDetachedSignature(pdfBuffer, this.pems));
  }
}
