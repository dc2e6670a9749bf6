import { expect, test } from 'vitest';
import { fieldsOf, fromRows, toRows } from './rows.ts';

interface Card {
  slug: string;
  price: string | null;
  cover: { base: string } | null;
  badge?: 'sold';
  distanceKm?: number;
}

const FIELDS = fieldsOf<Card>({ slug: true, price: true, cover: true, badge: true, distanceKm: true });
const cards: Card[] = [
  { slug: 'a', price: '5 €', cover: { base: '/m/a' } },
  { slug: 'b', price: null, cover: null, badge: 'sold', distanceKm: 12 },
  { slug: 'c', price: '7 €', cover: null, distanceKm: 0 },
];

test('objects of one shape travel as their values, and come back the same', () => {
  const rows = toRows(cards, FIELDS);
  expect(rows).toEqual({
    fields: ['slug', 'price', 'cover', 'badge', 'distanceKm'],
    values: [
      ['a', '5 €', { base: '/m/a' }],
      ['b', null, null, 'sold', 12],
      ['c', '7 €', null, undefined, 0],
    ],
  });
  expect(fromRows(rows)).toEqual(cards);
  // Absent optional fields stay absent (not undefined keys), nulls stay null.
  expect(Object.keys(fromRows(rows)[0] ?? {})).toEqual(['slug', 'price', 'cover']);
});

test('fields not listed are not sent', () => {
  const withId = { slug: 'a', price: null, cover: null, id: 'secret' };
  const rows = toRows<Card>([withId], FIELDS);
  expect(JSON.stringify(rows)).not.toContain('secret');
});
