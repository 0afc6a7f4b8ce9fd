import { expect, it } from 'vitest';
import { VALIDATION_RULES, validationMessage } from './validation-messages';

it('has a Korean default for every rule of SPEC §5', () => {
  expect(VALIDATION_RULES.length).toBe(12);
  expect(validationMessage('required')).toBe('필수 입력 항목이에요.');
  expect(validationMessage('email')).toBe('이메일 형식이 올바르지 않아요.');
  expect(validationMessage('number')).toBe('숫자만 입력해 주세요.');
  expect(validationMessage('integer')).toBe('정수만 입력해 주세요.');
  expect(validationMessage('uppercase')).toBe('영문 대문자만 입력해 주세요.');
  expect(validationMessage('maxLength', { max: 20 })).toBe('20자 이하로 입력해 주세요.');
  expect(validationMessage('minLength', { min: 8 })).toBe('8자 이상 입력해 주세요.');
  expect(validationMessage('length', { length: 6 })).toBe('6자로 입력해 주세요.');
  expect(validationMessage('excluded', { characters: '<>' })).toBe('<> 문자는 사용할 수 없어요.');
  expect(validationMessage('pickAtLeastOne')).toBe('하나 이상 선택해 주세요.');
  expect(validationMessage('notEmpty')).toBe('비어 있을 수 없어요.');
  expect(validationMessage('pattern')).toBe('형식이 올바르지 않아요.');
});
