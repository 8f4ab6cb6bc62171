import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * CSRF tokens without server state: a token is an HMAC, under the installation's secret, of what
 * it is bound to — the session id when signed in, else a random value in a cookie of its own
 * (the sign-in forms). A forged cross-site POST carries neither the cookie's secret nor a token
 * made from it; a token from one session is worthless in another.
 */
export interface Csrf {
  tokenFor(binding: string): string;
  verify(binding: string, token: unknown): boolean;
}

export function createCsrf(secret: string): Csrf {
  const tokenFor = (binding: string) => createHmac('sha256', secret).update(`csrf:${binding}`).digest('base64url');
  return {
    tokenFor,
    verify(binding, token) {
      if (typeof token !== 'string' || token.length === 0) return false;
      const expected = Buffer.from(tokenFor(binding));
      const given = Buffer.from(token);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export function newCookieSecret(): string {
  return randomBytes(24).toString('base64url');
}
