import { createHmac, randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'qs';

/**
 * A loopback server that speaks the part of Stripe's REST API Freshwatch uses, so that the real `stripe` SDK
 * (pointed here with STRIPE_API_BASE) is what the tests exercise: form-encoded bodies with bracketed keys,
 * `expand[]`, Bearer secret keys, Stripe's JSON objects and error bodies. Resources: customers, subscriptions
 * (create, retrieve, update, list), invoices (list), billing portal sessions. It also plays Stripe's side of
 * the money: `pay` and `failPayment` move a subscription as Stripe would, and `deliver` POSTs a webhook event
 * signed with Stripe's scheme (HMAC-SHA256 over `<timestamp>.<payload>`, header `t=...,v1=...`).
 */
export interface StripeTestServer {
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** The Stripe price ids this server knows, by the id Freshwatch speaks. */
  prices: { price_pro_monthly: string; price_enterprise_monthly: string };
  /** Env for the API under test. */
  env: Record<string, string>;
  requests: { method: string; path: string; body: Record<string, unknown> }[];
  customers: Map<string, StripeObject>;
  subscriptions: Map<string, StripeObject>;
  /** Stripe collects the first invoice: the subscription becomes active and its invoice paid. */
  pay(subscriptionId: string): StripeObject;
  /** A renewal fails: the subscription goes past_due with an open invoice. */
  failPayment(subscriptionId: string): StripeObject;
  /** The period ends on a subscription set to cancel: Stripe cancels it. */
  endPeriod(subscriptionId: string): StripeObject;
  /** A Stripe event of `type` about `object`, with a fresh evt_ id; `created` defaults to now. */
  event(type: string, object: StripeObject, created?: number): StripeEvent;
  /** The event's body as Stripe sends it and a valid Stripe-Signature for it. */
  signed(event: StripeEvent): { payload: string; signature: string };
  /** POSTs the event to `webhookUrl`, signed (or with the header given), and answers the response. */
  deliver(webhookUrl: string, event: StripeEvent, signatureHeader?: string): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

// The fake keeps Stripe's objects as the JSON its API sends, nested lists and expandable ids included, and its
// routes and the tests read and change them field by field, as Stripe's JSON allows.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type StripeObject = Record<string, any>;
export interface StripeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  data: { object: StripeObject };
}

const MONTH = 30 * 24 * 3600;
const now = () => Math.floor(Date.now() / 1000);
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

class StripeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly param?: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** Signs a payload as Stripe does for webhook deliveries. */
export function stripeSignatureHeader(payload: string, secret: string, timestamp = now()): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export async function startStripeTestServer(): Promise<StripeTestServer> {
  const secretKey = 'sk_test_freshwatch_local';
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const prices = { price_pro_monthly: 'price_1FreshwatchPro', price_enterprise_monthly: 'price_1FreshwatchEnterprise' };
  const unitAmount: Record<string, number> = { [prices.price_pro_monthly]: 2900, [prices.price_enterprise_monthly]: 9900 };
  const customers = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  const invoices = new Map<string, StripeObject>();
  const requests: StripeTestServer['requests'] = [];
  let invoiceNumber = 0;

  const price = (priceId: string, param: string) => {
    const amount = unitAmount[priceId];
    if (amount === undefined) throw new StripeError(400, `No such price: '${priceId}'`, param, 'resource_missing');
    return {
      id: priceId,
      object: 'price',
      currency: 'usd',
      unit_amount: amount,
      recurring: { interval: 'month', interval_count: 1 },
      product: `prod_${priceId}`,
    };
  };

  const invoiceFor = (subscription: StripeObject, status: 'open' | 'paid', amount: number): StripeObject => {
    const invoice = {
      id: id('in'),
      object: 'invoice',
      number: `FW-${String(++invoiceNumber).padStart(4, '0')}`,
      customer: subscription.customer,
      created: now(),
      currency: 'usd',
      amount_due: amount,
      amount_paid: status === 'paid' ? amount : 0,
      total: amount,
      status,
      hosted_invoice_url: `http://127.0.0.1/invoices/${invoiceNumber}`,
      invoice_pdf: `http://127.0.0.1/invoices/${invoiceNumber}.pdf`,
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
      confirmation_secret: status === 'open' ? { client_secret: `${id('pi')}_secret_${randomBytes(8).toString('hex')}`, type: 'payment_intent' } : null,
      livemode: false,
    };
    invoices.set(invoice.id, invoice);
    return invoice;
  };

  const item = (subscriptionId: string, priceId: string, periodStart: number) => ({
    id: id('si'),
    object: 'subscription_item',
    subscription: subscriptionId,
    price: price(priceId, 'items[0][price]'),
    quantity: 1,
    current_period_start: periodStart,
    current_period_end: periodStart + MONTH,
  });

  /** The subscription as Stripe answers it: latest_invoice an id unless expanded. */
  const render = (subscription: StripeObject, expand: string[]) => {
    const latest = subscription.latest_invoice ? invoices.get(subscription.latest_invoice) : null;
    const expanded = expand.some((e) => e === 'latest_invoice' || e.startsWith('latest_invoice.'));
    const { confirmation_secret, ...invoiceWithoutSecret } = latest ?? {};
    const invoice = latest && (expand.includes('latest_invoice.confirmation_secret') ? latest : invoiceWithoutSecret);
    return { ...subscription, latest_invoice: expanded ? invoice : subscription.latest_invoice };
  };

  const list = (data: StripeObject[], url: string) => ({ object: 'list', data, has_more: false, url });

  function route(method: string, path: string, body: StripeObject): unknown {
    const expand: string[] = ([] as string[]).concat(body.expand ?? []);
    let match: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: id('cus'), object: 'customer', email: body.email ?? null, metadata: body.metadata ?? {}, created: now(), livemode: false };
      customers.set(customer.id, customer);
      return customer;
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      if (!customers.has(body.customer)) throw new StripeError(400, `No such customer: '${body.customer}'`, 'customer', 'resource_missing');
      const priceId = body.items?.[0]?.price;
      const subscriptionId = id('sub');
      const start = now();
      const subscription: StripeObject = {
        id: subscriptionId,
        object: 'subscription',
        customer: body.customer,
        status: body.payment_behavior === 'default_incomplete' ? 'incomplete' : 'active',
        cancel_at_period_end: false,
        canceled_at: null,
        created: start,
        metadata: body.metadata ?? {},
        items: { object: 'list', data: [item(subscriptionId, priceId, start)], has_more: false },
        latest_invoice: null,
        livemode: false,
      };
      subscription.latest_invoice = invoiceFor(subscription, 'open', unitAmount[priceId]).id;
      subscriptions.set(subscriptionId, subscription);
      return render(subscription, expand);
    }
    if ((match = path.match(/^\/v1\/subscriptions\/(sub_\w+)$/))) {
      const subscription = subscriptions.get(match[1]);
      if (!subscription) throw new StripeError(404, `No such subscription: '${match[1]}'`, 'id', 'resource_missing');
      if (method === 'GET') return render(subscription, expand);
      if (method === 'POST') {
        if (body.cancel_at_period_end !== undefined) {
          if (subscription.status === 'canceled') throw new StripeError(400, 'A canceled subscription can only update its cancellation_details and metadata.');
          subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
        }
        if (body.metadata) subscription.metadata = { ...subscription.metadata, ...body.metadata };
        const newItem = body.items?.[0];
        if (newItem?.price) {
          const current = subscription.items.data[0];
          if (newItem.id !== current.id) throw new StripeError(400, `No such subscription item: '${newItem.id}'`, 'items[0][id]', 'resource_missing');
          const next = item(subscription.id, newItem.price, current.current_period_start);
          subscription.items.data = [{ ...next, id: current.id }];
          // Proration: the difference for the rest of the period, charged to the card on file at once.
          const difference = Math.max(0, unitAmount[newItem.price] - current.price.unit_amount);
          subscription.latest_invoice = invoiceFor(subscription, 'paid', difference).id;
        }
        return render(subscription, expand);
      }
    }
    if (method === 'GET' && path === '/v1/subscriptions') {
      const found = [...subscriptions.values()].filter(
        (s) => (!body.customer || s.customer === body.customer) && (!body.status || body.status === 'all' || s.status === body.status),
      );
      return list(
        found.map((s) => render(s, expand)),
        path,
      );
    }
    if (method === 'GET' && path === '/v1/invoices') {
      const found = [...invoices.values()]
        .filter((i) => !body.customer || i.customer === body.customer)
        .sort((a, b) => b.created - a.created || b.number.localeCompare(a.number));
      return list(
        found.slice(0, Number(body.limit ?? 10)).map(({ confirmation_secret, ...invoice }) => invoice),
        path,
      );
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!customers.has(body.customer)) throw new StripeError(400, `No such customer: '${body.customer}'`, 'customer', 'resource_missing');
      const session = id('bps');
      return {
        id: session,
        object: 'billing_portal.session',
        customer: body.customer,
        return_url: body.return_url ?? null,
        url: `http://127.0.0.1/billing-portal/${session}`,
        created: now(),
        livemode: false,
      };
    }
    throw new StripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const [path, query = ''] = (req.url ?? '/').split('?');
    const body = { ...parse(query), ...parse(Buffer.concat(chunks).toString('utf8')) } as Record<string, unknown>;
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': id('req') });
      res.end(JSON.stringify(payload));
    };
    requests.push({ method: req.method ?? 'GET', path, body });
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
    }
    try {
      send(200, route(req.method ?? 'GET', path, body));
    } catch (error) {
      if (!(error instanceof StripeError)) throw error;
      send(error.status, { error: { type: 'invalid_request_error', message: error.message, param: error.param, code: error.code } });
    }
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const mustGet = (subscriptionId: string) => {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
    return subscription;
  };

  return {
    url,
    secretKey,
    webhookSecret,
    prices,
    env: {
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_freshwatch_local',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_PRICE_PRO: prices.price_pro_monthly,
      STRIPE_PRICE_ENTERPRISE: prices.price_enterprise_monthly,
      STRIPE_API_BASE: url,
    },
    requests,
    customers,
    subscriptions,
    pay(subscriptionId) {
      const subscription = mustGet(subscriptionId);
      const invoice = invoices.get(subscription.latest_invoice);
      if (invoice) Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, confirmation_secret: null });
      subscription.status = 'active';
      return invoice ?? {};
    },
    failPayment(subscriptionId) {
      const subscription = mustGet(subscriptionId);
      const invoice = invoiceFor(subscription, 'open', subscription.items.data[0].price.unit_amount);
      subscription.latest_invoice = invoice.id;
      subscription.status = 'past_due';
      return invoice;
    },
    endPeriod(subscriptionId) {
      const subscription = mustGet(subscriptionId);
      Object.assign(subscription, { status: 'canceled', canceled_at: now(), ended_at: now() });
      return subscription;
    },
    event(type, object, created = now()) {
      return { id: id('evt'), object: 'event', type, created, api_version: '2026-10-28.endive', livemode: false, data: { object: structuredClone(object) } };
    },
    signed(event) {
      const payload = JSON.stringify(event, null, 2);
      return { payload, signature: stripeSignatureHeader(payload, webhookSecret) };
    },
    async deliver(webhookUrl, event, signatureHeader) {
      const payload = JSON.stringify(event, null, 2);
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': signatureHeader ?? stripeSignatureHeader(payload, webhookSecret) },
        body: payload,
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: keep the text
      }
      return { status: response.status, body };
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
