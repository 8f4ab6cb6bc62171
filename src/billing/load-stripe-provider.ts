import type { PaymentProvider } from './payment-provider';
import type { StripeProviderOptions } from './stripe-provider';

export type { StripeProviderOptions } from './stripe-provider';

/**
 * The Stripe library is loaded only when billing is configured: importing it costs every
 * process (and every CLI command) seconds of start-up on a small machine, for nothing when
 * STRIPE_SECRET_KEY is unset — the self-hosting default.
 */
export async function loadStripeProvider(options: StripeProviderOptions): Promise<PaymentProvider> {
  const { createStripeProvider } = await import('./stripe-provider');
  return createStripeProvider(options);
}
