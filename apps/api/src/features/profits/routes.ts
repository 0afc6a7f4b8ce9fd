import { profitSessionSchema, profitYearSchema } from '@arcana/domain';
import { type Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { AppError } from '../../lib/app-error';
import { answer, errorAnswer, jsonSchemaOf } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import type { AuthEnv } from '../../middleware/auth';
import { profitMessages as m } from './messages';
import type { ProfitsService, YearMonth } from './service';

const tags = ['counselor-office'];
const monthParameter = {
  name: 'month',
  in: 'path' as const,
  required: true,
  schema: jsonSchemaOf(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}$/))),
};
const badMonth = errorAnswer('Not a month YYYY-MM of 2000–2100 (VALIDATION_FAILED)');

const yearQuerySchema = v.object({
  year: v.optional(
    v.pipe(
      v.string(m.year),
      v.regex(/^\d{4}$/, m.year),
      v.transform(Number),
      v.minValue(2000, m.year),
      v.maxValue(2100, m.year),
    ),
  ),
});

/** 'YYYY-MM' of the path, checked; anything else is 400 on `month`. */
function monthOf(value: string): YearMonth {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  const year = Number(match?.[1]);
  const month = Number(match?.[2]);
  if (!match || year < 2000 || year > 2100 || month < 1 || month > 12) {
    throw AppError.validation([{ field: 'month', message: m.month }]);
  }
  return { year, month };
}

/**
 * /api/client/counselor/profits…: the caller's statements (DESIGN "Money"). The counselors
 * feature's COUNSELOR check guards the path.
 */
export function profitRoutes(service: ProfitsService) {
  const user = (c: Context<AuthEnv>) => c.get('auth').userId;
  return new Hono<AuthEnv>()
    .get(
      '/profits',
      describeRoute({
        operationId: 'getCounselorProfitYear',
        summary:
          'The caller’s twelve Seoul months of a year (default this year): sessions ended COMPLETED or NO_SHOW_USER, paid, refunded, fee, gross, withholding, net, payout on the 10th of the next month',
        tags,
        responses: {
          200: answer('The year', profitYearSchema),
          400: errorAnswer('year is not 2000–2100 (VALIDATION_FAILED)'),
          404: errorAnswer('No counselor profile'),
        },
      }),
      validate('query', yearQuerySchema),
      async (c) => {
        const { year } = c.req.valid('query');
        return c.json(await service.year(user(c), year ?? service.thisYear()));
      },
    )
    .get(
      '/profits/:month{[0-9]+-[0-9]+}/sessions',
      describeRoute({
        operationId: 'listCounselorProfitSessions',
        summary: 'The settled sessions of one Seoul month, earliest end first, the client masked',
        tags,
        parameters: [monthParameter],
        responses: {
          200: answer('One line per session', v.array(profitSessionSchema)),
          400: badMonth,
        },
      }),
      async (c) => c.json(await service.sessions(user(c), monthOf(c.req.param('month')))),
    )
    .get(
      '/profits/:file{[0-9]+-[0-9]+\\.csv}',
      describeRoute({
        operationId: 'downloadCounselorProfitCsv',
        summary:
          'The same month as CSV (UTF-8 with BOM, CRLF): 상담번호,종료일시,상품,고객,결제금액,환불금액,수수료,정산대상,원천징수,정산금액',
        tags,
        parameters: [{ ...monthParameter, name: 'file' }],
        responses: {
          200: {
            description: 'The statement as a file',
            content: { 'text/csv': { schema: jsonSchemaOf(v.string()) } },
          },
          400: badMonth,
        },
      }),
      async (c) => {
        const name = c.req.param('file').replace(/\.csv$/, '');
        const csv = await service.csv(user(c), monthOf(name));
        c.header('Content-Type', 'text/csv; charset=utf-8');
        c.header('Content-Disposition', `attachment; filename="arcana-profits-${name}.csv"`);
        return c.body(csv);
      },
    );
}
