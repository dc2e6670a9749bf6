import { useEffect, useState } from 'react';
import { Form } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { CsrfInput } from '../form/csrf-input.tsx';
import formStyles from '../form/form.module.css';
import { UseMyLocation } from '../geo/use-my-location.tsx';
import { LazyMap } from '../map/lazy-map.tsx';
import styles from './ad-form.module.css';
import type { AdFormProps } from './ad-form-props.ts';
import { StepNav } from './step-nav.tsx';
import { useLocationChoice } from './use-location-choice.ts';

/** Before anything is chosen the map shows the whole peninsula; a point brings it to zoom 18. */
const OVERVIEW = { centre: { lat: 40.0, lng: -4.0 }, zoom: 6 };

/**
 * Step 4: region, province and town, and the place on a map (docs/decisions/0027-map-picker.md).
 * The selects work without JavaScript (saving a province shows its towns); with it, towns load as
 * the province changes (spec §7 call 7), and the map and the selects fill each other.
 */
export function StepLocation({ ad, choices, answer }: AdFormProps) {
  const { t } = useI18n();
  const location = useLocationChoice({ ad, choices });
  const { community, province, towns, town, pin, place } = location;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const provinceError = answer?.result?.error?.province?.[0];
  const townError = answer?.result?.error?.town?.[0];
  const shown = community ? choices.communities.filter((each) => each.id === community) : choices.communities;
  const townCentre = towns.find((each) => each.slug === town);
  const view = pin
    ? { centre: pin, zoom: choices.map.zoom }
    : townCentre
      ? { centre: townCentre, zoom: choices.map.zoom }
      : OVERVIEW;

  return (
    <Form method="post" className={styles.form} noValidate>
      <CsrfInput />
      <input type="hidden" name="intent" value="location" />
      {/* Which province's towns were on screen: then "no town" is a choice, not a missed step. */}
      <input type="hidden" name="townsFor" value={towns.length > 0 ? province : ''} />
      {pin ? (
        <>
          <input type="hidden" name="lat" value={pin.lat} />
          <input type="hidden" name="lng" value={pin.lng} />
        </>
      ) : null}
      <div className={formStyles.field}>
        <label htmlFor="community" className={formStyles.label}>
          {t('posting.field.community')}
        </label>
        {/* Narrows the provinces in the browser; the server takes the region from the province. */}
        <select id="community" value={community} onChange={(event) => location.chooseCommunity(event.target.value)}>
          <option value="">{t('posting.any_community')}</option>
          {/* Spain's communities and Portugal's districts, each under its country, the reader's first. */}
          {choices.countries.map((country) => (
            <optgroup key={country.code} label={country.name}>
              {choices.communities
                .filter((each) => each.country === country.code)
                .map((each) => (
                  <option key={each.id} value={each.id}>
                    {each.name}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className={formStyles.field}>
        <label htmlFor="province" className={formStyles.label}>
          {t('posting.field.province')}
        </label>
        <select
          id="province"
          name="province"
          value={province}
          onChange={(event) => void location.chooseProvince(event.target.value)}
          aria-invalid={provinceError ? true : undefined}
          aria-describedby={provinceError ? 'province-error' : undefined}
        >
          <option value="">{t('posting.choose')}</option>
          {shown.map((each) => (
            <optgroup key={each.id} label={each.name}>
              {each.provinces.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
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
          value={town}
          onChange={(event) => location.chooseTown(event.target.value)}
          disabled={towns.length === 0}
          aria-busy={location.loading}
          aria-invalid={townError ? true : undefined}
          aria-describedby={townError ? 'town-hint town-error' : 'town-hint'}
        >
          <option value="">{towns.length === 0 ? t('posting.town_after_province') : t('posting.choose')}</option>
          {towns.map((each) => (
            <option key={each.slug} value={each.slug}>
              {each.name}
            </option>
          ))}
        </select>
        <p id="town-hint" className={formStyles.hint}>
          {t('posting.hint.town')}
        </p>
        {townError ? (
          <p id="town-error" className={formStyles.error} role="alert">
            {t(townError)}
          </p>
        ) : null}
      </div>
      {hydrated ? (
        <div className={styles.mapField}>
          <p className={formStyles.label}>{t('posting.field.map')}</p>
          <p className={formStyles.hint}>{t('posting.hint.map')}</p>
          <UseMyLocation onPlace={location.applyLocated} />
          <LazyMap
            label={t('map.picker_label')}
            settings={choices.map}
            centre={view.centre}
            zoom={view.zoom}
            marker={pin}
            markerLabel={t('map.marker')}
            onPick={(point) => void location.pickPoint(point)}
          />
          <p role="status" className={place && 'missing' in place ? formStyles.error : formStyles.hint}>
            {place && 'address' in place ? t('posting.map_place', { address: place.address }) : null}
            {place && 'missing' in place ? t('geo.nothing_near') : null}
          </p>
        </div>
      ) : null}
      <div className={formStyles.check}>
        <input
          id="exactLocation"
          type="checkbox"
          name="exactLocation"
          defaultChecked={ad?.exactLocation ?? false}
          aria-describedby="exact-location-hint"
        />
        <div>
          <label htmlFor="exactLocation">{t('posting.field.exact_location')}</label>
          <p id="exact-location-hint" className={formStyles.hint}>
            {t('posting.hint.exact_location')}
          </p>
        </div>
      </div>
      <StepNav step="location" />
    </Form>
  );
}
