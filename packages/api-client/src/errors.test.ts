import { describe, expect, it } from 'vitest';
import { ApiError, toastMessageOf } from './errors';

describe('toastMessageOf', () => {
  it('reads "{field} 오류: {message}" from the first field error', () => {
    const error = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: '입력값을 확인해 주세요.',
      errors: [
        { field: 'mobile', message: '휴대전화번호를 확인해 주세요.' },
        { field: 'name', message: '이름을 입력해 주세요.' },
      ],
    });

    expect(toastMessageOf(error)).toBe('mobile 오류: 휴대전화번호를 확인해 주세요.');
  });

  it('reads the message when the error carries no list', () => {
    const error = new ApiError({ status: 409, code: 'CONFLICT', message: '이미 있는 아이디예요.' });

    expect(toastMessageOf(error)).toBe('이미 있는 아이디예요.');
  });

  it('falls back to a Korean message for anything without a message', () => {
    expect(toastMessageOf(null)).toBe('요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요.');
  });
});
