import { describe, expect, it } from 'vitest';
import { movedOrder, parsePhotoMove } from './photo-order.ts';

describe('movedOrder', () => {
  const ids = ['a', 'b', 'c', 'd'];

  it('puts a photo first when it becomes the cover', () => {
    expect(movedOrder(ids, 'c', 'first')).toEqual(['c', 'a', 'b', 'd']);
  });

  it('moves a photo one place earlier or later, and not past either end', () => {
    expect(movedOrder(ids, 'b', 'earlier')).toEqual(['b', 'a', 'c', 'd']);
    expect(movedOrder(ids, 'b', 'later')).toEqual(['a', 'c', 'b', 'd']);
    expect(movedOrder(ids, 'a', 'earlier')).toEqual(ids);
    expect(movedOrder(ids, 'd', 'later')).toEqual(ids);
  });

  it('drops a photo at a place by number, forwards and backwards', () => {
    expect(movedOrder(ids, 'c', 0)).toEqual(['c', 'a', 'b', 'd']);
    expect(movedOrder(ids, 'a', 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(movedOrder(ids, 'a', 9)).toEqual(['b', 'c', 'd', 'a']);
  });

  it('changes nothing for a photo that is not in the list', () => {
    expect(movedOrder(ids, 'z', 0)).toEqual(ids);
  });
});

describe('parsePhotoMove', () => {
  it('reads the buttons’ directions and a drag’s place', () => {
    expect(parsePhotoMove('first', 10)).toBe('first');
    expect(parsePhotoMove('later', 10)).toBe('later');
    expect(parsePhotoMove('3', 10)).toBe(3);
    expect(parsePhotoMove('0', 10)).toBe(0);
  });

  it('refuses anything else', () => {
    for (const value of ['10', '-1', '1.5', '', ' 2', 'last', null, 2]) {
      expect(parsePhotoMove(value, 10)).toBeUndefined();
    }
  });
});
