import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from 'react';
import { formatPrice } from '../../../common/locale/format.ts';
import type { SearchForm } from '../../../common/search/search-form.ts';
import { SEARCH_FIELD } from '../../../common/search/search-form-fields.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { PRICE_MIN, type PriceRange, parsePrice, setPriceMax, setPriceMin, stepPrice } from './price-range.ts';
import styles from './search-panel.module.css';
import { startStepperRepeat } from './stepper-repeat.ts';

type Bound = 'min' | 'max';
const NO_PRICE: PriceRange = { min: null, max: null };

/**
 * "With price", the two bounds with their steppers (spec §4, §5), and the sentence that sums them
 * up. The bounds are always editable: typing or stepping one turns "with price" on (issue 29:
 * a disabled field nobody knew how to unlock); unticking it clears them.
 */
export function PriceFields({
  id,
  currency,
  form,
  update,
}: {
  id: string;
  currency: string;
  form: SearchForm;
  update: Dispatch<SetStateAction<SearchForm>>;
}) {
  const { t, locale } = useI18n();
  const price = form.price ?? NO_PRICE;
  const enabled = form.withPrice === true;
  function set(bound: Bound, value: (range: PriceRange) => number | null) {
    update((current) => {
      const range = current.price ?? NO_PRICE;
      const next = bound === 'min' ? setPriceMin(range, value(range)) : setPriceMax(range, value(range));
      const withPrice = current.withPrice === true || next.min !== null || next.max !== null;
      return { ...current, withPrice, price: next };
    });
  }
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t('search.section.price')}</legend>
      <label className={styles.check}>
        <input
          type="checkbox"
          name={SEARCH_FIELD.withPrice}
          value="1"
          checked={enabled}
          onChange={(event) => {
            const withPrice = event.target.checked;
            // Bounds that are switched off are not kept: what the inputs show is what is searched.
            update((current) => ({ ...current, withPrice, price: withPrice ? current.price : NO_PRICE }));
          }}
        />
        <span>{t('search.with_price')}</span>
      </label>
      <div className={styles.grid}>
        {(['min', 'max'] as const).map((bound) => (
          <PriceInput
            key={bound}
            id={`${id}-price-${bound}`}
            name={bound === 'min' ? SEARCH_FIELD.priceMin : SEARCH_FIELD.priceMax}
            label={t(`search.price_${bound}`)}
            downLabel={t(`search.price_${bound}_down`)}
            upLabel={t(`search.price_${bound}_up`)}
            value={price[bound]}
            onCommit={(value) => set(bound, () => value)}
            onStep={(direction) => set(bound, (range) => stepPrice(range[bound], direction))}
          />
        ))}
      </div>
      <p className={styles.sentence} aria-live="polite">
        {enabled && price.min !== null && price.max !== null
          ? t('price.range', {
              min: formatPrice(locale, price.min, currency),
              max: formatPrice(locale, price.max, currency),
            })
          : null}
      </p>
    </fieldset>
  );
}

/**
 * A bound is typed freely and applied when the field is left or Enter is pressed, so typing
 * "3000" into max does not pull min down at "3". The steppers apply at once.
 */
function PriceInput({
  id,
  name,
  label,
  downLabel,
  upLabel,
  value,
  onCommit,
  onStep,
}: {
  id: string;
  name: string;
  label: string;
  downLabel: string;
  upLabel: string;
  value: number | null;
  onCommit: (value: number | null) => void;
  onStep: (direction: 1 | -1) => void;
}) {
  const [text, setText] = useState(value === null ? '' : String(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value === null ? '' : String(value));
  }
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);
  function release() {
    stop.current?.();
    stop.current = null;
  }
  function stepper(direction: 1 | -1, name: string, sign: string) {
    return (
      <button
        type="button"
        className={styles.stepper}
        aria-controls={id}
        onPointerDown={(event) => {
          if (event.button !== 0) return;
          release();
          stop.current = startStepperRepeat(() => onStep(direction));
        }}
        onPointerUp={release}
        onPointerLeave={release}
        onPointerCancel={release}
        // Keyboard and assistive technology activate with a click that no pointer pressed.
        onClick={(event) => event.detail === 0 && onStep(direction)}
      >
        <span aria-hidden="true">{sign}</span>
        <span className="visually-hidden">{name}</span>
      </button>
    );
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.priceRow}>
        {stepper(-1, downLabel, '−')}
        <input
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={PRICE_MIN}
          step={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => onCommit(parsePrice(text))}
          onKeyDown={(event) => event.key === 'Enter' && onCommit(parsePrice(text))}
        />
        {stepper(1, upLabel, '+')}
      </div>
    </div>
  );
}
