/** localStorage key that forces the call's ICE transport policy (tests force 'relay'). */
export const ICE_POLICY_STORAGE_KEY = 'arcana.iceTransportPolicy';
/** Query parameter with the same effect for one page load: `?ice=relay`. */
export const ICE_POLICY_QUERY_PARAM = 'ice';

function policyOf(value: string | null | undefined): RTCIceTransportPolicy | null {
  return value === 'relay' || value === 'all' ? value : null;
}

/**
 * The ICE transport policy of a call: 'all' unless the page says otherwise. `?ice=relay` on the
 * room's address, or localStorage `arcana.iceTransportPolicy` = 'relay', makes both the call and
 * the device check use TURN relays only, so a test proves the relay path works (on one machine
 * host candidates would always win). The query wins over storage.
 */
export function readIceTransportPolicy(
  search: string = globalThis.location?.search ?? '',
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): RTCIceTransportPolicy {
  const fromQuery = policyOf(new URLSearchParams(search).get(ICE_POLICY_QUERY_PARAM));
  if (fromQuery) return fromQuery;
  let stored: string | null = null;
  try {
    stored = storage?.getItem(ICE_POLICY_STORAGE_KEY) ?? null;
  } catch {
    // Storage can be off (private mode, blocked cookies): the default it is.
  }
  return policyOf(stored) ?? 'all';
}
