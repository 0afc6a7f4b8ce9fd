// A guest's reading waits here while they log in, to be kept when they come back (DESIGN "AI":
// a guest's reading can be kept by logging in right after it). Session storage: this tab only.
// Called from handlers and effects only, never while rendering.

const PENDING_KEEP_KEY = 'arcana.ai.pendingKeep';

export function rememberPendingKeep(readingId: number): void {
  try {
    sessionStorage.setItem(PENDING_KEEP_KEY, String(readingId));
  } catch {
    // Storage refused (private mode): the login still works, the reading is just not kept.
  }
}

/** The waiting reading id, removed as it is read; null when none. */
export function takePendingKeep(): number | null {
  try {
    const raw = sessionStorage.getItem(PENDING_KEEP_KEY);
    sessionStorage.removeItem(PENDING_KEEP_KEY);
    const id = Number(raw);
    return raw !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
