import { describe, expect, test } from 'vitest';
import { AD_VIDEO_MAX_BYTES } from '../../common/ads/ad-limits.ts';
import { bodyLimitFor, declaredBodyLength, FORM_BODY_MAX_BYTES, FORM_OVERHEAD_BYTES } from './body-limits.ts';

describe('body limits', () => {
  test('an upload form, in any locale, takes its files; every other path a 1 MB form', () => {
    expect(bodyLimitFor('/s/add')).toBe(AD_VIDEO_MAX_BYTES + FORM_OVERHEAD_BYTES);
    expect(bodyLimitFor('/en/s/yegua-torda-x1/edit')).toBe(AD_VIDEO_MAX_BYTES + FORM_OVERHEAD_BYTES);
    expect(bodyLimitFor('/cat/user/settings/')).toBeGreaterThan(FORM_BODY_MAX_BYTES);
    expect(bodyLimitFor('/s/yegua-torda-x1')).toBe(FORM_BODY_MAX_BYTES);
    expect(bodyLimitFor('/user/settings/change-password')).toBe(FORM_BODY_MAX_BYTES);
    expect(bodyLimitFor('/english/s/add')).toBe(FORM_BODY_MAX_BYTES);
  });

  test('a script’s submission to the page’s data URL has the page’s limit', () => {
    expect(bodyLimitFor('/en/user/settings.data')).toBe(bodyLimitFor('/en/user/settings'));
    expect(bodyLimitFor('/s/add.data')).toBe(AD_VIDEO_MAX_BYTES + FORM_OVERHEAD_BYTES);
    expect(bodyLimitFor('/user/settings/change-password.data')).toBe(FORM_BODY_MAX_BYTES);
  });

  test('a missing or malformed length is no length at all, never 0', () => {
    expect(declaredBodyLength(null)).toBeUndefined();
    expect(declaredBodyLength(undefined)).toBeUndefined();
    expect(declaredBodyLength('')).toBeUndefined();
    expect(declaredBodyLength('12, 12')).toBeUndefined();
    expect(declaredBodyLength('0')).toBe(0);
    expect(declaredBodyLength('1048577')).toBe(1_048_577);
  });
});
