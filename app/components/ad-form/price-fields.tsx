import { type FieldMetadata, getInputProps, getSelectProps } from '@conform-to/react';
import { PRICE_TYPES } from '../../../common/ads/price-terms.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { Field } from '../form/field.tsx';
import formStyles from '../form/form.module.css';
import styles from './ad-form.module.css';

type PriceFieldName = 'price' | 'priceType' | 'priceUnit';

/**
 * The price, what kind it is (fixed, negotiable, on request) and, where the subcategory prices
 * by time or quantity, what it is for. "On request" takes no amount: with script the amount is
 * switched off; without, the server says so next to it.
 */
export function PriceFields({
  fields,
  units,
}: {
  // The details form's fields: typed loosely here, the schema in step-details.tsx types them.
  fields: Record<PriceFieldName, FieldMetadata<unknown, Record<string, unknown>, string[]>>;
  units: readonly string[];
}) {
  const { t } = useI18n();
  const onRequest = fields.priceType.value === 'on_request';
  const typeError = fields.priceType.errors?.[0];
  return (
    <div className={styles.priceBlock}>
      <div
        role="radiogroup"
        aria-label={t('posting.field.priceType')}
        className={styles.priceTypes}
        aria-describedby={typeError ? `${fields.priceType.id}-error` : undefined}
      >
        {PRICE_TYPES.map((type) => (
          <label key={type} className={styles.choice}>
            <input
              type="radio"
              name={fields.priceType.name}
              value={type}
              defaultChecked={(fields.priceType.initialValue ?? 'fixed') === type}
            />
            <span>{t(`posting.price_type.${type}`)}</span>
          </label>
        ))}
      </div>
      {typeError ? (
        <p id={`${fields.priceType.id}-error`} className={formStyles.error} role="alert">
          {t(typeError)}
        </p>
      ) : null}
      <div className={styles.grid}>
        <Field
          id={fields.price.id}
          label={t('posting.field.price')}
          errors={fields.price.errors}
          hint={t('posting.hint.price')}
        >
          <span className={styles.priceInput}>
            <input
              {...getInputProps(fields.price, { type: 'number', ariaDescribedBy: `${fields.price.id}-hint` })}
              min={1}
              step={1}
              inputMode="numeric"
              disabled={onRequest}
            />
            <span aria-hidden="true">€</span>
          </span>
        </Field>
        {units.length > 0 ? (
          <Field id={fields.priceUnit.id} label={t('posting.field.priceUnit')} errors={fields.priceUnit.errors}>
            <select {...getSelectProps(fields.priceUnit)} disabled={onRequest}>
              {units.map((unit) => (
                <option key={unit} value={unit}>
                  {t(`posting.price_unit.${unit}`)}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
      </div>
    </div>
  );
}
