import { describe, expect, test } from 'vitest';
import { readConfig } from '../../server/infra/config.ts';
import { DEFAULT_TILE_URL, isTileUrlTemplate, MAP_DEFAULT_ZOOM, mapSettings, tileOrigin } from './map-settings.ts';

describe('map settings', () => {
  test('default to OpenStreetMap tiles with their attribution, at zoom 18 (spec §9)', () => {
    const settings = mapSettings(readConfig({}));
    expect(settings.tileUrl).toBe(DEFAULT_TILE_URL);
    expect(settings.attribution).toContain('OpenStreetMap');
    expect(settings.zoom).toBe(18);
    expect(MAP_DEFAULT_ZOOM).toBe(18);
  });

  test('take the tile URL and attribution from the environment', () => {
    const settings = mapSettings(
      readConfig({ MAP_TILE_URL: 'http://127.0.0.1:3201/tiles/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: 'Test tiles' }),
    );
    expect(settings).toEqual({
      tileUrl: 'http://127.0.0.1:3201/tiles/{z}/{x}/{y}.png',
      attribution: 'Test tiles',
      zoom: 18,
    });
  });

  test('a tile URL without the placeholders stops the server, naming the variable', () => {
    expect(() => readConfig({ MAP_TILE_URL: 'https://tiles.example/map.png' })).toThrow(/MAP_TILE_URL/);
  });

  test.each([
    ['https://{s}.tile.example/{z}/{x}/{y}{r}.png', true],
    ['/tiles/{z}/{x}/{y}.png', true],
    ['http://127.0.0.1:8080/{z}/{x}/{y}.png', true],
    ['//tile.example/{z}/{x}/{y}.png', false],
    ['javascript:alert(1)//{z}{x}{y}', false],
    ['ftp://tile.example/{z}/{x}/{y}.png', false],
    ['https://tile.example/{z}/{x}.png', false],
    ['https://tile.example/{z}/{x}/{y}.png extra', false],
  ])('%s is a tile template: %s', (value, expected) => {
    expect(isTileUrlTemplate(value)).toBe(expected);
  });
});

describe('tileOrigin', () => {
  test('the template origin, {s} as a wildcard, nothing for tiles of this site', () => {
    expect(tileOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileOrigin('https://{s}.tiles.example.com:8443/{z}/{x}/{y}.png')).toBe('https://*.tiles.example.com:8443');
    expect(tileOrigin('http://127.0.0.1:40123/tiles/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:40123');
    expect(tileOrigin('/tiles/{z}/{x}/{y}.png')).toBeUndefined();
  });
});
