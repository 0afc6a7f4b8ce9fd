import type { Env } from '../../env';
import type { AddressSearch } from './address-search';
import { createJusoAddressSearch } from './juso-address-search';
import { createStandInAddressSearch } from './stand-in-address-search';

/** env.ts already refused a production start without JUSO_CONFIRM_KEY; this only picks. */
export function createAddressSearch(address: Env['address']): AddressSearch {
  if (!address || address.provider === 'stand-in') return createStandInAddressSearch();
  if (!address.juso) throw new Error('ADDRESS_PROVIDER=juso without JUSO_CONFIRM_KEY');
  return createJusoAddressSearch(address.juso);
}
