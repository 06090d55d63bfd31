import { createServer, type Server } from 'node:http';
import { generateIdpKeyPair, type IdpKeyPair } from '../../apps/server/src/modules/sso/idp/key-pair';
import { buildSamlResponse, readAuthnRequest } from '../../apps/server/src/modules/sso/idp/saml-response';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const html = (text: string) => text.replace(/[&<>"]/g, (c) => ENTITIES[c] ?? c);

/**
 * An identity provider made by the test, with its own keys, on its own port: it answers the
 * portal's AuthnRequest with a signed response that the browser posts back (a button click).
 */
export type TestIdp = {
  url: string;
  entityId: string;
  certificate: string;
  /** 'valid', or a response signed with a stranger's key. */
  mode: 'valid' | 'wrong-key';
  close: () => Promise<void>;
};

export async function startTestIdp(port: number, nameId: string): Promise<TestIdp> {
  const keys = await generateIdpKeyPair('E2E identity provider');
  const stranger = await generateIdpKeyPair('Not the trusted identity provider');
  const url = `http://localhost:${port}`;
  const idp: TestIdp = {
    url,
    entityId: `${url}/metadata`,
    certificate: keys.certificate,
    mode: 'valid',
    close: async () => {},
  };

  const page = (title: string, body: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

  const server: Server = createServer((req, res) => {
    const requestUrl = new URL(req.url ?? '/', url);
    if (requestUrl.pathname === '/sso') {
      const authn = readAuthnRequest(requestUrl.toString());
      const signingKeys: IdpKeyPair = idp.mode === 'valid' ? keys : stranger;
      const xml = buildSamlResponse({
        keys: signingKeys,
        issuer: idp.entityId,
        destination: authn.acsUrl ?? '',
        audience: authn.issuer ?? '',
        inResponseTo: authn.id,
        nameId,
      });
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        page(
          'Test identity provider',
          `<form method="post" action="${html(authn.acsUrl ?? '')}"><input type="hidden" name="SAMLResponse" value="${Buffer.from(xml).toString('base64')}"><button type="submit">Sign in as ${html(nameId)}</button></form>`,
        ),
      );
      return;
    }
    if (requestUrl.pathname === '/logout') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(page('Signed out at the test identity provider', '<p>Goodbye.</p>'));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  idp.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return idp;
}
