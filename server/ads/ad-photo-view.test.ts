import { expect, test } from 'vitest';
import type { classifiedMedia } from '../db/tables.ts';
import { viewCardPhoto } from './ad-photo-view.ts';

const media: typeof classifiedMedia.$inferSelect = {
  id: 'photo-1',
  classifiedId: 'ad-1',
  ownerId: 'user-1',
  kind: 'photo',
  position: 0,
  status: 'ready',
  originalKey: null,
  widths: [320, 640, 768, 1024, 1280, 1536],
  width: 3000,
  height: 2000,
  placeholder: 'data:image/webp;base64,AAAA',
  videoKey: null,
  createdAt: new Date(0),
};

test("a card's cover carries its address, and its widths and placeholder only when they are not every card's", () => {
  expect(viewCardPhoto(media)).toEqual({
    base: '/media/classifieds/ad-1/photo-1',
    placeholder: 'data:image/webp;base64,AAAA',
  });
  expect(viewCardPhoto({ ...media, widths: [320, 640], placeholder: null })).toEqual({
    base: '/media/classifieds/ad-1/photo-1',
    widths: [320, 640],
  });
});

test('a cover still processing, or failed, is no cover: the card shows the placeholder image', () => {
  expect(viewCardPhoto({ ...media, status: 'processing' })).toBeNull();
  expect(viewCardPhoto({ ...media, status: 'failed' })).toBeNull();
});
