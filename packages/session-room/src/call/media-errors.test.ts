import { expect, it } from 'vitest';
import { mediaProblemOf } from './media-errors';
import { mediaProblemMessage } from './media-messages';

const failure = (name: string) => new DOMException('x', name);

it('names the getUserMedia failures a user can act on', () => {
  expect(mediaProblemOf(failure('NotAllowedError'), true)).toBe('denied');
  expect(mediaProblemOf(failure('PermissionDeniedError'), true)).toBe('denied');
  expect(mediaProblemOf(failure('NotFoundError'), true)).toBe('notFound');
  expect(mediaProblemOf(failure('OverconstrainedError'), true)).toBe('notFound');
  expect(mediaProblemOf(failure('NotReadableError'), true)).toBe('inUse');
  expect(mediaProblemOf(failure('NotSupportedError'), true)).toBe('unsupported');
  expect(mediaProblemOf(new Error('odd'), true)).toBe('unknown');
  expect(mediaProblemOf(failure('NotAllowedError'), false)).toBe('insecure');
});

it('says in Korean what happened and what to do, for the devices asked for', () => {
  expect(mediaProblemMessage('denied', 'both')).toBe(
    '카메라와 마이크 사용이 허용되지 않았어요. 주소창의 자물쇠 아이콘에서 권한을 허용한 뒤 다시 시도해 주세요.',
  );
  expect(mediaProblemMessage('notFound', 'microphone')).toBe(
    '마이크를 찾지 못했어요. 기기가 연결되어 있는지 확인해 주세요.',
  );
  expect(mediaProblemMessage('inUse', 'camera')).toBe(
    '다른 앱이 카메라를 쓰고 있어요. 그 앱을 닫고 다시 시도해 주세요.',
  );
});
