import { PRODUCT_NAME } from '@freshwatch/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { TourState } from './use-tour';

const TOUR_STEPS = [
  {
    title: `Welcome to ${PRODUCT_NAME}`,
    text: `${PRODUCT_NAME} watches your pages, posts and products, scores their health and tells you when something needs an update.`,
  },
  {
    title: 'Your dashboard',
    text: 'The cards at the top count your content, how much of it is fresh, what needs an update, and your average health score.',
  },
  {
    title: 'Add your first content',
    text: 'Open the Content Table and choose Add Content to register a page. Freshwatch analyses it right away.',
  },
  {
    title: 'Find your way with the sidebar',
    text: 'The sidebar leads to the Content Table, Tasks, Reports, Settings, Advanced Data and the WordPress plugin.',
  },
  {
    title: 'Help is always here',
    text: 'Replay this tour any time with the Help Tour button at the top of the dashboard.',
  },
] as const;

/** The 5-step first-visit tour; closing it early counts as skipping. */
export function GuidedTour({ tour }: { tour: TourState }) {
  const last = tour.step === TOUR_STEPS.length - 1;
  const current = TOUR_STEPS[tour.step];
  return (
    <Dialog open={tour.open} onOpenChange={(open) => !open && tour.finish()}>
      <DialogContent>
        <DialogHeader>
          <p className="text-xs font-medium text-muted-foreground">
            Step {tour.step + 1} of {TOUR_STEPS.length}
          </p>
          <DialogTitle>{current.title}</DialogTitle>
          <DialogDescription>{current.text}</DialogDescription>
        </DialogHeader>
        <div className="flex justify-center gap-1.5" aria-hidden>
          {TOUR_STEPS.map((step, index) => (
            <span key={step.title} className={`h-1.5 w-6 rounded-full ${index <= tour.step ? 'bg-primary' : 'bg-muted'}`} />
          ))}
        </div>
        <DialogFooter className="sm:justify-between">
          <Button variant="ghost" onClick={tour.finish}>
            Skip tour
          </Button>
          <div className="flex gap-2">
            <Button variant="outline" disabled={tour.step === 0} onClick={() => tour.setStep(tour.step - 1)}>
              Back
            </Button>
            {last ? <Button onClick={tour.finish}>Get Started</Button> : <Button onClick={() => tour.setStep(tour.step + 1)}>Next</Button>}
          </div>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
