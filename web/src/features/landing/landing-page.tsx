import { PRODUCT_NAME } from '@freshwatch/contracts/constants';
import { Link } from '@tanstack/react-router';
import { BarChart3, Bell, Check, Clock, Plug, Sparkles, Users, type LucideIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogClose } from '@/components/ui/dialog';
import { Logo } from '@/features/common/logo';
import { cn } from '@/lib/utils';
import { PLAN_CARDS } from './plans';

const FEATURES: { title: string; text: string; icon: LucideIcon }[] = [
  { title: 'Automated Monitoring', text: 'Freshwatch checks your pages, posts and products on the schedule you choose.', icon: Clock },
  { title: 'AI Suggestions', text: 'Get concrete suggestions to improve content, search rankings and freshness.', icon: Sparkles },
  { title: 'Smart Alerts', text: 'Hear about content that needs an update before your readers notice.', icon: Bell },
  { title: 'Performance Analytics', text: 'Follow health, freshness, SEO and readability scores across your site.', icon: BarChart3 },
  { title: 'WordPress Integration', text: 'Connect your WordPress site with the plugin and monitor from your admin.', icon: Plug },
  { title: 'Team Collaboration', text: 'Turn findings into tasks and share the work with your content team.', icon: Users },
];

/** Signed-out visitors' page at /: what Freshwatch does, what it costs, and the way in. */
export function LandingPage() {
  const [demoOpen, setDemoOpen] = useState(false);
  // The dialog only opens from Watch Demo, so closing it always returns there: by this ref, not by the element
  // that had the focus when it opened, which is not the button when the app took over the prerendered page while
  // a Watch Demo press was being replayed (start-on-intent.ts).
  const demoButton = useRef<HTMLButtonElement>(null);

  return (
    <div className="min-h-screen">
      <header className="border-b">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-4">
          <Logo />
          <Button asChild variant="outline">
            <a href="/api/login">Sign In</a>
          </Button>
        </div>
      </header>

      <main>
        <section className="mx-auto max-w-4xl px-4 py-20 text-center">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Keep your website content fresh, accurate and findable</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">
            {PRODUCT_NAME} monitors your content for freshness, accuracy and performance, alerts you when it needs an update, and suggests improvements with AI.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            <Button asChild size="lg">
              <a href="/api/login">Start Free Trial</a>
            </Button>
            <Button ref={demoButton} size="lg" variant="outline" onClick={() => setDemoOpen(true)}>
              Watch Demo
            </Button>
          </div>
        </section>

        <section aria-labelledby="features-heading" className="bg-muted/40 py-20">
          <div className="mx-auto max-w-6xl px-4">
            <h2 id="features-heading" className="text-center text-3xl font-bold">
              Everything you need to keep content fresh
            </h2>
            <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {FEATURES.map(({ title, text, icon: Icon }) => (
                <li key={title}>
                  <Card className="h-full">
                    <CardHeader>
                      <Icon className="h-8 w-8 text-primary" aria-hidden />
                      <CardTitle as="h3">{title}</CardTitle>
                      <CardDescription>{text}</CardDescription>
                    </CardHeader>
                  </Card>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="pricing-heading" className="py-20">
          <div className="mx-auto max-w-6xl px-4">
            <h2 id="pricing-heading" className="text-center text-3xl font-bold">
              Simple, transparent pricing
            </h2>
            <ul className="mt-12 grid gap-6 md:grid-cols-3">
              {PLAN_CARDS.map((plan) => (
                <li key={plan.id}>
                  <Card className={cn('flex h-full flex-col', plan.highlighted && 'border-2 border-primary')}>
                    <CardHeader>
                      <CardTitle as="h3">{plan.name}</CardTitle>
                      <CardDescription>{plan.description}</CardDescription>
                      <p className="text-3xl font-bold">
                        {plan.shownPrice}
                        {plan.period && <span className="text-base font-normal text-muted-foreground">{plan.period}</span>}
                      </p>
                    </CardHeader>
                    <CardContent className="flex flex-1 flex-col gap-6">
                      <ul className="grid flex-1 gap-2 text-sm">
                        {plan.features.map((feature) => (
                          <li key={feature} className="flex items-center gap-2">
                            <Check className="h-4 w-4 text-primary" aria-hidden />
                            {feature}
                          </li>
                        ))}
                      </ul>
                      <Button asChild variant={plan.highlighted ? 'default' : 'outline'}>
                        {plan.cta.href === '/subscribe' ? <Link to="/subscribe">{plan.cta.label}</Link> : <a href={plan.cta.href}>{plan.cta.label}</a>}
                      </Button>
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className="bg-primary py-16 text-center text-primary-foreground">
          <h2 className="text-3xl font-bold">Ready to keep your content fresh?</h2>
          {/* Full-strength text: at opacity-90 it was 4.13:1 on the green, below WCAG AA's 4.5:1. */}
          <p className="mt-4">Start monitoring your website in minutes.</p>
          <Button asChild size="lg" variant="secondary" className="mt-8">
            <a href="/api/login">Get Started Free</a>
          </Button>
        </section>
      </main>

      <footer className="border-t py-8 text-center text-sm text-muted-foreground">© 2025 {PRODUCT_NAME}</footer>

      <Dialog open={demoOpen} onOpenChange={setDemoOpen}>
        <DialogContent
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            demoButton.current?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>{PRODUCT_NAME} in a minute</DialogTitle>
            <DialogDescription>
              Register the pages, posts and products of your site. {PRODUCT_NAME} checks them on your schedule, scores their health, freshness, SEO and
              readability, flags what needs an update and suggests how to improve it, right in your dashboard or your WordPress admin.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Got it</Button>
            </DialogClose>
            <Button asChild>
              <a href="/api/login">Start Free Trial</a>
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
