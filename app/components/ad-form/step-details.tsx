import { getFormProps, getInputProps, getTextareaProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form } from 'react-router';
import { AD_DESCRIPTION_MAX, AD_TITLE_MAX } from '../../../common/ads/ad-limits.ts';
import { detailsStepSchema } from '../../../common/ads/ad-schemas.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { CsrfInput } from '../form/csrf-input.tsx';
import { Field, FormError } from '../form/field.tsx';
import styles from './ad-form.module.css';
import type { AdFormProps } from './ad-form-props.ts';
import { FilterField } from './filter-field.tsx';
import { HorseFields } from './horse-fields.tsx';
import { PriceFields } from './price-fields.tsx';
import { StepNav } from './step-nav.tsx';

const schema = detailsStepSchema({ currentYear: new Date().getFullYear() });

/** Step 3: title, description, price, the subcategory's filters and, for horses, their papers. */
export function StepDetails({ ad, choices, answer }: AdFormProps) {
  const { t } = useI18n();
  const [form, fields] = useForm({
    lastResult: answer?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    defaultValue: {
      title: ad?.title || undefined,
      description: ad?.description || undefined,
      price: ad?.price?.toString(),
      priceType: ad?.priceType ?? 'fixed',
      priceUnit: ad?.priceUnit ?? choices.priceUnits[0],
      horseName: ad?.horseName ?? undefined,
      birthYear: ad?.birthYear?.toString(),
      heightCm: ad?.heightCm?.toString(),
      ueln: ad?.ueln ?? undefined,
      microchip: ad?.microchip ?? undefined,
      studbook: ad?.studbook ?? undefined,
      sire: ad?.sire ?? undefined,
      dam: ad?.dam ?? undefined,
      sireSire: ad?.sireSire ?? undefined,
      damSire: ad?.damSire ?? undefined,
      damDam: ad?.damDam ?? undefined,
    },
  });
  const submitted = answer?.result?.initialValue as { filters?: Record<string, string | string[]> } | undefined;
  const chosen = (slug: string) => {
    const value = submitted?.filters?.[slug] ?? ad?.filters?.[slug] ?? [];
    return Array.isArray(value) ? value : [value];
  };
  return (
    <Form method="post" className={styles.form} {...getFormProps(form)}>
      <CsrfInput />
      <input type="hidden" name="intent" value="details" />
      <FormError errors={form.errors} />
      <Field
        id={fields.title.id}
        label={t('posting.field.title')}
        errors={fields.title.errors}
        hint={t('posting.hint.title', { max: AD_TITLE_MAX })}
      >
        <input
          {...getInputProps(fields.title, { type: 'text', ariaDescribedBy: `${fields.title.id}-hint` })}
          maxLength={AD_TITLE_MAX}
        />
      </Field>
      <Field
        id={fields.description.id}
        label={t('posting.field.description')}
        errors={fields.description.errors}
        hint={t('posting.hint.description', { max: AD_DESCRIPTION_MAX })}
      >
        <textarea
          {...getTextareaProps(fields.description, { ariaDescribedBy: `${fields.description.id}-hint` })}
          rows={8}
          maxLength={AD_DESCRIPTION_MAX}
        />
      </Field>
      {choices.withPrice ? <PriceFields fields={fields} units={choices.priceUnits} /> : null}
      {choices.filters.length > 0 ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('posting.features')}</legend>
          <div className={styles.grid}>
            {choices.filters.map((filter) => (
              <FilterField key={filter.slug} filter={filter} chosen={chosen(filter.slug)} />
            ))}
          </div>
        </fieldset>
      ) : null}
      {choices.asksHorse ? <HorseFields fields={fields} isSemen={choices.isSemen} /> : null}
      <StepNav step="details" />
    </Form>
  );
}
