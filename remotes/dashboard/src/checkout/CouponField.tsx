import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { checkoutTexts } from './i18n';
import {
  $couponError,
  $couponInput,
  $quote,
  applyCouponFx,
  couponApplyClicked,
  couponChanged,
  couponRemoveClicked,
} from './model';
import { formatPaise } from './money';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start' },
  input: { flexGrow: 1, maxWidth: '240px' },
});

/** A coupon checked by the server: its refusal (expired, used up, not for this plan) at the field. */
export function CouponField() {
  const t = checkoutTexts.useT();
  const styles = useStyles();
  const [value, error, quote, applying, change, apply, remove] = useUnit([
    $couponInput,
    $couponError,
    $quote,
    applyCouponFx.pending,
    couponChanged,
    couponApplyClicked,
    couponRemoveClicked,
  ]);
  const applied = quote?.coupon ?? null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Field
        label={t('coupon.label')}
        validationState={error ? 'error' : applied ? 'success' : 'none'}
        validationMessage={
          error ??
          (applied && quote
            ? t('coupon.applied', { code: applied.code, saving: formatPaise(quote.discountPaise) })
            : undefined)
        }
      >
        {(fieldProps) => (
          <div className={styles.row}>
            <Input
              {...fieldProps}
              className={styles.input}
              value={value}
              maxLength={40}
              autoComplete="off"
              onChange={(_, data) => change(data.value)}
            />
            <Button type="submit" disabled={applying}>
              {applying ? t('coupon.applying') : t('coupon.apply')}
            </Button>
            {applied ? (
              <Button
                type="button"
                appearance="subtle"
                disabled={applying}
                onClick={() => remove()}
              >
                {t('coupon.remove')}
              </Button>
            ) : null}
          </div>
        )}
      </Field>
    </form>
  );
}
