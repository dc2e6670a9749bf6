import { useState } from 'react';
import { Form } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { CsrfInput } from '../form/csrf-input.tsx';
import formStyles from '../form/form.module.css';
import styles from './ad-form.module.css';
import type { AdFormProps } from './ad-form.tsx';
import { StepNav } from './step-nav.tsx';

/**
 * Step 4: the province (grouped by community) and the town. With JavaScript the towns load as
 * soon as a province is chosen (spec §7 call 7); without it, saving the province shows them.
 */
export function StepLocation({ ad, choices, answer }: AdFormProps) {
  const { t } = useI18n();
  const [province, setProvince] = useState(ad?.province ?? '');
  const [towns, setTowns] = useState(choices.towns);
  const [loading, setLoading] = useState(false);
  const provinceError = answer?.result?.error?.province?.[0];
  const townError = answer?.result?.error?.town?.[0];
  const slugOf = (id: string) =>
    choices.communities.flatMap((each) => each.provinces).find((each) => each.id === id)?.slug;

  async function chooseProvince(id: string) {
    setProvince(id);
    setTowns([]);
    const slug = slugOf(id);
    if (!slug) return;
    setLoading(true);
    try {
      const response = await fetch(`/api/towns-by-province/${encodeURIComponent(slug)}`);
      const body = (await response.json()) as { data: { slug: string; name: string }[] };
      setTowns(body.data);
    } catch {
      // Spec §7 call 7: a failure is an empty list; saving the province still shows the towns.
      setTowns([]);
    } finally {
      setLoading(false);
    }
  }

  return (
    <Form method="post" className={styles.form} noValidate>
      <CsrfInput />
      <input type="hidden" name="intent" value="location" />
      {/* Which province's towns were on screen: then "no town" is a choice, not a missed step. */}
      <input type="hidden" name="townsFor" value={towns.length > 0 ? province : ''} />
      <div className={formStyles.field}>
        <label htmlFor="province" className={formStyles.label}>
          {t('posting.field.province')}
        </label>
        <select
          id="province"
          name="province"
          value={province}
          onChange={(event) => void chooseProvince(event.target.value)}
          aria-invalid={provinceError ? true : undefined}
          aria-describedby={provinceError ? 'province-error' : undefined}
        >
          <option value="">{t('posting.choose')}</option>
          {choices.communities.map((community) => (
            <optgroup key={community.name} label={community.name}>
              {community.provinces.map((each) => (
                <option key={each.id} value={each.id}>
                  {each.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        {provinceError ? (
          <p id="province-error" className={formStyles.error} role="alert">
            {t(provinceError)}
          </p>
        ) : null}
      </div>
      <div className={formStyles.field}>
        <label htmlFor="town" className={formStyles.label}>
          {t('posting.field.town')}
        </label>
        <select
          id="town"
          name="town"
          defaultValue={ad?.province === province ? (ad?.town ?? '') : ''}
          key={`${province}-${towns.length}`}
          disabled={towns.length === 0}
          aria-busy={loading}
          aria-describedby="town-hint"
        >
          <option value="">{towns.length === 0 ? t('posting.town_after_province') : t('posting.choose')}</option>
          {towns.map((town) => (
            <option key={town.slug} value={town.slug}>
              {town.name}
            </option>
          ))}
        </select>
        <p id="town-hint" className={formStyles.hint}>
          {t('posting.hint.town')}
        </p>
        {townError ? (
          <p className={formStyles.error} role="alert">
            {t(townError)}
          </p>
        ) : null}
      </div>
      <StepNav step="location" />
    </Form>
  );
}
