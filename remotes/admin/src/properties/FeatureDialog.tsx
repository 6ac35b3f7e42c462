import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
} from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { type FormEvent, useEffect, useState } from 'react';
import { indiaDay } from './format';
import { propertiesTexts } from './i18n';
import {
  $actionPending,
  $detail,
  $featureOpen,
  featureDialogClosed,
  featureSubmitted,
} from './model';

/** Features the open listing until the end of a chosen India day, or stops featuring it. */
export function FeatureDialog() {
  const t = propertiesTexts.useT();
  const [open, detail, pending, close, submit] = useUnit([
    $featureOpen,
    $detail,
    $actionPending,
    featureDialogClosed,
    featureSubmitted,
  ]);
  const today = indiaDay(new Date());
  const [day, setDay] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (open) {
      setDay(detail?.featuredUntil ? indiaDay(new Date(detail.featuredUntil)) : '');
      setTouched(false);
    }
  }, [open, detail]);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(day) && day > today;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (valid) submit(day);
  };

  return (
    <Dialog open={open} onOpenChange={(_, data) => (data.open ? undefined : close())}>
      <DialogSurface>
        <form onSubmit={onSubmit} noValidate>
          <DialogBody>
            <DialogTitle>{t('feature.title')}</DialogTitle>
            <DialogContent>
              <Field
                label={t('feature.until')}
                required
                validationMessage={touched && !valid ? t('feature.untilProblem') : undefined}
              >
                <Input
                  type="date"
                  value={day}
                  min={today}
                  onChange={(_, data) => setDay(data.value)}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabled={pending}>
                {t('feature.save')}
              </Button>
              {detail?.featuredUntil ? (
                <Button type="button" disabled={pending} onClick={() => submit(null)}>
                  {t('feature.stop')}
                </Button>
              ) : null}
              <Button type="button" onClick={() => close()}>
                {t('feature.cancel')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
