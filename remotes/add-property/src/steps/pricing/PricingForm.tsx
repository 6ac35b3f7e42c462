import { Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { $addPropertyDraft } from 'shared/drafts';
import { formatPrice } from 'shared/format';
import { useVocabulary } from 'shared/i18n/vocabulary';
import { NumberField, Row } from '../fields';
import { check, loadSchemas, messagesFor } from '../form';
import { StepFormFrame } from '../StepFormFrame';
import { useStepFields } from '../useStepFields';
import { pricingTexts as texts } from './i18n';
import {
  PRICING_FIELD_ORDER,
  pricedArea,
  pricePerSqft,
  pricingCandidate,
  pricingFieldOf,
  pricingFormFrom,
  rupeesOf,
} from './model';

const useStyles = makeStyles({
  words: {
    margin: 0,
    minHeight: tokens.lineHeightBase400,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  note: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/** Step 5: the price (or rent, deposit and maintenance), in figures and in words. */
export function PricingForm() {
  const styles = useStyles();
  const t = texts.useT();
  const v = useVocabulary();
  const draft = useUnit($addPropertyDraft);
  const basic = draft.basicDetails.data;
  const isRental = basic?.listingType === 'rent';
  const { form, update, dirty, error, id, showErrors, saveSection, refusal } = useStepFields({
    step: 'pricing',
    order: PRICING_FIELD_ORDER,
    saved: draft.pricingDetails.data,
    fromSaved: pricingFormFrom,
  });

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
    const found = result.ok
      ? {}
      : messagesFor(result.fields, pricingFieldOf, (field) => t(`pricing.error.${field}`));
    if (showErrors(found) || !result.ok) return false;
    return saveSection({ section: 'pricingDetails', data: result.data });
  };

  return (
    <StepFormFrame
      step={4}
      onNext={onNext}
      dirty={dirty}
      nextLabel={t('pricing.next')}
      refusal={refusal}
    >
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
    </StepFormFrame>
  );
}
