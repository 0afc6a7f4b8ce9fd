import { AppError } from '../../lib/app-error';

/** A 404 with its own code (NOTICE_NOT_FOUND, PAGE_NOT_FOUND…), so clients can branch on it. */
export const notFound = (code: string, message: string) => new AppError(404, code, message);

export const conflict = (code: string, message: string) => new AppError(409, code, message);
