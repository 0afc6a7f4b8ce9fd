import { type CounselorProduct, counselorProductSchema, type ProductRequest } from '@arcana/domain';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { counselingQueries } from '../counseling/queries';
import { apiFetch } from '../http';
import { counselorOfficeQueries } from './profile-queries';

// The counselor's own products (GET|POST /api/client/counselor/products, PUT …/{id},
// PATCH …/{id}/enabled). Every write puts the product into the cached list and marks the
// public counseling pages stale: what users can buy changes at once.

type CallOptions = { signal?: AbortSignal };
const BASE = '/api/client/counselor/products';
const productsSchema = v.array(counselorProductSchema);

export function fetchCounselorProducts(options: CallOptions = {}): Promise<CounselorProduct[]> {
  return apiFetch(BASE, { schema: productsSchema, ...options });
}

/** Field refusals (400) are shown on the form, so the call is silent. */
export function createCounselorProduct(request: ProductRequest): Promise<CounselorProduct> {
  return apiFetch(BASE, {
    method: 'POST',
    body: request,
    schema: counselorProductSchema,
    silent: true,
  });
}

export function updateCounselorProduct(id: number, request: ProductRequest) {
  return apiFetch(`${BASE}/${id}`, {
    method: 'PUT',
    body: request,
    schema: counselorProductSchema,
    silent: true,
  });
}

export function setCounselorProductEnabled(id: number, value: boolean) {
  return apiFetch(`${BASE}/${id}/enabled`, {
    method: 'PATCH',
    body: { value },
    schema: counselorProductSchema,
  });
}

export const counselorProductQueries = {
  list: () =>
    queryOptions({
      queryKey: [...counselorOfficeQueries.all(), 'products'] as const,
      queryFn: ({ signal }) => fetchCounselorProducts({ signal }),
    }),
};

/** The changed product replaces its old self in the list (or joins it at the end). */
function productWrite<TVariables>(
  name: string,
  write: (variables: TVariables) => Promise<CounselorProduct>,
) {
  return () =>
    mutationOptions({
      mutationKey: [...counselorOfficeQueries.all(), name],
      mutationFn: write,
      onSuccess: (product, _variables, _result, { client }) => {
        client.setQueryData(counselorProductQueries.list().queryKey, (list) => {
          if (!list) return list;
          const known = list.some((each) => each.id === product.id);
          return known
            ? list.map((each) => (each.id === product.id ? product : each))
            : [...list, product];
        });
        void client.invalidateQueries({ queryKey: counselingQueries.all() });
      },
    });
}

export const counselorProductMutations = {
  create: productWrite('product-create', (request: ProductRequest) =>
    createCounselorProduct(request),
  ),
  update: productWrite(
    'product-update',
    ({ id, request }: { id: number; request: ProductRequest }) =>
      updateCounselorProduct(id, request),
  ),
  setEnabled: productWrite('product-enabled', ({ id, value }: { id: number; value: boolean }) =>
    setCounselorProductEnabled(id, value),
  ),
};
