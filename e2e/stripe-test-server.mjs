/** The API tests' loopback Stripe (api/test/stripe-test-server.ts) for the browser tests. */
import { loadTestServerSource } from './test-server-source.mjs';

export const loadStripeTestServer = () => loadTestServerSource('stripe-test-server');
