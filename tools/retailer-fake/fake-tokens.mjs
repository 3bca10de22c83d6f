// The fake's two token endpoints (2.x Cognito-style form, 3.x Login with Amazon-style JSON) and the tokens they issue,
// which expire after their lifetime by the fake's clock.

export const COGNITO_TOKEN_PATH = '/oauth2/token';
export const LWA_TOKEN_PATH = '/auth/o2/token';
const SCOPES = { cognito: 'creatorsapi/default', lwa: 'creatorsapi::default' };

/**
 * @param {{ credential: { id: string, secret: string }, now: () => number, lifetimeSeconds: number }} options
 */
export function createTokenDesk({ credential, now, lifetimeSeconds }) {
  const tokens = new Map();
  let issued = 0;

  function issue(style) {
    issued += 1;
    const token = `fake-${style}-token-${issued}-${Math.random().toString(36).slice(2, 10)}`;
    tokens.set(token, { style, expiresAt: now() + lifetimeSeconds * 1000 });
    return { access_token: token, token_type: 'bearer', expires_in: lifetimeSeconds };
  }

  /** The credentials a request carries, or the error answer for a body of the wrong kind. */
  function fieldsOf(req, raw, style) {
    const contentType = req.headers['content-type'] ?? '';
    const wanted = style === 'cognito' ? 'application/x-www-form-urlencoded' : 'application/json';
    if (!contentType.startsWith(wanted))
      return { error: { error: 'invalid_request', error_description: `Content-Type must be ${wanted}.` } };
    if (style === 'lwa') {
      try {
        return { fields: JSON.parse(raw) };
      } catch {
        return { error: { error: 'invalid_request', error_description: 'The request body is not JSON.' } };
      }
    }
    const fields = Object.fromEntries(new URLSearchParams(raw));
    const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? '');
    if (basic) {
      const [id, secret] = Buffer.from(basic[1], 'base64').toString('utf8').split(':').map(decodeURIComponent);
      Object.assign(fields, { client_id: id, client_secret: secret });
    }
    return { fields };
  }

  return {
    /** Answers a token request: `[status, body]`. */
    answer(req, raw, style) {
      const { fields, error } = fieldsOf(req, raw, style);
      if (error) return [400, error];
      if (fields.grant_type !== 'client_credentials') return [400, { error: 'unsupported_grant_type' }];
      if (fields.client_id !== credential.id || fields.client_secret !== credential.secret) {
        return [style === 'cognito' ? 400 : 401, { error: 'invalid_client', error_description: 'Client authentication failed.' }];
      }
      if (fields.scope !== SCOPES[style])
        return [400, { error: 'invalid_scope', error_description: `The scope must be ${SCOPES[style]}.` }];
      return [200, issue(style)];
    },
    /** Why an API call's Authorization header is refused (code and message), or null when its token is live. */
    refusal(authorization) {
      const auth = /^Bearer ([^\s,]+)(?:, Version (\d\.\d))?$/.exec(authorization ?? '');
      const token = auth && tokens.get(auth[1]);
      if (!token) return ['InvalidToken', 'The access token is missing or not valid.'];
      if (token.expiresAt <= now()) return ['ExpiredToken', 'The access token has expired.'];
      if (token.style === 'cognito' && !auth[2]?.startsWith('2.')) {
        return ['InvalidToken', 'The Authorization header must name the credential version: Bearer <token>, Version 2.x.'];
      }
      return null;
    },
    expireAll() {
      for (const token of tokens.values()) token.expiresAt = now();
    },
    issued: () => issued,
  };
}
