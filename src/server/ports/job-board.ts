import type { JobListing } from '@shared/domain/jobs.js';
import type { Locale } from '@shared/locale.js';

/** An employer's logo from the `employerIcons` folder: a small SVG and a version that changes with it. */
export interface EmployerIcon {
  svg: Buffer;
  /** A short hash of the bytes: part of the logo's address, so a browser may keep it for good. */
  version: string;
}

/**
 * Trucking job listings (issue 21 item 5): jobs that hire new CDL-A drivers and people with a record.
 * Each source of listings is one adapter (decision 044): the program's own listings kept in the console
 * (`adapters/job-board/program.ts`), the demo's fictional ones in content/jobs (demo mode only), and a job-feed
 * vendor when one is chosen; `adapters/job-board/sources.ts` shows them as one board.
 */
export interface JobsPort {
  /**
   * Every open listing (the portal filters and sorts them; a feed of a few thousand is fine in memory), its
   * words (title, recordNote, training, summary) in `locale` where the feed has them, else English. The
   * locale defaults to the request's (`getLocale()`); ids, pay, places and order do not depend on it.
   */
  listings(locale?: Locale): Promise<JobListing[]>;
  /** One listing, in `locale` as `listings` gives it, or null when it is no longer open. */
  listing(id: string, locale?: Locale): Promise<JobListing | null>;
  /** The employer's logo, or null when there is none (the page shows a letter mark instead). */
  employerIcon(employer: string): Promise<EmployerIcon | null>;
}
