import { describe, expect, test } from 'vitest';
import { checkedItems, chooseFilterItem, filterKind, toggleFilterItem } from './filter-kind.ts';

describe('filterKind', () => {
  test('hides a filter with one item or none', () => {
    expect(filterKind(0)).toBe('hidden');
    expect(filterKind(1)).toBe('hidden');
  });
  test('shows 2 to 6 items as checkboxes', () => {
    expect(filterKind(2)).toBe('checkboxes');
    expect(filterKind(6)).toBe('checkboxes');
  });
  test('shows more than 6 items as a multi-select', () => {
    expect(filterKind(7)).toBe('multi-select');
    expect(filterKind(40)).toBe('multi-select');
  });
});

describe('toggleFilterItem', () => {
  test('choosing an item removes all', () => {
    expect(toggleFilterItem(['all'], 'yegua', true)).toEqual(['yegua']);
  });
  test('choosing a second item keeps the first', () => {
    expect(toggleFilterItem(['yegua'], 'castrado', true)).toEqual(['yegua', 'castrado']);
  });
  test('choosing all again clears the others', () => {
    expect(toggleFilterItem(['yegua', 'castrado'], 'all', true)).toEqual(['all']);
  });
  test('unticking all while it is the only choice keeps all', () => {
    expect(toggleFilterItem(['all'], 'all', false)).toEqual(['all']);
  });
  test('unticking one item keeps the rest', () => {
    expect(toggleFilterItem(['yegua', 'castrado'], 'yegua', false)).toEqual(['castrado']);
  });
  test('unticking the last item goes back to all', () => {
    expect(toggleFilterItem(['yegua'], 'yegua', false)).toEqual(['all']);
  });
});

describe('checkedItems', () => {
  test('defaults to all', () => {
    expect(checkedItems(undefined)).toEqual(['all']);
    expect(checkedItems([])).toEqual(['all']);
    expect(checkedItems(true)).toEqual(['all']);
  });
  test('keeps a saved choice', () => {
    expect(checkedItems(['yegua'])).toEqual(['yegua']);
  });
});

describe('chooseFilterItem', () => {
  test('stores a chosen item under its filter', () => {
    expect(chooseFilterItem({}, 'sexo', 'yegua', true)).toEqual({ sexo: ['yegua'] });
  });
  test('a filter back at all leaves no entry and keeps the others', () => {
    expect(chooseFilterItem({ sexo: ['yegua'], capa: ['tordo'] }, 'sexo', 'all', true)).toEqual({ capa: ['tordo'] });
    expect(chooseFilterItem({ sexo: ['yegua'] }, 'sexo', 'yegua', false)).toEqual({});
  });
});
