import { describe, expect, test } from 'vitest';
import { readConfig, showcasePagesEnabled } from './config.ts';
import { publicOrigin } from './public-origin.ts';

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

describe('the public origin', () => {
  const external = 'postgres://galope@db.internal:5432/galope';

  test('is http://localhost:$PORT on the embedded database, with no configuration', () => {
    expect(publicOrigin(readConfig({}))).toBe('http://localhost:3000');
    expect(publicOrigin(readConfig({ PORT: '8080', NODE_ENV: 'production' }))).toBe('http://localhost:8080');
  });

  test('is PUBLIC_URL when set, without its trailing slash', () => {
    expect(publicOrigin(readConfig({ PUBLIC_URL: 'https://www.galope.example/' }))).toBe('https://www.galope.example');
    expect(publicOrigin(readConfig({ PUBLIC_URL: 'http://127.0.0.1:8080' }))).toBe('http://127.0.0.1:8080');
  });

  test('PUBLIC_URL is required with an external database in production, named in the start-up error', () => {
    expect(() => readConfig({ DATABASE_URL: external })).toThrow(/PUBLIC_URL: required when DATABASE_URL is set/);
    expect(() => readConfig({ DATABASE_URL: external, NODE_ENV: 'production' })).toThrow(/PUBLIC_URL/);
    expect(publicOrigin(readConfig({ DATABASE_URL: external, PUBLIC_URL: 'https://www.galope.example' }))).toBe(
      'https://www.galope.example',
    );
  });

  test('development and tests on an external database fall back like the embedded start', () => {
    expect(publicOrigin(readConfig({ DATABASE_URL: external, NODE_ENV: 'development' }))).toBe('http://localhost:3000');
    expect(publicOrigin(readConfig({ DATABASE_URL: external, NODE_ENV: 'test' }))).toBe('http://localhost:3000');
  });

  test('PUBLIC_URL must be a bare http(s) origin', () => {
    expect(() => readConfig({ PUBLIC_URL: 'www.galope.example' })).toThrow(/PUBLIC_URL/);
    expect(() => readConfig({ PUBLIC_URL: 'ftp://www.galope.example' })).toThrow(/PUBLIC_URL: an http\(s\) origin/);
    expect(() => readConfig({ PUBLIC_URL: 'https://www.galope.example/es' })).toThrow(/PUBLIC_URL: an origin only/);
    expect(() => readConfig({ PUBLIC_URL: 'https://www.galope.example/?a=1' })).toThrow(/PUBLIC_URL: an origin only/);
  });
});

describe('TRUST_PROXY', () => {
  test('is loopback by default', () => {
    expect(readConfig({}).TRUST_PROXY).toEqual(['loopback']);
  });

  test("takes Express's trust proxy values", () => {
    expect(readConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(readConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(readConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8, fd00::/8, 192.168.1.7' }).TRUST_PROXY).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::/8',
      '192.168.1.7',
    ]);
  });

  test('stops the server on anything else', () => {
    for (const value of ['yes', '10.0.0.0/33', 'fd00::/129', 'proxy.internal', '10.0.0.1/8/8', '1.2.3']) {
      expect(() => readConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('the process environment', () => {
  test('is parsed once and parsed again only when one of its settings changes', () => {
    const before = process.env.MAIL_FROM;
    try {
      const first = readConfig();
      expect(readConfig()).toBe(first);
      process.env.MAIL_FROM = 'Galope tests <tests@galope.test>';
      const changed = readConfig();
      expect(changed).not.toBe(first);
      expect(changed.MAIL_FROM).toBe('Galope tests <tests@galope.test>');
      expect(readConfig()).toBe(changed);
      expect(Object.isFrozen(changed)).toBe(true);
    } finally {
      if (before === undefined) delete process.env.MAIL_FROM;
      else process.env.MAIL_FROM = before;
    }
  });
});
