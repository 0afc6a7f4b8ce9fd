import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { TextField } from './TextField.tsx';

it('ties the label to the input and the error to aria-describedby', () => {
  render(<TextField label="아이디" error="아이디를 입력해 주세요." autoComplete="username" />);

  const input = screen.getByLabelText('아이디');
  expect(input.getAttribute('aria-invalid')).toBe('true');
  const noteId = input.getAttribute('aria-describedby') ?? '';
  expect(document.getElementById(noteId)?.textContent).toBe('아이디를 입력해 주세요.');
});

it('shows the hint while there is no error and leaves the input valid', () => {
  render(<TextField label="비밀번호" hint="영문과 숫자를 섞어 8자 이상" />);

  const input = screen.getByLabelText('비밀번호');
  expect(input.hasAttribute('aria-invalid')).toBe(false);
  expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
    '영문과 숫자를 섞어 8자 이상',
  );
});

it('draws a labelled native checkbox with its error', () => {
  render(<Checkbox label="이용약관 동의 (필수)" error="이용약관에 동의해 주세요." />);

  const box = screen.getByRole('checkbox', { name: '이용약관 동의 (필수)' });
  expect(box.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
    '이용약관에 동의해 주세요.',
  );
});
