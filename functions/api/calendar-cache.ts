/**
 * How long shared caches (CloudFront, and the local host in `npm run preview`) keep the
 * calendar's answers: a burst of visitors costs one call of the function. Browsers always ask
 * again (max-age=0). Data only: CDK (infra/stacks/site-stack.ts) and the local host read it too.
 */
interface SharedCacheTimes {
  /** Seconds an answer is served as it is. */
  sharedMaxAge: number;
  /** Seconds after that it is still served while a fresh one is fetched. */
  staleWhileRevalidate: number;
}

function sharedCacheControl({ sharedMaxAge, staleWhileRevalidate }: SharedCacheTimes): string {
  return `public, max-age=0, s-maxage=${sharedMaxAge}, stale-while-revalidate=${staleWhileRevalidate}`;
}

const UPCOMING: SharedCacheTimes = { sharedMaxAge: 30, staleWhileRevalidate: 60 };
/** Past outings hardly change: their pages are kept longer. */
const PAST: SharedCacheTimes = { sharedMaxAge: 300, staleWhileRevalidate: 600 };

/** GET /api/activities: the upcoming outings (their places move with each registration). */
export const UPCOMING_CACHE_CONTROL = sharedCacheControl(UPCOMING);
/** GET /api/activities/passees: a page of past outings. */
export const PAST_CACHE_CONTROL = sharedCacheControl(PAST);

/** The paths CloudFront caches by these headers (every other /api path is never cached). */
export const CALENDAR_CACHE_PATH_PATTERN = "/api/activities*";

/** CloudFront's ceiling for any of them: a little above the longest s-maxage. */
export const CALENDAR_CACHE_MAX_TTL_SECONDS =
  Math.max(UPCOMING.sharedMaxAge, PAST.sharedMaxAge) + 60;
