import type { ExtractedPage } from '../../extract/extract-page';
import type { Finding } from '../findings';

/** What the caller knows beyond the page: the clock, the workspace's threshold, and checks made elsewhere. */
export interface FreshnessContext {
  now: Date;
  freshnessThresholdDays: number;
  deadLinks?: { url: string; reason: string }[];
  linksChecked?: number;
  /** Of the checked links, how many work but redirect; how many links were not checked (see engine/links.ts). */
  linksRedirected?: number;
  linksSkipped?: number;
  changedSources?: { url: string; summary: string }[];
}

export interface Deduction {
  reason: string;
  points: number;
}

/**
 * One freshness check: a pure function of the page and the context that reports what makes the page look
 * out of date and takes points off the age score. Each names the facts it reads in its parameter types.
 */
export type FreshnessCheck = (page: ExtractedPage, context: FreshnessContext) => CheckOutcome;

export interface CheckOutcome {
  findings: readonly Finding[];
  /** null: nothing to take off. */
  deduction: Deduction | null;
}

export const nothingFound: CheckOutcome = Object.freeze({ findings: Object.freeze([]), deduction: null });
