import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  fetchCounselorAddress,
  fetchCounselorBankAccount,
  fetchCounselorCertificates,
  fetchCounselorFaqs,
  fetchCounselorGallery,
  fetchCounselorNameExists,
  fetchCounselorSelf,
  searchCounselorAddress,
} from './profile-fetchers';

// Under ['me', 'counselor'] on purpose: whatever invalidates the signed-in user (login, logout)
// also drops the counselor's own data.
export const counselorOfficeQueries = {
  all: () => ['me', 'counselor'] as const,
  self: () =>
    queryOptions({
      queryKey: counselorOfficeQueries.all(),
      queryFn: ({ signal }) => fetchCounselorSelf({ signal }),
    }),
  nameExists: (name: string) =>
    queryOptions({
      queryKey: [...counselorOfficeQueries.all(), 'name-exists', name] as const,
      queryFn: ({ signal }) => fetchCounselorNameExists(name, { signal }),
      staleTime: 10_000,
    }),
  certificates: () =>
    queryOptions({
      queryKey: [...counselorOfficeQueries.all(), 'certificates'] as const,
      queryFn: ({ signal }) => fetchCounselorCertificates({ signal }),
    }),
  gallery: () =>
    queryOptions({
      queryKey: [...counselorOfficeQueries.all(), 'gallery'] as const,
      queryFn: ({ signal }) => fetchCounselorGallery({ signal }),
    }),
  faqs: () =>
    queryOptions({
      queryKey: [...counselorOfficeQueries.all(), 'faqs'] as const,
      queryFn: ({ signal }) => fetchCounselorFaqs({ signal }),
    }),
  address: () =>
    queryOptions({
      queryKey: [...counselorOfficeQueries.all(), 'address'] as const,
      queryFn: ({ signal }) => fetchCounselorAddress({ signal }),
    }),
  /** The search keeps the previous page on screen while the next one loads. */
  addressSearch: (keyword: string, page: number) =>
    queryOptions({
      queryKey: [...counselorOfficeQueries.all(), 'address-search', keyword, page] as const,
      queryFn: ({ signal }) => searchCounselorAddress(keyword, page, { signal }),
      enabled: keyword.trim().length >= 2,
      placeholderData: keepPreviousData,
      staleTime: 5 * 60_000,
      retry: false,
    }),
  bankAccount: () =>
    queryOptions({
      queryKey: [...counselorOfficeQueries.all(), 'bank-account'] as const,
      queryFn: ({ signal }) => fetchCounselorBankAccount({ signal }),
    }),
};
