import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressProviderError } from './address-search';
import { createJusoAddressSearch } from './juso-address-search';
import { searchStandInAddresses } from './stand-in-address-search';

// PROVIDERS §8: the juso adapter against a local HTTP stand-in speaking juso.go.kr's protocol —
// strings for numbers, `juso: null` when nothing matches, HTTP 200 with errorCode ≠ "0" for errors.

const KEY = 'devU01TX0FVVEgyMDI2MTEyNDE3';
const requests: URLSearchParams[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requests.push(url.searchParams);
    response.setHeader('Content-Type', 'application/json;charset=UTF-8');
    if (url.pathname !== '/addrlink/addrLinkApi.do') {
      response.statusCode = 404;
      response.end('{}');
      return;
    }
    const common = (errorCode: string, errorMessage: string, totalCount = '0') => ({
      errorCode,
      errorMessage,
      totalCount,
      currentPage: url.searchParams.get('currentPage') ?? '1',
      countPerPage: url.searchParams.get('countPerPage') ?? '10',
    });
    if (url.searchParams.get('confmKey') !== KEY) {
      response.end(
        JSON.stringify({
          results: { common: common('E0001', '승인되지 않은 KEY 입니다.'), juso: null },
        }),
      );
      return;
    }
    const page = searchStandInAddresses({
      keyword: url.searchParams.get('keyword') ?? '',
      page: Number(url.searchParams.get('currentPage')),
      pageSize: Number(url.searchParams.get('countPerPage')),
    });
    const juso = page.items.map((item) => ({
      roadAddr: item.roadAddress,
      roadAddrPart1: item.roadAddress.replace(/ \(.*\)$/, ''),
      roadAddrPart2: / (\(.*\))$/.exec(item.roadAddress)?.[1] ?? '',
      jibunAddr: item.jibunAddress,
      engAddr: '',
      zipNo: item.zipCode,
      admCd: '1111010100',
      rnMgtSn: '111103100012',
      bdMgtSn: '1111010100100770006000001',
      bdNm: item.buildingName,
      siNm: item.roadAddress.split(' ')[0],
    }));
    response.end(
      JSON.stringify({
        results: {
          common: common('0', '정상', String(page.totalCount)),
          juso: juso.length > 0 ? juso : null,
        },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('juso address search', () => {
  it('sends the documented query and reads the answer', async () => {
    const search = createJusoAddressSearch({ confirmKey: KEY, baseUrl });
    const page = await search.search({ keyword: '세종대로', page: 1, pageSize: 10 });
    expect(Object.fromEntries(requests.at(-1) ?? [])).toEqual({
      confmKey: KEY,
      currentPage: '1',
      countPerPage: '10',
      keyword: '세종대로',
      resultType: 'json',
    });
    expect(page).toEqual({
      items: [
        {
          zipCode: '03171',
          roadAddress: '서울특별시 종로구 세종대로 209 (세종로)',
          jibunAddress: '서울특별시 종로구 세종로 77-6',
          buildingName: '정부서울청사',
        },
        {
          zipCode: '04524',
          roadAddress: '서울특별시 중구 세종대로 110 (태평로1가)',
          jibunAddress: '서울특별시 중구 태평로1가 31',
          buildingName: '서울특별시청',
        },
      ],
      totalCount: 2,
      page: 1,
      pageSize: 10,
    });
  });

  it('pages with currentPage and countPerPage', async () => {
    const search = createJusoAddressSearch({ confirmKey: KEY, baseUrl });
    const page = await search.search({ keyword: '서울특별시', page: 2, pageSize: 5 });
    expect(page.totalCount).toBe(20);
    expect(page.page).toBe(2);
    expect(page.items.map((item) => item.buildingName)).toEqual([
      '국립중앙박물관',
      '명동대성당',
      '동대문디자인플라자',
      '강남파이낸스센터',
      '코엑스',
    ]);
  });

  it('answers an empty page when juso is null', async () => {
    const search = createJusoAddressSearch({ confirmKey: KEY, baseUrl });
    expect(await search.search({ keyword: '없는주소123', page: 1, pageSize: 10 })).toEqual({
      items: [],
      totalCount: 0,
      page: 1,
      pageSize: 10,
    });
  });

  it('turns errorCode ≠ "0" (HTTP 200) into an AddressProviderError with the code', async () => {
    const search = createJusoAddressSearch({ confirmKey: 'wrong-key', baseUrl });
    const error = await search
      .search({ keyword: '세종대로', page: 1, pageSize: 10 })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AddressProviderError);
    expect((error as AddressProviderError).providerCode).toBe('E0001');
    expect((error as AddressProviderError).message).toBe(
      'address search: E0001 승인되지 않은 KEY 입니다.',
    );
  });

  it('reports an unreachable server', async () => {
    const search = createJusoAddressSearch({ confirmKey: KEY, baseUrl: 'http://127.0.0.1:9' });
    const error = await search
      .search({ keyword: '세종대로', page: 1, pageSize: 10 })
      .catch((caught: unknown) => caught);
    expect((error as AddressProviderError).providerCode).toBe('NETWORK');
  });
});
