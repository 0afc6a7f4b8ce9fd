import {
  type EventDetail,
  type EventLink,
  type EventPage,
  type EventRequest,
  type EventSummary,
  eventPeriodOf,
  eventStateAt,
} from '@arcana/domain';
import type { AppDb } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { toImage, type Uploads } from '../uploads';
import { notFound } from './errors';
import { createEventsRepository, type EventValues, type EventWithImage } from './events-repository';
import { contentMessages as m } from './messages';
import { offsetPage, pageWindow } from './paging';
import type { EventListQuery } from './schemas';
import { EVENT_IMAGE_PURPOSE } from './upload-purposes';

export type EventServiceDeps = {
  db: AppDb;
  now: Clock;
  uploads: Pick<Uploads, 'attach' | 'detach'>;
};

/** 이벤트: the state is the period against now, never stored. */
export function createEventService({ db, now, uploads }: EventServiceDeps) {
  const repository = createEventsRepository(db);

  const toSummary = (row: EventWithImage, at: Date): EventSummary => ({
    id: row.id,
    title: row.title,
    summary: row.summary,
    image: row.image ? toImage(row.image) : null,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    state: eventStateAt(row, at),
  });
  const toDetail = (row: EventWithImage, at: Date): EventDetail => ({
    ...toSummary(row, at),
    body: row.body,
    link: (row.link as EventLink | null) ?? null,
  });

  const valuesOf = (request: EventRequest): EventValues => ({
    title: request.title,
    summary: request.summary,
    body: request.body,
    imageUploadId: request.imageUploadId,
    ...eventPeriodOf(request.startsAt, request.endsAt),
    link: request.link,
  });

  async function detail(id: number): Promise<EventDetail> {
    const row = await repository.find(id);
    if (!row) throw notFound('EVENT_NOT_FOUND', m.eventNotFound);
    return toDetail(row, now());
  }

  return {
    async listEvents(query: EventListQuery): Promise<EventPage> {
      const at = now();
      const { rows, total } = await repository.page(
        { ...pageWindow(query), state: query.state },
        at,
      );
      return offsetPage(
        rows.map((row) => toSummary(row, at)),
        total,
        query,
      );
    },

    getEvent: detail,

    /** The home's events: ongoing ones, ending soonest first. */
    async ongoingEvents(limit: number): Promise<EventSummary[]> {
      const at = now();
      const { rows } = await repository.page({ offset: 0, limit, state: 'ONGOING' }, at);
      return rows.map((row) => toSummary(row, at));
    },

    async adminEvents(): Promise<EventDetail[]> {
      const at = now();
      return (await repository.all()).map((row) => toDetail(row, at));
    },

    /** `operatorUserId` owns the image upload (someone else's: 403, unknown: 404). */
    async createEvent(request: EventRequest, operatorUserId: number): Promise<EventDetail> {
      const row = await inTransaction(db, async (tx) => {
        if (request.imageUploadId) {
          await uploads.attach(tx, {
            uploadId: request.imageUploadId,
            ownerUserId: operatorUserId,
            purpose: EVENT_IMAGE_PURPOSE,
          });
        }
        return createEventsRepository(tx).insert({ ...valuesOf(request), createdAt: now() });
      });
      return detail(row.id);
    },

    /** A replaced or removed image is deleted with its files. */
    async updateEvent(
      id: number,
      request: EventRequest,
      operatorUserId: number,
    ): Promise<EventDetail> {
      await inTransaction(db, async (tx) => {
        const events = createEventsRepository(tx);
        const existing = await events.find(id);
        if (!existing) throw notFound('EVENT_NOT_FOUND', m.eventNotFound);
        const before = existing.imageUploadId;
        const after = request.imageUploadId;
        if (after && after !== before) {
          await uploads.attach(tx, {
            uploadId: after,
            ownerUserId: operatorUserId,
            purpose: EVENT_IMAGE_PURPOSE,
          });
        }
        await events.update(id, valuesOf(request), now());
        if (before && before !== after) {
          await uploads.detach(tx, { uploadId: before, purpose: EVENT_IMAGE_PURPOSE });
        }
      });
      return detail(id);
    },

    async deleteEvent(id: number): Promise<void> {
      await inTransaction(db, async (tx) => {
        const row = await createEventsRepository(tx).delete(id);
        if (!row) throw notFound('EVENT_NOT_FOUND', m.eventNotFound);
        if (row.imageUploadId) {
          await uploads.detach(tx, { uploadId: row.imageUploadId, purpose: EVENT_IMAGE_PURPOSE });
        }
      });
    },
  };
}
