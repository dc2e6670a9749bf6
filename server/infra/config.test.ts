import { describe, expect, test } from 'vitest';
import { readConfig, showcasePagesEnabled } from './config.ts';

describe('S3 media settings', () => {
  test('are off by default: the disk store, media under /media', () => {
    const config = readConfig({});
    expect(config.S3_BUCKET).toBeUndefined();
    expect(config.S3_REGION).toBe('us-east-1');
    expect(config.S3_FORCE_PATH_STYLE).toBe(false);
    expect(config.MEDIA_PUBLIC_URL).toBeUndefined();
  });

  test('are read together, path style as a boolean, the public URL without its trailing slash', () => {
    const config = readConfig({
      S3_BUCKET: 'galope-media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      MEDIA_PUBLIC_URL: 'https://cdn.galope.example/media/',
    });
    expect(config).toMatchObject({ S3_BUCKET: 'galope-media', S3_FORCE_PATH_STYLE: true });
    expect(config.MEDIA_PUBLIC_URL).toBe('https://cdn.galope.example/media');
  });

  test('a bucket alone is enough: the SDK finds its own credentials', () => {
    expect(readConfig({ S3_BUCKET: 'galope-media' }).S3_BUCKET).toBe('galope-media');
  });

  test('stop the server with a message naming what is missing', () => {
    expect(() => readConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_BUCKET: required when S3_ENDPOINT is set/,
    );
    expect(() => readConfig({ S3_BUCKET: 'galope-media', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => readConfig({ S3_BUCKET: 'Galope_Media' })).toThrow(/S3_BUCKET: an S3 bucket name/);
    expect(() => readConfig({ S3_BUCKET: 'galope-media', S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
  });

  test('the /ziko showcase pages: on outside production, off in production unless enabled', () => {
    expect(showcasePagesEnabled(readConfig({ NODE_ENV: 'development' }))).toBe(true);
    expect(showcasePagesEnabled(readConfig({ NODE_ENV: 'test' }))).toBe(true);
    expect(showcasePagesEnabled(readConfig({}))).toBe(false);
    expect(showcasePagesEnabled(readConfig({ SHOWCASE_PAGES: 'on' }))).toBe(true);
    expect(showcasePagesEnabled(readConfig({ NODE_ENV: 'development', SHOWCASE_PAGES: 'off' }))).toBe(false);
  });
});
