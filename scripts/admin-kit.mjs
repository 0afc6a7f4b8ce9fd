// What the `pnpm admin` commands share (admin.mjs, admin-content.mjs): errors with exit codes,
// printing, Seoul times, the api request, and reading options and Markdown files.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

/** A refusal (exit 1) or, with exit code 2, bad usage printed without the usage text. */
export class CliError extends Error {
  constructor(message, exitCode = 1) {
    super(message);
    this.exitCode = exitCode;
  }
}

/** Bad usage: exit 2, and the usage text follows the message. */
export class UsageError extends CliError {
  constructor(message) {
    super(message, 2);
    this.showUsage = true;
  }
}

export const print = (text) => process.stdout.write(`${text}\n`);
export const printError = (text) => process.stderr.write(`${text}\n`);
export const won = (amount) => `${Number(amount).toLocaleString('ko-KR')}원`;
// Written out by hand: Node builds without full ICU data print 'PM' for ko-KR.
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const seoulClock = (iso) => new Date(new Date(iso).getTime() + SEOUL_OFFSET_MS);

/** `2026. 11. 24.` in Asia/Seoul. */
export const seoulDay = (iso) => {
  const at = seoulClock(iso);
  return `${at.getUTCFullYear()}. ${at.getUTCMonth() + 1}. ${at.getUTCDate()}.`;
};

/** `2026. 11. 24. 오후 12:00` in Asia/Seoul; `-` for none. */
export const seoul = (iso) => {
  if (!iso) return '-';
  const at = seoulClock(iso);
  const hours = at.getUTCHours();
  const minutes = String(at.getUTCMinutes()).padStart(2, '0');
  return `${seoulDay(iso)} ${hours < 12 ? '오전' : '오후'} ${hours % 12 || 12}:${minutes}`;
};

export async function request(apiUrl, method, path, { token, body } = {}) {
  let response;
  try {
    response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new CliError(`API 서버(${apiUrl})에 연결할 수 없어요. 서버가 켜져 있는지 확인해 주세요.`);
  }
  const text = await response.text();
  let json;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const message = json?.message ?? '요청이 거절됐어요.';
    const details = (json?.errors ?? []).map((error) => `\n  - ${error.field}: ${error.message}`);
    throw new CliError(
      `${message} (${response.status} ${json?.code ?? ''})`.trim() + details.join(''),
    );
  }
  return json;
}

/** `--name value` or `--name=value` among the arguments; the rest stay positional. */
export function option(args, name) {
  const rest = [];
  let value;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg === `--${name}`) {
      value = args[index + 1];
      if (value === undefined) throw new UsageError(`--${name} 뒤에 값을 입력해 주세요.`);
      index += 1;
    } else if (arg.startsWith(`--${name}=`)) {
      value = arg.slice(name.length + 3);
    } else {
      rest.push(arg);
    }
  }
  return { value, rest };
}

/** Whether `--name` (no value) is among the arguments, and the arguments without it. */
export function flag(args, name) {
  return { on: args.includes(`--${name}`), rest: args.filter((arg) => arg !== `--${name}`) };
}

/** Several options at once: `{ values: { name: value }, rest }`. */
export function options(args, names) {
  const values = {};
  let rest = args;
  for (const name of names) {
    const found = option(rest, name);
    values[name] = found.value;
    rest = found.rest;
  }
  return { values, rest };
}

export function need(value, what) {
  if (!value) throw new UsageError(`${what}을(를) 입력해 주세요.`);
  return value;
}

/**
 * A Markdown body from `--text` or `--file` (exactly one). A relative file is read from where
 * `pnpm admin` was typed (INIT_CWD), not from the repository root pnpm runs the script in.
 */
export async function markdownOf({ text, file }, what) {
  if ((text === undefined) === (file === undefined)) {
    throw new UsageError(
      `${what}은(는) --text "<내용>"이나 --file <파일> 중 하나로 입력해 주세요.`,
    );
  }
  if (text !== undefined) return text;
  // biome-ignore lint/suspicious/noUndeclaredEnvVars: set by pnpm for this run, never a turbo task input
  const path = resolve(process.env.INIT_CWD || process.cwd(), file);
  try {
    return await readFile(path, 'utf8');
  } catch {
    throw new CliError(`파일을 읽을 수 없어요: ${file}`, 2);
  }
}
