/** localStorage key that forces the call's ICE transport policy (tests force 'relay'). */
export const ICE_POLICY_STORAGE_KEY = 'arcana.iceTransportPolicy';
/** Query parameter with the same effect for this tab: `?ice=relay`. */
export const ICE_POLICY_QUERY_PARAM = 'ice';

function policyOf(value: string | null | undefined): RTCIceTransportPolicy | null {
  return value === 'relay' || value === 'all' ? value : null;
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function storedPolicy(store: Store | undefined): RTCIceTransportPolicy | null {
  try {
    return policyOf(store?.getItem(ICE_POLICY_STORAGE_KEY));
  } catch {
    // Storage can be off (private mode, blocked cookies): the default it is.
    return null;
  }
}

/**
 * The ICE transport policy of a call: 'all' unless the page says otherwise. `?ice=relay` on the
 * room's address, or localStorage `arcana.iceTransportPolicy` = 'relay', makes both the call and
 * the device check use TURN relays only, so a test proves the relay path works (on one machine
 * host candidates would always win). The query wins over storage and holds for the rest of the
 * tab (sessionStorage): the room's tabs change the address and drop it.
 */
export function readIceTransportPolicy(
  search: string = globalThis.location?.search ?? '',
  storage: Store | undefined = globalThis.localStorage,
  tabStorage: Store | undefined = globalThis.sessionStorage,
): RTCIceTransportPolicy {
  const fromQuery = policyOf(new URLSearchParams(search).get(ICE_POLICY_QUERY_PARAM));
  if (fromQuery) {
    try {
      tabStorage?.setItem(ICE_POLICY_STORAGE_KEY, fromQuery);
    } catch {
      // Without storage the query holds for this page only.
    }
    return fromQuery;
  }
  return storedPolicy(tabStorage) ?? storedPolicy(storage) ?? 'all';
}
