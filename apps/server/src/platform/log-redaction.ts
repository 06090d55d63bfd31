/** Logs never carry credentials, codes, tokens, tax ids or a client's contact e-mail (decision 217). */
export const LOG_REDACTIONS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'req.headers["x-f2a-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.code',
  '*.token',
  '*.ssn',
  '*.ein',
  '*.taxId',
  '*.contactEmail',
];

/** A signing link's token is its credential (decision 196): request lines show `/sign/…` instead. */
export const maskSigningTokens = (url: string): string => url.replace(/\/sign\/[^/?#]+/g, '/sign/…');

type LoggedRequest = { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } };

/** Fastify's request serializer, with the URL's signing tokens masked. */
export const LOG_SERIALIZERS = {
  req: (req: LoggedRequest) => ({
    method: req.method,
    url: maskSigningTokens(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }),
};
