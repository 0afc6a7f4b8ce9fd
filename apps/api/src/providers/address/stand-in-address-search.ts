import type { AddressSearchItem } from '@arcana/domain';
import type { AddressQuery, AddressSearch } from './address-search';
import { STAND_IN_ADDRESSES } from './stand-in-addresses';

/**
 * The bundled list searched as juso.go.kr searches: every word of the keyword must appear in
 * the road address, the jibun address or the building name (spaces ignored inside a word).
 */
export function searchStandInAddresses(
  { keyword, page, pageSize }: AddressQuery,
  addresses: readonly AddressSearchItem[] = STAND_IN_ADDRESSES,
) {
  const words = keyword.split(/\s+/).filter(Boolean);
  const matches = addresses.filter((item) => {
    const haystack = `${item.roadAddress} ${item.jibunAddress} ${item.buildingName}`.replace(
      /\s/g,
      '',
    );
    return words.every((word) => haystack.includes(word));
  });
  return {
    items: matches.slice((page - 1) * pageSize, page * pageSize),
    totalCount: matches.length,
    page,
    pageSize,
  };
}

/** The embedded default (PROVIDERS §8 "Stand-in"): no network, no key. */
export function createStandInAddressSearch(): AddressSearch {
  return { search: async (query) => searchStandInAddresses(query) };
}
