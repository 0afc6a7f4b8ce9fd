import type { AddressSearchItem } from '@arcana/domain';
import { AddressProviderError, type AddressSearch } from './address-search';

export type JusoConfig = {
  /** The approval key (승인키) of juso.go.kr's 검색 API. */
  confirmKey: string;
  /** https://business.juso.go.kr (a local stand-in in tests). */
  baseUrl: string;
  timeoutMs?: number;
};

type JusoRow = { roadAddr?: string; jibunAddr?: string; zipNo?: string; bdNm?: string };
type JusoAnswer = {
  results?: {
    common?: {
      errorCode?: string;
      errorMessage?: string;
      totalCount?: string;
      currentPage?: string;
      countPerPage?: string;
    };
    juso?: JusoRow[] | null;
  };
};

const toItem = (row: JusoRow): AddressSearchItem => ({
  zipCode: row.zipNo ?? '',
  roadAddress: row.roadAddr ?? '',
  jibunAddress: row.jibunAddr ?? '',
  buildingName: row.bdNm ?? '',
});

/**
 * PROVIDERS §8: `GET /addrlink/addrLinkApi.do?confmKey=&currentPage=&countPerPage=&keyword=
 * &resultType=json`. Errors come back as HTTP 200 with `errorCode` ≠ "0"; numbers are strings;
 * `juso` is null when nothing matches.
 */
export function createJusoAddressSearch(config: JusoConfig): AddressSearch {
  return {
    async search({ keyword, page, pageSize }) {
      const url = new URL('/addrlink/addrLinkApi.do', config.baseUrl);
      url.search = new URLSearchParams({
        confmKey: config.confirmKey,
        currentPage: String(page),
        countPerPage: String(pageSize),
        keyword,
        resultType: 'json',
      }).toString();
      let response: Response;
      try {
        response = await fetch(url, { signal: AbortSignal.timeout(config.timeoutMs ?? 5_000) });
      } catch (error) {
        throw new AddressProviderError('NETWORK', String(error), { cause: error });
      }
      if (!response.ok) throw new AddressProviderError(`HTTP_${response.status}`, url.pathname);
      const body = (await response.json().catch(() => null)) as JusoAnswer | null;
      const common = body?.results?.common;
      if (!common) throw new AddressProviderError('MALFORMED', 'no results.common');
      if (common.errorCode !== '0') {
        throw new AddressProviderError(common.errorCode ?? 'UNKNOWN', common.errorMessage ?? '');
      }
      return {
        items: (body?.results?.juso ?? []).map(toItem),
        totalCount: Number(common.totalCount ?? 0) || 0,
        page: Number(common.currentPage ?? page) || page,
        pageSize: Number(common.countPerPage ?? pageSize) || pageSize,
      };
    },
  };
}
