// /api/public/ai: characters, presets, the caller's usage, and readings (no login needed; a
// guest is known by the signed anonymous-id cookie, a logged-in caller through optionalLogin).

import {
  aiCharacterDetailSchema,
  aiCharacterListSchema,
  aiReadingPicksRequestSchema,
  aiReadingSchema,
  aiReadingStartRequestSchema,
  aiReadingStartSchema,
  aiSimpleTarotListSchema,
  aiSimpleTarotSchema,
  aiUsageSchema,
  characterPortraitSvg,
} from '@arcana/domain';
import { type Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { answer, errorAnswer, jsonSchemaOf } from '../../lib/openapi';
import type { ShutdownRegistry } from '../../lib/shutdown';
import { validate } from '../../lib/validate';
import { type AccessTokenCheck, optionalLogin, type ViewerEnv } from '../../middleware/auth';
import type { AnonIds } from './anon-id';
import {
  liveResponse,
  replayResponse,
  resumeOffset,
  resumeParameters,
  streamAnswer,
} from './answer-stream';
import type { Caller, ReadingsService } from './readings-service';

const tags = ['ai'];
const idParameter = {
  name: 'id',
  in: 'path' as const,
  required: true,
  schema: jsonSchemaOf(v.pipe(v.string(), v.regex(/^[0-9]+$/))),
};
const noCharacter = errorAnswer('No such character');
const noReading = errorAnswer("No such reading, or not the caller's (never told apart)");
const portraitCache = 'public, max-age=86400';

type Deps = {
  service: ReadingsService;
  sessions: AccessTokenCheck;
  anonIds: AnonIds;
  shutdown: ShutdownRegistry;
};

export function publicAiRoutes({ service, sessions, anonIds, shutdown }: Deps) {
  const id = (c: Context) => Number(c.req.param('id'));
  /** The logged-in user, else the guest's cookie (issued when `issue` and missing). */
  const callerOf = (c: Context<ViewerEnv>, issue: boolean): Caller => {
    const viewer = c.get('viewer');
    if (viewer) return { userId: viewer.userId, anonId: anonIds.read(c) };
    return { userId: null, anonId: issue ? anonIds.ensure(c) : anonIds.read(c) };
  };

  return new Hono<ViewerEnv>()
    .use('*', optionalLogin(sessions))
    .get(
      '/characters',
      describeRoute({
        operationId: 'listAiCharacters',
        summary: 'The AI tarot characters in their order',
        tags,
        responses: { 200: answer('Every character with its counts', aiCharacterListSchema) },
      }),
      async (c) => c.json(await service.listCharacters()),
    )
    .get(
      '/characters/:id{[0-9]+}',
      describeRoute({
        operationId: 'getAiCharacter',
        summary: 'One character with its preset readings',
        tags,
        parameters: [idParameter],
        responses: {
          200: answer('The character and its simple tarots', aiCharacterDetailSchema),
          404: noCharacter,
        },
      }),
      async (c) => c.json(await service.character(id(c))),
    )
    .get(
      '/characters/:id{[0-9]+}/portrait.svg',
      describeRoute({
        operationId: 'getAiCharacterPortrait',
        summary: 'The character’s portrait, drawn by code',
        tags,
        parameters: [idParameter],
        responses: {
          200: {
            description: 'image/svg+xml, cacheable for a day',
            content: { 'image/svg+xml': { schema: jsonSchemaOf(v.string()) } },
          },
          404: noCharacter,
        },
      }),
      async (c) => {
        const row = await service.characterRow(id(c));
        c.header('Content-Type', 'image/svg+xml; charset=utf-8');
        c.header('Cache-Control', portraitCache);
        return c.body(characterPortraitSvg(row));
      },
    )
    .get(
      '/simple-tarots',
      describeRoute({
        operationId: 'listAiSimpleTarots',
        summary: 'The one-tap preset readings (오늘의 운세, 예/아니오, 연애운…)',
        tags,
        responses: { 200: answer('Every preset with its character', aiSimpleTarotListSchema) },
      }),
      async (c) => c.json(await service.listSimpleTarots()),
    )
    .get(
      '/simple-tarots/:id{[0-9]+}',
      describeRoute({
        operationId: 'getAiSimpleTarot',
        summary: 'One preset reading',
        tags,
        parameters: [idParameter],
        responses: {
          200: answer('The preset and its character', aiSimpleTarotSchema),
          404: errorAnswer('No such preset'),
        },
      }),
      async (c) => c.json(await service.simpleTarot(id(c))),
    )
    .get(
      '/usage',
      describeRoute({
        operationId: 'getAiUsage',
        summary: 'How many AI requests the caller has left today (Asia/Seoul)',
        description: 'A guest without the anonymous-id cookie gets one (signed, httpOnly).',
        tags,
        responses: { 200: answer('Limit, used, remaining, day', aiUsageSchema) },
      }),
      async (c) => {
        const caller = callerOf(c, true);
        const requester =
          caller.userId !== null ? { userId: caller.userId } : { anonId: caller.anonId as string };
        return c.json(await service.usage(requester));
      },
    )
    .post(
      '/readings',
      describeRoute({
        operationId: 'startAiReading',
        summary: 'Start a reading: the server shuffles and keeps the deck',
        description:
          'Counts one request of the day. A question of self-harm gets kind CRISIS (the caring answer), nothing drawn and nothing counted.',
        tags,
        responses: {
          201: answer('DRAWN (pick from deckSize face-down cards) or CRISIS', aiReadingStartSchema),
          404: errorAnswer('No such character or preset'),
          429: errorAnswer('Over the day’s limit (DAILY_LIMIT); nothing drawn'),
        },
      }),
      validate('json', aiReadingStartRequestSchema),
      async (c) => {
        const started = await service.start(callerOf(c, true), c.req.valid('json'));
        return c.json(started, 201);
      },
    )
    .post(
      '/readings/:id{[0-9]+}/picks',
      describeRoute({
        operationId: 'pickAiReadingCards',
        summary: 'Pick cards: positions in the hidden order, one per spread position',
        tags,
        parameters: [idParameter],
        responses: {
          200: answer('The reading, PICKED, with its cards', aiReadingSchema),
          400: errorAnswer(
            'Wrong count, a position outside the deck, or one twice (INVALID_PICKS)',
          ),
          404: noReading,
          409: errorAnswer('Already picked (ALREADY_PICKED)'),
        },
      }),
      validate('json', aiReadingPicksRequestSchema),
      async (c) =>
        c.json(await service.pick(callerOf(c, false), id(c), c.req.valid('json').positions)),
    )
    .get(
      '/readings/:id{[0-9]+}/answer',
      describeRoute({
        operationId: 'streamAiReadingAnswer',
        summary: 'The reading’s answer as Server-Sent Events, written once and saved whole',
        tags,
        parameters: [idParameter, ...resumeParameters],
        responses: {
          200: streamAnswer,
          404: noReading,
          409: errorAnswer('No cards picked yet (NOT_PICKED)'),
        },
      }),
      async (c) => {
        const source = await service.answer(callerOf(c, false), id(c));
        const from = resumeOffset(c);
        return source.kind === 'saved'
          ? replayResponse({ c, shutdown }, source.text, source.completed, from)
          : liveResponse({ c, shutdown }, source.answer, from);
      },
    )
    .get(
      '/readings/:id{[0-9]+}',
      describeRoute({
        operationId: 'getAiReading',
        summary: 'One reading, for its owner (the user, or the guest of the same cookie)',
        tags,
        parameters: [idParameter],
        responses: { 200: answer('The reading', aiReadingSchema), 404: noReading },
      }),
      async (c) => c.json(await service.read(callerOf(c, false), id(c))),
    );
}
