import type { JobsPort } from '@server/ports/job-board.js';

/**
 * Several sources of listings as one board: the program's own listings, and a job feed or the demo's
 * listings where there is one. Ids are unique across sources (the program's are uuids, a feed's are its
 * own), so a listing is found in the first source that has it.
 */
export function jobSources(sources: readonly JobsPort[]): JobsPort {
  return {
    async listings(locale) {
      return (await Promise.all(sources.map((s) => s.listings(locale)))).flat();
    },
    async listing(id, locale) {
      for (const source of sources) {
        const found = await source.listing(id, locale);
        if (found) return found;
      }
      return null;
    },
    async employerIcon(employer) {
      for (const source of sources) {
        const icon = await source.employerIcon(employer);
        if (icon) return icon;
      }
      return null;
    },
  };
}
