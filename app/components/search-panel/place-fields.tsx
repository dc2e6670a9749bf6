import { type Dispatch, type SetStateAction, useMemo, useState } from 'react';
import { NEAR_PROVINCE_COOKIE } from '../../../common/geo/near-province.ts';
import { API_PATHS, buildApiUrl } from '../../../common/http/api-url.ts';
import { RADIUS_KM, type SearchForm } from '../../../common/search/search-form.ts';
import { SEARCH_FIELD } from '../../../common/search/search-form-fields.ts';
import type { PlaceView } from '../../../server/catalogue/catalogue-views.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { geolocationErrorKey, locateVisitor } from '../../lib/geolocation.ts';
import { reverseGeocodePoint } from '../../lib/reverse-geocode-client.ts';
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
      <NearMe update={update} />
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

/** Radius given to "near me" when the search had none. */
const NEAR_ME_KM = 25;

/**
 * "Near me" (issue 29): the browser's position, asked when pressed, reverse-geocoded offline
 * (spec §7 call 9) to its town, which becomes the radius centre; results then sort nearest first.
 * The province is remembered (a first-party cookie) for the home page's "Newest near you".
 */
function NearMe({ update }: { update: Dispatch<SetStateAction<SearchForm>> }) {
  const { t, locale } = useI18n();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  async function locate() {
    setState({ busy: true, error: null });
    try {
      const answer = await reverseGeocodePoint(locale, await locateVisitor());
      if (!answer) return setState({ busy: false, error: t('search.near_me_none') });
      const { community, province, town } = answer.matched_location;
      // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, read by the server
      document.cookie = `${NEAR_PROVINCE_COOKIE}=${province.slug}; Path=/; Max-Age=2592000; SameSite=Lax`;
      update((current) => ({
        ...current,
        community: { name: community.name, slug: community.slug },
        province: { name: province.name, slug: province.slug },
        town: { name: town.name, slug: town.slug },
        radius: current.radius ?? NEAR_ME_KM,
      }));
      setState({ busy: false, error: null });
    } catch (code) {
      setState({ busy: false, error: t(geolocationErrorKey(typeof code === 'number' ? code : 0)) });
    }
  }
  return (
    <div className={styles.nearMe}>
      <button type="button" className="button" onClick={locate} aria-busy={state.busy || undefined}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 2v4M12 18v4M2 12h4M18 12h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {t('search.near_me')}
      </button>
      {state.error ? (
        <p className={styles.hint} role="status">
          {state.error}
        </p>
      ) : null}
    </div>
  );
}
