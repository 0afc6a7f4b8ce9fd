import type { AddressSearchPage } from '@arcana/domain';

export type AddressQuery = { keyword: string; page: number; pageSize: number };

/** What the counselor-office feature needs of a road-address search (juso.go.kr or the stand-in). */
export type AddressSearch = {
  search(query: AddressQuery): Promise<AddressSearchPage>;
};

/**
 * The provider answered with an error (juso: `errorCode` ≠ "0", its Korean `errorMessage`) or
 * gave no usable answer; people see a Korean 502.
 */
export class AddressProviderError extends Error {
  override name = 'AddressProviderError';
  readonly providerCode: string;

  constructor(providerCode: string, detail: string, options?: { cause?: unknown }) {
    super(`address search: ${providerCode} ${detail}`.trim(), options);
    this.providerCode = providerCode;
  }
}
