// Locale, product identity and loading constants of SPEC §9.

export const TIME_ZONE = 'Asia/Seoul';
export const LOCALE = 'ko-KR';
/** SPEC §9: the fallback locale is Korean as well; there is no second language. */
export const FALLBACK_LOCALE = 'ko-KR';
export const CURRENCY = 'KRW';
export const PRODUCT_NAME = '아르카나';

/** Shown wherever a time is expected but none is known. */
export const EMPTY_TIME_TEXT = '--:--';

/** A failed code chunk reloads the page at most once per path inside this window. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
export const MAX_PARALLEL_ROUTE_PRELOADS = 4;
export const PAYLOAD_PRELOAD_DELAY_MS = 1_000;
/** navigator.connection.effectiveType values on which payload preloading is skipped. */
export const PAYLOAD_PRELOAD_SKIP_CONNECTIONS = ['slow-2g'] as const;
export const PAGE_TRANSITION_WAIT_MS = 100;

/** SPEC §9 lists a one-hour constant without saying where it is used. */
export const ONE_HOUR_MS = 3_600_000;
