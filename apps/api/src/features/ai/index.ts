// The ai feature (DESIGN "AI", "Readings are drawn on the server"): characters, preset readings,
// readings drawn on the server and answered as a stream, chats that remember, daily limits.
// Other features read readings and characters only through the functions exported here.
import type { Hono } from 'hono';
import type { AppDb } from '../../db/database';
import type { Env } from '../../env';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { ShutdownRegistry } from '../../lib/shutdown';
import type { AccessTokenCheck } from '../../middleware/auth';
import { createLlmProvider } from '../../providers/llm/create-llm-provider';
import type { LlmProvider } from '../../providers/llm/llm-provider';
import { createAnonIds } from './anon-id';
import { createChatsService } from './chats-service';
import { createAnswerRegistry } from './live-answer';
import { createReadingsService } from './readings-service';
import { clientAiRoutes } from './routes-client';
import { publicAiRoutes } from './routes-public';

export type AiDeps = {
  db: AppDb;
  env: Env;
  /** optionalLogin on the public routes reads the caller through it. */
  sessions: AccessTokenCheck;
  shutdown: ShutdownRegistry;
  logger: Logger;
  now: Clock;
  /** A model; absent, createLlmProvider(env.llm) decides (null: the offline reader answers). */
  llm?: LlmProvider | null;
};

/** /api/public/ai/… and /api/client/ai/… (characters, readings, usage, chats). */
export function mountAi(app: Hono, deps: AiDeps): void {
  const { db, env, sessions, shutdown, logger, now } = deps;
  const llm = deps.llm === undefined ? createLlmProvider(env.llm) : deps.llm;
  const anonIds = createAnonIds({ secret: env.jwtSecret, secure: env.production });
  const offlineDelayMs = env.aiOfflineDelayMs ?? 0;
  const common = { db, now, logger, shutdown, llm, offlineDelayMs };
  const readings = createReadingsService({ ...common, answers: createAnswerRegistry() });
  const chats = createChatsService(common);
  app.route('/api/public/ai', publicAiRoutes({ service: readings, sessions, anonIds, shutdown }));
  app.route('/api/client/ai', clientAiRoutes({ readings, chats, anonIds, shutdown }));
}

export { ANON_ID_COOKIE, type AnonIds, createAnonIds } from './anon-id';
export { AI_CHARACTERS, type AiCharacter, findAiCharacter } from './characters';
export { type ReadingDeck, readingDeck } from './deck';
export { mountAiReviewsAndFavorites } from './reviews-routes';
export { seedAiReviewsAndFavorites } from './reviews-seed';
export { SEEDED_SIMPLE_TAROTS, seedAi } from './seed';
export {
  characterSummaries,
  type ReadingShareData,
  readingForShare,
  toReadingCards,
} from './share-data';
export { aiCharacters, aiReadings } from './tables';
export { cardArtUrl } from './views';
