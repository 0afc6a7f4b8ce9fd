// @vitest-environment jsdom
import type { AiCharacterSummary } from '@arcana/domain';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { CharacterCard } from './CharacterCard';

const luna: AiCharacterSummary = {
  id: 1,
  slug: 'luna',
  name: '루나',
  title: '달빛 인연 타로 리더',
  speciality: 'RELATIONSHIPS',
  tone: '',
  greeting: '',
  introduction: '',
  palette: ['#1B1A3A', '#C9B8FF', '#FFE9A8'],
  portraitUrl: '/api/public/ai/characters/1/portrait.svg',
  readingCount: 0,
  reviewCount: 0,
  rating: null,
  favoriteCount: 0,
};

afterEach(cleanup);

it('loads the first portraits at once, the first one first, and the rest lazily', async () => {
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <>
          {[0, 1, 2].map((position) => (
            <CharacterCard
              key={position}
              character={{ ...luna, id: position + 1, name: `루나${position}` }}
              position={position}
            />
          ))}
        </>
      ),
    }),
    history: createMemoryHistory({ initialEntries: ['/ai'] }),
  });
  render(<RouterProvider router={router} />);
  const portraits = await Promise.all(
    ['루나0의 초상', '루나1의 초상', '루나2의 초상'].map((name) =>
      screen.findByRole('img', { name }),
    ),
  );
  expect(portraits.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy']);
  expect(portraits.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null, null]);
});
