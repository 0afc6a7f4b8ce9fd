import type {
  CounselorDetail,
  CounselorFaq,
  CounselorSearchPage,
  CounselorSummary,
  CursorPage,
  GalleryImage,
  ProductSummary,
} from '@arcana/domain';
import type { AppDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { type CursorQuery, cursorPage, MAX_SERIAL_ID } from '../../lib/cursor-page';
import { createFavoritesRepository } from './favorites-repository';
import { counselorMessages as m } from './messages';
import { createPageCache } from './page-cache';
import { certificatesOf, galleryOf } from './pictures';
import { createProfileRepository } from './profile-repository';
import {
  decodeSearchCursor,
  encodeSearchCursor,
  type SearchFilters,
  searchFingerprint,
} from './search-cursor';
import { createSearchRepository, keysOf, type SummaryRow } from './search-repository';
import { type CategoryRow, toCounselorSummary } from './views';

/** How long this process trusts its copy of the category list (a new id reloads it at once). */
const CATEGORY_LIST_MS = 60_000;

/** How many gallery pictures the profile shows; the rest are on the gallery page. */
export const PROFILE_GALLERY_SIZE = 6;

export type ProductsOf = (counselorId: number) => Promise<ProductSummary[]>;
/** The counselor-office feature lists a counselor's FAQs for its public profile. */
export type FaqsOf = (counselorId: number) => Promise<CounselorFaq[]>;

const notFound = () => AppError.notFound(m.notFound);

/** A path id that cannot name a row (too large for a serial) is simply unknown. */
export function checkId(id: number): number {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_SERIAL_ID) throw notFound();
  return id;
}

export function createCounselorsService({
  db,
  now,
  productsOf,
  faqsOf = () => undefined,
}: {
  db: AppDb;
  now: Clock;
  /** Filled by the products feature (through CounselorServices.useProductsOf). */
  productsOf: () => ProductsOf | undefined;
  /** Filled by the counselor-office feature (through CounselorServices.setFaqsOf). */
  faqsOf?: () => FaqsOf | undefined;
}) {
  const search = createSearchRepository(db);
  const pages = createPageCache<CounselorSearchPage>(now);

  // The category list is small and rarely changes: cards name their categories from a copy.
  let categoryList: { until: number; byId: Map<number, CategoryRow> } | undefined;
  const categoriesFor = async (rows: { categoryIds: number[] }[]) => {
    const time = now().getTime();
    const known = categoryList;
    const missing = rows.some((row) => row.categoryIds.some((id) => !known?.byId.has(id)));
    if (known && known.until > time && !missing) return known.byId;
    const all = await profiles.categories();
    categoryList = {
      until: time + CATEGORY_LIST_MS,
      byId: new Map(all.map((category) => [category.id, category])),
    };
    return categoryList.byId;
  };
  const summaries = async <T extends SummaryRow>(rows: T[]) => {
    const categories = await categoriesFor(rows);
    return rows.map((row) => toCounselorSummary(row, categories));
  };
  const profiles = createProfileRepository(db);
  const favorites = createFavoritesRepository(db);

  const searchPage = async (
    filters: SearchFilters & { cursor?: string | undefined; limit: number },
  ): Promise<CounselorSearchPage> => {
    const fingerprint = searchFingerprint(filters);
    const cursor =
      filters.cursor === undefined
        ? undefined
        : (decodeSearchCursor(filters.cursor, fingerprint) ??
          (() => {
            throw AppError.validation([{ field: 'cursor', message: m.cursor }]);
          })());
    const { q, category, type, status, sort, limit } = filters;
    const query = { q, category, type, status, sort, limit, cursor, viewerId: null };
    const { rows, total } = await search.search(query);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    const totalCount = total ?? cursor?.total ?? 0;
    return {
      content: await summaries(page),
      nextCursor:
        rows.length > limit && last
          ? encodeSearchCursor({
              keys: keysOf(last, sort),
              id: last.id,
              total: totalCount,
              search: fingerprint,
            })
          : null,
      total: totalCount,
    };
  };

  return {
    /**
     * 상담사 찾기: the page as a guest sees it (shared for a second, see page-cache.ts), then the
     * caller's favourite flags on its cards when logged in.
     */
    async search(
      filters: SearchFilters & { cursor?: string | undefined; limit: number },
      viewerId: number | null,
      fresh = false,
    ): Promise<CounselorSearchPage> {
      const { q, category, type, status, sort, limit, cursor } = filters;
      const key = JSON.stringify([q, category, type, status, sort, limit, cursor]);
      const page = await pages.get(key, () => searchPage(filters), fresh);
      if (viewerId === null || page.content.length === 0) return page;
      const kept = await favorites.amongIds(
        viewerId,
        page.content.map((counselor) => counselor.id),
      );
      return {
        ...page,
        content: page.content.map((counselor) => ({
          ...counselor,
          favorite: kept.has(counselor.id),
        })),
      };
    },

    /** A status change was heard: the cached pages show old statuses. */
    forgetSearches: () => pages.clear(),

    async detail(id: number, viewerId: number | null): Promise<CounselorDetail> {
      const row = await profiles.findListed(checkId(id), viewerId);
      if (!row) throw notFound();
      const listProducts = productsOf();
      const listFaqs = faqsOf();
      const [certificates, gallery, galleryCount, products, faqs] = await Promise.all([
        certificatesOf(db, id),
        galleryOf(db, id, PROFILE_GALLERY_SIZE),
        profiles.galleryCount(id),
        listProducts ? listProducts(id) : Promise.resolve([]),
        listFaqs ? listFaqs(id) : Promise.resolve([]),
      ]);
      return {
        ...toCounselorSummary(row, await categoriesFor([row])),
        details: row.details,
        certificates,
        gallery,
        galleryCount,
        faqs,
        products,
        favoriteCount: row.favoriteCount,
      };
    },

    async galleries(id: number): Promise<{ content: GalleryImage[] }> {
      if (!(await profiles.isListed(checkId(id)))) throw notFound();
      return { content: await galleryOf(db, id) };
    },

    async categories() {
      const all = await profiles.categories();
      return all.map(({ id, slug, name, description }) => ({ id, slug, name, description }));
    },

    async setFavorite(userId: number, counselorId: number, favorite: boolean): Promise<void> {
      if (!(await profiles.isListed(checkId(counselorId)))) throw notFound();
      if (favorite) await favorites.add(userId, counselorId);
      else await favorites.remove(userId, counselorId);
    },

    async favorites(userId: number, query: CursorQuery): Promise<CursorPage<CounselorSummary>> {
      const { rows, total } = await favorites.page(userId, query);
      return cursorPage(await summaries(rows), total, query.limit);
    },

    portraitOf: (id: number) => profiles.portraitOf(checkId(id)),
    certificateArt: (counselorId: number, id: number) =>
      profiles.certificateArt(checkId(counselorId), checkId(id)),
    galleryArt: (counselorId: number, id: number) =>
      profiles.galleryArt(checkId(counselorId), checkId(id)),
  };
}

export type CounselorsService = ReturnType<typeof createCounselorsService>;
