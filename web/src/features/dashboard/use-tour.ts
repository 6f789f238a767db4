import { useState } from 'react';

/** Completing or skipping the tour is remembered in the browser under this key. */
export const TOUR_STORAGE_KEY = 'freshwatch-tour-completed';

function readCompleted(): boolean {
  try {
    return window.localStorage.getItem(TOUR_STORAGE_KEY) === 'true';
  } catch {
    // Storage can be blocked (private modes); then the tour simply shows again next time.
    return false;
  }
}

function writeCompleted() {
  try {
    window.localStorage.setItem(TOUR_STORAGE_KEY, 'true');
  } catch {
    // See readCompleted.
  }
}

export function useTour() {
  const [completed, setCompleted] = useState(readCompleted);
  const [open, setOpen] = useState(() => !completed);
  const [step, setStep] = useState(0);

  return {
    open,
    step,
    /** True once the tour was completed or skipped: only then is the Help Tour button offered. */
    completed,
    setStep,
    finish: () => {
      writeCompleted();
      setCompleted(true);
      setOpen(false);
    },
    restart: () => {
      setStep(0);
      setOpen(true);
    },
  };
}

export type TourState = ReturnType<typeof useTour>;
