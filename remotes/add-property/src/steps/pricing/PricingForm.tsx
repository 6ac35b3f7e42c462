import { Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { $addPropertyDraft } from 'shared/drafts';
import { formatPrice } from 'shared/format';
import { useVocabulary } from 'shared/i18n/vocabulary';
import { WizardLayout } from '../../wizard';
import { NumberField, Row } from '../fields';
import {
  check,
  type FieldErrors,
  fieldId,
  focusFirstInvalid,
  loadSchemas,
  placeRefusal,
} from '../form';
import { useSaveStep } from '../useSaveStep';
import { useStepForm } from '../useStepForm';
import { pricingTexts as texts } from './i18n';
import {
  type PricingForm as Form,
  PRICING_FIELD_ORDER,
  type PricingField,
  pricedArea,
  pricePerSqft,
  pricingCandidate,
  pricingFieldOf,
  pricingFormFrom,
  rupeesOf,
} from './model';

const STEP = 'pricing';
const id = (field: string) => fieldId(STEP, field);

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  words: {
    margin: 0,
    minHeight: tokens.lineHeightBase400,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  note: { margin: 0, color: tokens.colorNeutralForeground2 },
  alert: { color: tokens.colorPaletteRedForeground1 },
});

/** Step 5: the price (or rent, deposit and maintenance), in figures and in words. */
export function PricingForm() {
  const styles = useStyles();
  const t = texts.useT();
  const v = useVocabulary();
  const draft = useUnit($addPropertyDraft);
  const basic = draft.basicDetails.data;
  const isRental = basic?.listingType === 'rent';
  const { form, setForm, dirty } = useStepForm(draft.pricingDetails.data, pricingFormFrom);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { saveSection, refusal } = useSaveStep((server) =>
    placeRefusal(STEP, PRICING_FIELD_ORDER, server, setErrors),
  );
  const update = (patch: Partial<Form>) => setForm((previous) => ({ ...previous, ...patch }));
  const error = (field: PricingField) => errors[field];

  const price = rupeesOf(form.price);
  const area = pricedArea(basic);
  const perSqft = pricePerSqft(price, area?.sqft ?? null);
  const inWords =
    price !== null && Number.isFinite(price) && price > 0
      ? t(isRental ? 'pricing.inWordsRent' : 'pricing.inWords', {
          amount: formatPrice(price, v.language),
        })
      : '';

  const onNext = async () => {
    const schemas = await loadSchemas();
    const result = check(schemas.pricingDetails, pricingCandidate(form, isRental));
    if (!result.ok) {
      const found: FieldErrors = {};
      for (const path of result.fields) {
        const field = pricingFieldOf(path);
        found[field] ??= t(`pricing.error.${field}`);
      }
      setErrors(found);
      focusFirstInvalid(STEP, PRICING_FIELD_ORDER, found);
      return false;
    }
    setErrors({});
    return saveSection({ section: 'pricingDetails', data: result.data });
  };

  return (
    <WizardLayout step={4} onNext={onNext} dirty={dirty} nextLabel={t('pricing.next')}>
      <div className={styles.form}>
        <NumberField
          id={id('price')}
          label={isRental ? t('pricing.rent') : t('pricing.price')}
          required
          value={form.price}
          onChange={(value) => update({ price: value })}
          error={error('price')}
        />
        {/* Read as the owner types, so an extra zero is heard before publishing. */}
        <p className={styles.words} aria-live="polite" aria-atomic="true">
          {inWords}
        </p>
        {perSqft !== null && area && (
          <p className={styles.note}>
            {t('pricing.perSqft', {
              value: v.perSqft(perSqft) ?? '',
              area: v.area(Math.round(area.sqft)) ?? '',
              kind: v.label('areaKind', area.kind),
            })}
          </p>
        )}
        <Row>
          {isRental && (
            <NumberField
              id={id('deposit')}
              label={t('pricing.deposit')}
              value={form.deposit}
              onChange={(deposit) => update({ deposit })}
              error={error('deposit')}
              hint={
                rupeesOf(form.deposit)
                  ? t('pricing.amount', { amount: formatPrice(rupeesOf(form.deposit), v.language) })
                  : undefined
              }
            />
          )}
          <NumberField
            id={id('maintenanceMonthly')}
            label={t('pricing.maintenance')}
            value={form.maintenanceMonthly}
            onChange={(maintenanceMonthly) => update({ maintenanceMonthly })}
            error={error('maintenanceMonthly')}
          />
        </Row>
        <Checkbox
          id={id('negotiable')}
          label={t('pricing.negotiable')}
          checked={form.negotiable}
          onChange={(_, data) => update({ negotiable: data.checked === true })}
        />
        {refusal && (
          <p role="alert" className={styles.alert}>
            {refusal}
          </p>
        )}
      </div>
    </WizardLayout>
  );
}
