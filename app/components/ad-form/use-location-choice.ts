import { useMemo, useRef, useState } from 'react';
import type { AdDraftView, AdFormChoices } from '../../../server/ads/ad-form-data.ts';
import type { ReverseGeocodeAnswer } from '../../../server/geo/reverse-geocode.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { reverseGeocodePoint } from '../../lib/reverse-geocode-client.ts';
import type { LatLng } from '../map/leaflet-map.tsx';

type Town = AdFormChoices['towns'][number];

/** Towns in the reader's alphabetical order ("Bélmez" before "Bujalance"), whatever order they came in. */
function sortTowns(towns: readonly Town[], collator: Intl.Collator): Town[] {
  return [...towns].sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * The location step's state, kept in step between the selects and the map
 * (docs/decisions/0027-map-picker.md): a point on the map names its region, province and town
 * (spec §7 call 9); a chosen town moves the point to its centre; a new province or region forgets
 * the point, which would no longer belong to the town.
 */
export function useLocationChoice({ ad, choices }: { ad: AdDraftView | null; choices: AdFormChoices }) {
  const { locale } = useI18n();
  const collator = useMemo(() => new Intl.Collator(locale), [locale]);
  const communityOf = (provinceId: string) =>
    choices.communities.find((each) => each.provinces.some((province) => province.id === provinceId))?.id ?? '';
  const [community, setCommunity] = useState(() => communityOf(ad?.province ?? ''));
  const [province, setProvince] = useState(ad?.province ?? '');
  const [towns, setTowns] = useState<Town[]>(() => sortTowns(choices.towns, collator));
  const [town, setTown] = useState(ad?.town ?? '');
  const [pin, setPin] = useState<LatLng | null>(ad?.point ?? null);
  const [place, setPlace] = useState<{ address: string } | { missing: true } | null>(null);
  const [loading, setLoading] = useState(false);
  // Only the newest request may write: a slow answer for an older click must not win.
  const latest = useRef(0);

  function forgetPoint() {
    setPin(null);
    setPlace(null);
  }

  function chooseCommunity(id: string) {
    setCommunity(id);
    if (id && communityOf(province) !== id) void chooseProvince('');
  }

  async function chooseProvince(id: string) {
    const request = ++latest.current;
    setProvince(id);
    if (id) setCommunity(communityOf(id));
    setTowns([]);
    setTown('');
    forgetPoint();
    const slug = choices.communities.flatMap((each) => each.provinces).find((each) => each.id === id)?.slug;
    if (!slug) return;
    setLoading(true);
    try {
      const response = await fetch(`/api/towns-by-province/${encodeURIComponent(slug)}`);
      const body = (await response.json()) as { data: Town[] };
      // The API lists them in the database's order, which puts accented letters last.
      if (request === latest.current) setTowns(sortTowns(body.data, collator));
    } catch {
      // Spec §7 call 7: a failure is an empty list; saving the province still shows the towns.
    } finally {
      if (request === latest.current) setLoading(false);
    }
  }

  function chooseTown(slug: string) {
    latest.current++;
    setTown(slug);
    setPlace(null);
    const chosen = towns.find((each) => each.slug === slug);
    setPin(chosen ? { lat: chosen.lat, lng: chosen.lng } : null);
  }

  /** A place from call 9 fills the three selects, with the answer's town list. */
  function applyAnswer(point: LatLng, answer: ReverseGeocodeAnswer) {
    const { country, province: matched, town: matchedTown } = answer.matched_location;
    const provinceId = choices.communities
      .flatMap((each) => each.provinces)
      .find((each) => each.slug === matched.slug && each.id.startsWith(`${country.code}.`))?.id;
    if (!provinceId) return forgetPoint();
    setCommunity(communityOf(provinceId));
    setProvince(provinceId);
    setTowns(sortTowns(answer.towns, collator));
    setTown(matchedTown.slug);
    setPin(point);
    setPlace({ address: answer.google_location.full_address });
  }

  /** A click or a dragged marker: the point first, then the place it lies in, or nothing. */
  async function pickPoint(point: LatLng) {
    const request = ++latest.current;
    setPin(point);
    setLoading(true);
    const answer = await reverseGeocodePoint(locale, point);
    if (request !== latest.current) return;
    setLoading(false);
    if (answer) applyAnswer(point, answer);
    else {
      // Spec §7 call 9: on failure the map's state is cleared.
      setPin(null);
      setPlace({ missing: true });
    }
  }

  function applyLocated(located: (LatLng & { answer: ReverseGeocodeAnswer }) | null) {
    latest.current++;
    if (located) applyAnswer({ lat: located.lat, lng: located.lng }, located.answer);
    // The button says where it found, or why not: no second message under the map.
    setPlace(null);
    if (!located) setPin(null);
  }

  return {
    community,
    province,
    towns,
    town,
    pin,
    place,
    loading,
    chooseCommunity,
    chooseProvince,
    chooseTown,
    pickPoint,
    applyLocated,
  };
}
