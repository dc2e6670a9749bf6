import { type Dispatch, type SetStateAction, useMemo } from 'react';
import type { PlaceView } from '../../../server/catalogue/catalogue-views.ts';
import { API_PATHS, buildApiUrl } from '../../../server/http/api-url.ts';
import { RADIUS_KM, type SearchForm } from '../../../server/search/search-form.ts';
import { SEARCH_FIELD } from '../../../server/search/search-form-fields.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { chooseCommunity, chooseProvince, chooseTown } from './search-cascade.ts';
import styles from './search-panel.module.css';
import { useRemoteList } from './use-remote-list.ts';

const pickData = (body: unknown) => (body as { data?: unknown } | null)?.data;

function provincesUrl(community: string, locale: string): string {
  return `${buildApiUrl({ base: '/api', path: API_PATHS.provincesByCommunity, params: [community] })}?locale=${locale}`;
}

/** Community → its provinces → their towns (spec §4, API calls 6 and 7), and "within N km" of the town. */
export function PlaceFields({
  id,
  communities,
  form,
  update,
  provinces: sent,
}: {
  id: string;
  communities: PlaceView[];
  form: SearchForm;
  update: Dispatch<SetStateAction<SearchForm>>;
  /** The chosen community's provinces, when the page's loader sent them. */
  provinces?: { community: string; items: PlaceView[] } | null;
}) {
  const { t, locale } = useI18n();
  const community = form.community?.slug;
  const province = form.province?.slug;
  // Kept while the page's lists are the same: a new object each render would ask again.
  const initial = useMemo(
    () => (sent ? { url: provincesUrl(sent.community, locale), items: sent.items } : null),
    [sent, locale],
  );
  const provinces = useRemoteList<PlaceView>(community ? provincesUrl(community, locale) : null, pickData, initial);
  const towns = useRemoteList<PlaceView>(
    province ? buildApiUrl({ base: '/api', path: API_PATHS.townsByProvince, params: [province] }) : null,
    pickData,
  );
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t('search.section.place')}</legend>
      <div className={styles.grid}>
        <PlaceSelect
          id={`${id}-community`}
          name={SEARCH_FIELD.community}
          label={t('search.community')}
          anyLabel={t('search.any_community')}
          options={communities}
          value={form.community ?? null}
          onChoose={(place) => update((current) => chooseCommunity(current, place))}
        />
        <PlaceSelect
          id={`${id}-province`}
          name={SEARCH_FIELD.province}
          label={t('search.province')}
          anyLabel={t('search.any_province')}
          options={provinces.items}
          value={form.province ?? null}
          disabled={!community}
          busy={provinces.loading}
          onChoose={(place) => update((current) => chooseProvince(current, place))}
        />
        <PlaceSelect
          id={`${id}-town`}
          name={SEARCH_FIELD.town}
          label={t('search.town')}
          anyLabel={t('search.any_town')}
          options={towns.items}
          value={form.town ?? null}
          disabled={!province}
          busy={towns.loading}
          onChoose={(place) => update((current) => chooseTown(current, place))}
        />
        <div className={styles.field}>
          <label htmlFor={`${id}-radius`}>{t('search.radius')}</label>
          <select
            id={`${id}-radius`}
            name={SEARCH_FIELD.radius}
            value={form.radius ?? ''}
            disabled={!form.town}
            onChange={(event) => {
              const radius = event.target.value === '' ? null : Number(event.target.value);
              update((current) => ({ ...current, radius }));
            }}
          >
            <option value="">{t('search.radius_town_only')}</option>
            {RADIUS_KM.map((km) => (
              <option key={km} value={km}>
                {t('search.radius_km', { km })}
              </option>
            ))}
          </select>
        </div>
      </div>
    </fieldset>
  );
}

function PlaceSelect({
  id,
  name,
  label,
  anyLabel,
  options,
  value,
  disabled = false,
  busy = false,
  onChoose,
}: {
  id: string;
  name: string;
  label: string;
  anyLabel: string;
  options: PlaceView[];
  value: PlaceView | null;
  disabled?: boolean;
  busy?: boolean;
  onChoose: (place: PlaceView | null) => void;
}) {
  // A search restored from its URL names the place before its list has loaded: show it meanwhile.
  const shown = value && !options.some((option) => option.slug === value.slug) ? [value, ...options] : options;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value?.slug ?? ''}
        disabled={disabled}
        aria-busy={busy || undefined}
        onChange={(event) => {
          const chosen = shown.find((option) => option.slug === event.target.value);
          onChoose(chosen ? { name: chosen.name, slug: chosen.slug } : null);
        }}
      >
        <option value="">{anyLabel}</option>
        {shown.map((option) => (
          <option key={option.slug} value={option.slug}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
