import { escapeHtml } from '../../platform/html.js';

/** The demo identity provider's plain pages: no script (the portal's CSP forbids inline code). */
export function idpPage(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} | Demo identity provider</title>` +
    `<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}label,input,button{display:block;font-size:1rem}input{margin:.25rem 0 1rem;padding:.5rem;width:100%;box-sizing:border-box}button{padding:.5rem 1rem;background:#1c4f8c;color:#fff;border:0;border-radius:4px}p.note{color:#444}</style>` +
    `</head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
  );
}

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;

export function signInForm(samlRequest: string, relayState: string): string {
  return idpPage(
    'Delta Federal sign-in',
    `<p class="note">Demo identity provider of the TaxLens Portal demo. It signs you in as the username you enter; the demo user is <strong>sso.user</strong>.</p>` +
      `<form method="post" action="/dev/idp/sso">${hidden('SAMLRequest', samlRequest)}${hidden('RelayState', relayState)}` +
      `<label for="username">Username</label><input id="username" name="username" value="sso.user" autocomplete="username" required>` +
      `<button type="submit">Sign in</button></form>`,
  );
}

export function postBackForm(acsUrl: string, samlResponse: string, relayState: string): string {
  return idpPage(
    'Signed in',
    `<p>You are signed in at the demo identity provider. Continue to return to the portal.</p>` +
      `<form method="post" action="${escapeHtml(acsUrl)}">${hidden('SAMLResponse', samlResponse)}${relayState ? hidden('RelayState', relayState) : ''}` +
      `<button type="submit">Continue to the portal</button></form>`,
  );
}
