// /api/client/ai (login): keeping a guest's reading, the reading history, and the chats.

import {
  aiChatListSchema,
  aiChatMessageSchema,
  aiChatSendRequestSchema,
  aiReadingSchema,
  aiReadingSummarySchema,
  cursorPageSchema,
} from '@arcana/domain';
import { type Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { cursorQuerySchema } from '../../lib/cursor-page';
import { answer, errorAnswer, jsonSchemaOf } from '../../lib/openapi';
import type { ShutdownRegistry } from '../../lib/shutdown';
import { validate } from '../../lib/validate';
import type { AuthEnv } from '../../middleware/auth';
import type { AnonIds } from './anon-id';
import { liveResponse, streamAnswer } from './answer-stream';
import type { ChatsService } from './chats-service';
import type { ReadingsService } from './readings-service';

const tags = ['ai'];
const pathId = (name: string) => ({
  name,
  in: 'path' as const,
  required: true,
  schema: jsonSchemaOf(v.pipe(v.string(), v.regex(/^[0-9]+$/))),
});
const done = { description: 'Done' };
const noCharacter = errorAnswer('No such character');

type Deps = {
  readings: ReadingsService;
  chats: ChatsService;
  anonIds: AnonIds;
  shutdown: ShutdownRegistry;
};

export function clientAiRoutes({ readings, chats, anonIds, shutdown }: Deps) {
  const num = (c: Context, name: string) => Number(c.req.param(name));

  return new Hono<AuthEnv>()
    .post(
      '/readings/:id{[0-9]+}/keep',
      describeRoute({
        operationId: 'keepAiReading',
        summary: 'Keep the guest reading just seen on this device, after logging in',
        description:
          'Only with the same anonymous-id cookie as the reading and while nobody kept it; the caller’s own reading answers as is.',
        tags,
        parameters: [pathId('id')],
        responses: {
          200: answer('The reading, now the caller’s', aiReadingSchema),
          403: errorAnswer('Not the guest reading of this device (FORBIDDEN)'),
          404: errorAnswer('No such reading'),
        },
      }),
      async (c) => c.json(await readings.keep(c.get('auth').userId, anonIds.read(c), num(c, 'id'))),
    )
    .get(
      '/readings',
      describeRoute({
        operationId: 'listMyAiReadings',
        summary: 'The caller’s readings, newest first (limit, lastId)',
        tags,
        responses: {
          200: answer('A cursor page of readings', cursorPageSchema(aiReadingSummarySchema)),
        },
      }),
      validate('query', cursorQuerySchema),
      async (c) => c.json(await readings.page(c.get('auth').userId, c.req.valid('query'))),
    )
    .delete(
      '/readings/:id{[0-9]+}',
      describeRoute({
        operationId: 'deleteMyAiReading',
        summary: 'Delete one of the caller’s readings',
        tags,
        parameters: [pathId('id')],
        responses: {
          204: done,
          403: errorAnswer('Someone else’s reading (FORBIDDEN)'),
          404: errorAnswer('No such reading'),
        },
      }),
      async (c) => {
        await readings.remove(c.get('auth').userId, num(c, 'id'));
        return c.body(null, 204);
      },
    )
    .get(
      '/chats',
      describeRoute({
        operationId: 'listMyAiChats',
        summary: 'The characters the caller talked with, latest first',
        tags,
        responses: { 200: answer('One row per conversation', aiChatListSchema) },
      }),
      async (c) => c.json(await chats.list(c.get('auth').userId)),
    )
    .get(
      '/chats/:characterId{[0-9]+}/messages',
      describeRoute({
        operationId: 'listAiChatMessages',
        summary: 'The conversation with a character, newest first (lastId: older than it)',
        tags,
        parameters: [pathId('characterId')],
        responses: {
          200: answer('A cursor page of messages', cursorPageSchema(aiChatMessageSchema)),
          404: noCharacter,
        },
      }),
      validate('query', cursorQuerySchema),
      async (c) =>
        c.json(await chats.page(c.get('auth').userId, num(c, 'characterId'), c.req.valid('query'))),
    )
    .post(
      '/chats/:characterId{[0-9]+}/messages',
      describeRoute({
        operationId: 'sendAiChatMessage',
        summary: 'Send a message; the answer streams back (Server-Sent Events)',
        description:
          'Events: `user` {message} (the stored message), `delta` {text} (id = characters so far), `done` {text, completed, message}. The answer is written and stored even if the connection drops. Counts one request of the day.',
        tags,
        parameters: [pathId('characterId')],
        responses: {
          200: streamAnswer,
          404: noCharacter,
          429: errorAnswer('Over the day’s limit (DAILY_LIMIT); nothing stored'),
        },
      }),
      validate('json', aiChatSendRequestSchema),
      async (c) => {
        const sent = await chats.send(
          c.get('auth').userId,
          num(c, 'characterId'),
          c.req.valid('json').content,
        );
        return liveResponse(
          {
            c,
            shutdown,
            first: { event: 'user', data: { message: sent.userMessage } },
            doneExtra: async () => ({ message: await sent.saved }),
          },
          sent.answer,
          0,
        );
      },
    )
    .delete(
      '/chats/:characterId{[0-9]+}',
      describeRoute({
        operationId: 'deleteAiChat',
        summary: 'Delete the whole conversation with a character',
        tags,
        parameters: [pathId('characterId')],
        responses: { 204: done, 404: noCharacter },
      }),
      async (c) => {
        await chats.remove(c.get('auth').userId, num(c, 'characterId'));
        return c.body(null, 204);
      },
    );
}
