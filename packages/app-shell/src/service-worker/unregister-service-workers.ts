/**
 * SPEC §7 Other: leftover background workers (from an older build of the site) are
 * unregistered at start, so none can keep serving stale files. Resolves to how many were removed.
 */
export async function unregisterServiceWorkers(): Promise<number> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return 0;
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    const results = await Promise.all(
      registrations.map((registration) => registration.unregister().catch(() => false)),
    );
    return results.filter(Boolean).length;
  } catch (error) {
    console.warn('Could not unregister service workers', error);
    return 0;
  }
}
