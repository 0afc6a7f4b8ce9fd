import type { AdminNotice, Notice, NoticePage, NoticeRequest, NoticeSummary } from '@arcana/domain';
import type { AppDb } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { notFound } from './errors';
import { contentMessages as m } from './messages';
import { createNoticesRepository, type NoticeRow, type NoticeValues } from './notices-repository';
import { instantOf, offsetPage, pageWindow } from './paging';
import type { NoticeListQuery } from './schemas';

const toSummary = (row: NoticeRow): NoticeSummary => ({
  id: row.id,
  category: row.category as NoticeSummary['category'],
  title: row.title,
  pinned: row.pinned,
  publishedAt: row.publishedAt.toISOString(),
});

/** `publishedAt` absent keeps an edited notice where it was (a new one: now); null = now. */
const valuesOf = (request: NoticeRequest, now: Date, kept?: Date): NoticeValues => ({
  category: request.category,
  title: request.title,
  body: request.body,
  pinned: request.pinned,
  publishedAt: request.publishedAt
    ? instantOf(request.publishedAt)
    : request.publishedAt === undefined && kept
      ? kept
      : now,
});

/** 공지사항: only published ones (publishedAt ≤ now) reach the public; pinned ones lead. */
export function createNoticeService({ db, now }: { db: AppDb; now: Clock }) {
  const repository = createNoticesRepository(db);
  const toAdmin = (row: NoticeRow): AdminNotice => ({
    ...toSummary(row),
    body: row.body,
    published: row.publishedAt.getTime() <= now().getTime(),
  });

  return {
    async listNotices(query: NoticeListQuery): Promise<NoticePage> {
      const { rows, total } = await repository.page(
        { ...pageWindow(query), category: query.category },
        now(),
      );
      return offsetPage(rows.map(toSummary), total, query);
    },

    async getNotice(id: number): Promise<Notice> {
      const at = now();
      const row = await repository.findPublished(id, at);
      if (!row) throw notFound('NOTICE_NOT_FOUND', m.noticeNotFound);
      const [previous, next] = await Promise.all([
        repository.neighbour(row, 'previous', at),
        repository.neighbour(row, 'next', at),
      ]);
      return { ...toSummary(row), body: row.body, previous, next };
    },

    /** The home's notices: published, pinned first, then the newest. */
    async recentNotices(limit: number): Promise<NoticeSummary[]> {
      const { rows } = await repository.page({ offset: 0, limit }, now());
      return rows.map(toSummary);
    },

    async adminNotices(): Promise<AdminNotice[]> {
      return (await repository.all()).map(toAdmin);
    },

    async createNotice(request: NoticeRequest): Promise<AdminNotice> {
      const at = now();
      return toAdmin(await repository.insert({ ...valuesOf(request, at), createdAt: at }));
    },

    async updateNotice(id: number, request: NoticeRequest): Promise<AdminNotice> {
      const at = now();
      const existing = await repository.find(id);
      if (!existing) throw notFound('NOTICE_NOT_FOUND', m.noticeNotFound);
      const row = await repository.update(id, valuesOf(request, at, existing.publishedAt), at);
      if (!row) throw notFound('NOTICE_NOT_FOUND', m.noticeNotFound);
      return toAdmin(row);
    },

    async deleteNotice(id: number): Promise<void> {
      if (!(await repository.delete(id))) {
        throw notFound('NOTICE_NOT_FOUND', m.noticeNotFound);
      }
    },
  };
}
