import type { PlanType } from '@freshwatch/contracts';

export interface PlanCard {
  id: PlanType;
  name: string;
  price: string;
  period?: string;
  features: string[];
  cta: { label: string; href: '/api/login' | '/subscribe' };
  highlighted?: boolean;
}

/** Brief, section 1: what each plan includes and where its button leads. */
export const PLAN_CARDS: PlanCard[] = [
  {
    id: 'free',
    name: 'Free',
    price: '$0',
    features: ['Up to 10 pages', 'Basic content analysis', 'Email notifications'],
    cta: { label: 'Get Started', href: '/api/login' },
  },
  {
    id: 'pro',
    name: 'Pro',
    price: '$29',
    period: '/month',
    features: ['Up to 100 pages', 'AI suggestions', 'WordPress plugin', 'Advanced analytics', 'Email support'],
    cta: { label: 'Start Pro Trial', href: '/subscribe' },
    highlighted: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: '$99',
    period: '/month',
    features: [
      'Unlimited pages',
      'Team collaboration',
      'Priority support',
      'Custom integrations',
      'Advanced reporting',
      'White-label options',
    ],
    cta: { label: 'Contact Sales', href: '/subscribe' },
  },
];
