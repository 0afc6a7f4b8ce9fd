import {
  COUNSELING_TYPES,
  type CounselingType,
  type CounselorBrief,
  type CounselorSummary,
  counselorStatusOrDefault,
  type Image,
} from '@arcana/domain';
import { artVersion } from './art/svg-parts';
import type { SummaryRow } from './search-repository';
import type { DrawnArt } from './tables';

// Rows → the domain's answers. Pictures drawn by code are served as SVG by this feature; their
// address carries the art's version, so a changed picture is a new address and the old one can
// be cached for good.

const BASE = '/api/public/counselors';

export const portraitPath = (counselorId: number, art: DrawnArt | null) =>
  `${BASE}/${counselorId}/portrait.svg?v=${artVersion(art)}`;
export const certificateImagePath = (counselorId: number, id: number, art: DrawnArt | null) =>
  `${BASE}/${counselorId}/certificates/${id}/image.svg?v=${artVersion(art)}`;
export const galleryImagePath = (counselorId: number, id: number, art: DrawnArt | null) =>
  `${BASE}/${counselorId}/galleries/${id}/image.svg?v=${artVersion(art)}`;

/** An SVG is drawn at any width, so every size of the Image points at the same file. */
export function drawnImage(uri: string, originName: string): Image {
  return {
    fileUri: uri,
    thumbUri150: uri,
    thumbUri360: uri,
    thumbUri780: uri,
    thumbUri1600: uri,
    originName,
  };
}

/** Mean of the reviews to one decimal; null without reviews. */
export function ratingOf(ratingTotal: number, reviewCount: number): number | null {
  return reviewCount === 0 ? null : Math.round((ratingTotal * 10) / reviewCount) / 10;
}

function typesOf(values: string[]): CounselingType[] {
  return COUNSELING_TYPES.filter((type) => values.includes(type));
}

/** What a counselor brief is made of: the counselors row's fields and its upload's 360 thumb. */
export type CounselorBriefRow = {
  id: number;
  name: string | null;
  status: string;
  portrait: DrawnArt | null;
  image360: string | null;
  ratingTotal: number;
  reviewCount: number;
};

export function toCounselorBrief(row: CounselorBriefRow): CounselorBrief {
  return {
    id: row.id,
    name: row.name ?? '',
    status: counselorStatusOrDefault(row.status),
    imageUrl: row.image360 ?? portraitPath(row.id, row.portrait),
    rating: ratingOf(row.ratingTotal, row.reviewCount),
    reviewCount: row.reviewCount,
  };
}

export type CategoryRow = { id: number; slug: string; name: string; sortOrder: number };

/** The categories of these ids in their order; an id not in the list is left out. */
export function categoriesOf(ids: number[], byId: ReadonlyMap<number, CategoryRow>) {
  return ids
    .map((id) => byId.get(id))
    .filter((category) => category !== undefined)
    .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
    .map(({ id, slug, name }) => ({ id, slug, name }));
}

export function toCounselorSummary(
  row: SummaryRow,
  categories: ReadonlyMap<number, CategoryRow>,
): CounselorSummary {
  return {
    ...toCounselorBrief(row),
    level: row.level,
    introduction: row.introduction,
    careerYears: row.careerYears,
    categories: categoriesOf(row.categoryIds, categories),
    keywords: row.keywords,
    counselingTypes: typesOf(row.counselingTypes),
    minPrice: row.minPrice,
    favorite: row.favorite,
  };
}
