import { BadGatewayException } from '@nestjs/common';
import { callStripe } from './billing-errors';

// The SDK's own error classes, as its requests throw them: loaded by require, as stripe-client.ts loads the SDK.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { errors } = require('stripe') as typeof import('stripe');

describe('calling Stripe', () => {
  it("answers a refusal or an outage at Stripe with 502 and Stripe's reason", async () => {
    const refused = callStripe(() => Promise.reject(new errors.StripeInvalidRequestError({ message: "No such customer: 'cus_x'" })));
    await expect(refused).rejects.toThrow(BadGatewayException);
    await expect(refused).rejects.toThrow("The payment provider refused the request: No such customer: 'cus_x'");
    await expect(callStripe(() => Promise.reject(new errors.StripeConnectionError({ message: 'connect ECONNREFUSED' })))).rejects.toThrow(BadGatewayException);
  });

  it('lets bugs through as they are', async () => {
    await expect(callStripe(() => Promise.reject(new TypeError('x is undefined')))).rejects.toThrow(TypeError);
  });
});
