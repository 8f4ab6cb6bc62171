import { describe, expect, it } from 'vitest';
import { securityHeaderWrites } from './security-headers';

describe('securityHeaderWrites', () => {
  it('is the header set of the policy, with the checkout origins in form-action', () => {
    const plain = securityHeaderWrites({ formActionOrigins: [] });
    const headers = Object.fromEntries(plain.set);
    expect(headers['Content-Security-Policy']).toBe(
      "default-src 'self';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';img-src 'self' data:;font-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
    );
    expect(headers).toMatchObject({ 'X-Frame-Options': 'DENY', 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' });
    expect(headers).not.toHaveProperty('Strict-Transport-Security');
    expect(headers).not.toHaveProperty('Cross-Origin-Resource-Policy');
    expect(plain.removed).toEqual(['X-Powered-By']);
    const billing = Object.fromEntries(securityHeaderWrites({ formActionOrigins: ['https://checkout.stripe.com'] }).set);
    expect(billing['Content-Security-Policy']).toContain("form-action 'self' https://checkout.stripe.com;");
  });
});
