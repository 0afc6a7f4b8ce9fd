import { imageSrc } from '@arcana/domain';
import { expect, it } from 'vitest';
import { initialsOf, PROFILE_DISPLAY_WIDTH } from './profile-image';

const image = {
  fileUri: '/api/public/files/a.png',
  thumbUri150: '/api/public/files/a-150.webp',
  thumbUri360: '/api/public/files/a-360.webp',
  thumbUri780: '/api/public/files/a-780.webp',
  thumbUri1600: '/api/public/files/a-1600.webp',
  originName: 'me.png',
};

it('draws the profile picture from thumbUri360, the smallest stored size covering 300 px', () => {
  expect(PROFILE_DISPLAY_WIDTH).toBe(300);
  expect(imageSrc(image, { displayWidth: PROFILE_DISPLAY_WIDTH })).toBe(
    '/api/public/files/a-360.webp',
  );
});

it('uses up to two letters of a one-word display name', () => {
  expect(initialsOf('데모')).toBe('데모');
  expect(initialsOf('별빛 상담사')).toBe('별상');
  expect(initialsOf('아르카나')).toBe('아르');
});

it('uses the first letter of the first two words, upper-cased', () => {
  expect(initialsOf('sky lee')).toBe('SL');
});

it('shows a question mark for an empty name', () => {
  expect(initialsOf('  ')).toBe('?');
});
