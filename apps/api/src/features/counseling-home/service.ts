import type { CounselingHome } from '@arcana/domain';
import type { AppDb } from '../../db/database';
import { toCounselorSummary } from '../counselors';
import { popularProducts } from '../products';
import { recentReviews } from '../reviews';
import type { HomeRepository } from './repository';

/** How much of each the 상담 home shows. */
export const HOME_LIMITS = { online: 12, popularProducts: 8, recentReviews: 6 } as const;

export function createHomeService(db: AppDb, repository: HomeRepository) {
  return {
    async home(viewerId: number | null): Promise<CounselingHome> {
      const [online, categories, products, reviews] = await Promise.all([
        repository.online(HOME_LIMITS.online, viewerId),
        repository.categories(),
        popularProducts(db, HOME_LIMITS.popularProducts),
        recentReviews(db, HOME_LIMITS.recentReviews),
      ]);
      const byId = new Map(categories.map((category) => [category.id, category]));
      return {
        online: online.online.map((row) => toCounselorSummary(row, byId)),
        onlineCount: online.onlineCount,
        categories: categories.map(({ sortOrder: _, ...category }) => category),
        popularProducts: products,
        recentReviews: reviews,
      };
    },
  };
}

export type HomeService = ReturnType<typeof createHomeService>;
