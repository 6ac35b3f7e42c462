import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Radio,
  RadioGroup,
  tokens,
} from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useLanguage } from 'shared/i18n';
import { formatPaise } from '../users/format';
import {
  type CouponField,
  type CouponFormValues,
  couponProblems,
  discountedPaise,
  EMPTY_COUPON_FORM,
  formFromCoupon,
} from './couponForm';
import { couponsTexts } from './i18n';
import { $editor, $plans, $saveError, $saving, editorClosed, formSubmitted } from './model';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  fieldset: { border: 'none', margin: 0, padding: 0 },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: 0 },
  example: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

/** Create or edit a coupon: checked as typed and by the server, with each plan's new price. */
export function CouponDialog() {
  const t = couponsTexts.useT();
  const styles = useStyles();
  const language = useLanguage();
  const [editor, plans, serverError, saving, close, submit] = useUnit([
    $editor,
    $plans,
    $saveError,
    $saving,
    editorClosed,
    formSubmitted,
  ]);
  const [form, setForm] = useState<CouponFormValues>(EMPTY_COUPON_FORM);
  const [touched, setTouched] = useState<Partial<Record<CouponField, boolean>>>({});
  const editing = editor?.mode === 'edit' ? editor.coupon : null;
  useEffect(() => {
    setForm(editing ? formFromCoupon(editing) : EMPTY_COUPON_FORM);
    setTouched({});
  }, [editing]);

  const timesUsed = editing?.timesUsed ?? 0;
  const locked = timesUsed > 0;
  const problems = couponProblems(form, timesUsed);
  const problemOf = (field: CouponField) => {
    const problem = touched[field] ? problems[field] : undefined;
    return problem ? t(problem, { count: timesUsed }) : undefined;
  };
  const set = (field: CouponField, value: string | string[]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(Object.fromEntries(Object.keys(form).map((key) => [key, true])));
    if (Object.keys(problems).length === 0) submit(form);
  };

  const value = Number(form.value);
  const exampled = plans.filter(
    (plan) => form.planCodes.length === 0 || form.planCodes.includes(plan.code),
  );
  const showExample = !problems.value && exampled.length > 0;

  return (
    <Dialog open={editor !== null} onOpenChange={(_, data) => (data.open ? undefined : close())}>
      <DialogSurface>
        <form onSubmit={onSubmit} noValidate>
          <DialogBody>
            <DialogTitle>
              {editing ? t('dialog.editTitle', { code: editing.code }) : t('dialog.createTitle')}
            </DialogTitle>
            <DialogContent className={styles.form}>
              {locked ? (
                <MessageBar intent="info">
                  <MessageBarBody>{t('form.usedLock', { count: timesUsed })}</MessageBarBody>
                </MessageBar>
              ) : null}
              <Field
                label={t('form.code')}
                hint={t('form.codeHint')}
                required
                validationMessage={problemOf('code')}
              >
                <Input
                  value={form.code}
                  disabled={locked}
                  maxLength={30}
                  onChange={(_, data) => set('code', data.value)}
                />
              </Field>
              <fieldset className={styles.fieldset}>
                <legend className={styles.legend}>{t('form.kind')}</legend>
                <RadioGroup
                  layout="horizontal"
                  value={form.kind}
                  disabled={locked}
                  onChange={(_, data) => set('kind', data.value)}
                >
                  <Radio value="percent" label={t('form.kindPercent')} />
                  <Radio value="flat" label={t('form.kindFlat')} />
                </RadioGroup>
              </fieldset>
              <Field
                label={t(form.kind === 'percent' ? 'form.valuePercent' : 'form.valueFlat')}
                required
                validationMessage={problemOf('value')}
              >
                <Input
                  inputMode="numeric"
                  value={form.value}
                  onChange={(_, data) => set('value', data.value)}
                />
              </Field>
              <div className={styles.row}>
                <Field label={t('form.validFrom')} hint={t('form.validityHint')}>
                  <Input
                    type="date"
                    value={form.validFrom}
                    onChange={(_, data) => set('validFrom', data.value)}
                  />
                </Field>
                <Field
                  label={t('form.validUntil')}
                  hint={t('form.validityHint')}
                  validationMessage={problemOf('validUntil')}
                >
                  <Input
                    type="date"
                    value={form.validUntil}
                    onChange={(_, data) => set('validUntil', data.value)}
                  />
                </Field>
              </div>
              <div className={styles.row}>
                <Field
                  label={t('form.totalLimit')}
                  hint={t('form.limitHint')}
                  validationMessage={problemOf('totalLimit')}
                >
                  <Input
                    inputMode="numeric"
                    value={form.totalLimit}
                    onChange={(_, data) => set('totalLimit', data.value)}
                  />
                </Field>
                <Field
                  label={t('form.perUserLimit')}
                  hint={t('form.limitHint')}
                  validationMessage={problemOf('perUserLimit')}
                >
                  <Input
                    inputMode="numeric"
                    value={form.perUserLimit}
                    onChange={(_, data) => set('perUserLimit', data.value)}
                  />
                </Field>
              </div>
              {plans.length > 0 ? (
                <fieldset className={styles.fieldset}>
                  <legend className={styles.legend}>{t('form.plans')}</legend>
                  <p>{t('form.plansHint')}</p>
                  {plans.map((plan) => (
                    <Checkbox
                      key={plan.code}
                      label={plan.name}
                      checked={form.planCodes.includes(plan.code)}
                      onChange={(_, data) =>
                        set(
                          'planCodes',
                          data.checked
                            ? [...form.planCodes, plan.code]
                            : form.planCodes.filter((code) => code !== plan.code),
                        )
                      }
                    />
                  ))}
                </fieldset>
              ) : null}
              {showExample ? (
                <section aria-label={t('form.example')}>
                  <p>{t('form.example')}</p>
                  <ul className={styles.example}>
                    {exampled.map((plan) => (
                      <li key={plan.code}>
                        {t('form.exampleLine', {
                          plan: plan.name,
                          before: formatPaise(plan.priceRupees * 100, language),
                          after: formatPaise(
                            discountedPaise(plan.priceRupees * 100, form.kind, value),
                            language,
                          ),
                        })}
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              {serverError ? (
                <MessageBar intent="error">
                  <MessageBarBody>{serverError}</MessageBarBody>
                </MessageBar>
              ) : null}
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabled={saving}>
                {editing ? t('dialog.save') : t('dialog.create')}
              </Button>
              <Button type="button" onClick={() => close()}>
                {t('dialog.cancel')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
