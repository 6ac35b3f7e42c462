import {
  Button,
  Combobox,
  Field,
  makeStyles,
  Option,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { useCallback, useDeferredValue, useState } from 'react';
import { $addPropertyDraft } from 'shared/drafts';
import { useReferenceList } from 'shared/ui/useReferenceList';
import { fetchCities, fetchLocalities, fetchStates } from '../../api/reference';
import { Group, NumberField, Row, SelectField, TextField } from '../fields';
import { check, type FieldErrors, loadSchemas, messagesFor } from '../form';
import { StepAlert, StepFormFrame } from '../StepFormFrame';
import { useStepFields } from '../useStepFields';
import { locationTexts as texts } from './i18n';
import {
  coordinateText,
  halfAPin,
  LOCATION_FIELD_ORDER,
  locationCandidate,
  locationFieldOf,
  locationFormFrom,
  pincodeOutsideState,
} from './model';
import { PinPreview } from './PinPreview';

const ALL = 'all';

const useStyles = makeStyles({
  pin: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'end' },
});

type Locating = 'idle' | 'busy' | 'denied' | 'unavailable';

/** Step 2: where the property is, and optionally its pin. */
export function LocationForm() {
  const styles = useStyles();
  const t = texts.useT();
  const draft = useUnit($addPropertyDraft);
  const { form, update, dirty, error, id, showErrors, saveSection, refusal } = useStepFields({
    step: 'location',
    order: LOCATION_FIELD_ORDER,
    saved: draft.locationDetails.data,
    fromSaved: locationFormFrom,
  });
  const [locating, setLocating] = useState<Locating>('idle');

  const states = useReferenceList(
    ALL,
    useCallback(() => fetchStates(), []),
  );
  const cities = useReferenceList(form.state, fetchCities);
  const typedLocality = useDeferredValue(form.locality.trim());
  const localities = useReferenceList(
    form.city.trim() ? `${form.city.trim()}|${typedLocality}` : '',
    useCallback((key: string) => {
      const [city = '', q = ''] = key.split('|');
      return fetchLocalities(city, q);
    }, []),
  );

  const onNext = async () => {
    const schemas = await loadSchemas();
    const result = check(schemas.locationDetails, locationCandidate(form));
    const found: FieldErrors = result.ok
      ? {}
      : messagesFor(result.fields, locationFieldOf, (field) => t(`location.error.${field}`));
    if (!found.pincode && pincodeOutsideState(form))
      found.pincode = t('location.error.pincodeState', { state: form.state });
    if (halfAPin(form)) found.latitude = t('location.error.bothOrNeither');
    if (showErrors(found) || !result.ok) return false;
    return saveSection({ section: 'locationDetails', data: result.data });
  };

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setLocating('unavailable');
      return;
    }
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        update({
          latitude: coordinateText(position.coords.latitude),
          longitude: coordinateText(position.coords.longitude),
        });
        setLocating('idle');
      },
      (failure) =>
        setLocating(failure.code === failure.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  const latitude = Number(form.latitude);
  const longitude = Number(form.longitude);
  const showPin =
    form.latitude.trim() !== '' &&
    form.longitude.trim() !== '' &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude);

  return (
    <StepFormFrame step={1} onNext={onNext} dirty={dirty} refusal={refusal}>
      <Row>
        <SelectField
          id={id('state')}
          label={t('location.state')}
          required
          value={form.state}
          emptyLabel={states.loading ? t('location.loading') : t('location.choose')}
          options={(states.items.includes(form.state) || !form.state
            ? states.items
            : [form.state, ...states.items]
          ).map((name) => ({ value: name, label: name }))}
          onChange={(state) => update({ state, city: state === form.state ? form.city : '' })}
          error={error('state') ?? (states.failed ? t('location.statesFailed') : undefined)}
        />
        <Field
          label={t('location.city')}
          required
          validationMessage={
            error('city') ?? (cities.failed ? t('location.citiesFailed') : undefined)
          }
          validationState={error('city') || cities.failed ? 'error' : 'none'}
        >
          <Combobox
            id={id('city')}
            freeform
            value={form.city}
            disabled={!form.state}
            placeholder={form.state ? t('location.cityPlaceholder') : t('location.stateFirst')}
            onInput={(event) => update({ city: (event.target as HTMLInputElement).value })}
            onOptionSelect={(_, data) => update({ city: data.optionText ?? '' })}
          >
            {cities.items
              .filter((name) => name.toLowerCase().includes(form.city.trim().toLowerCase()))
              .slice(0, 50)
              .map((name) => (
                <Option key={name} value={name}>
                  {name}
                </Option>
              ))}
          </Combobox>
        </Field>
      </Row>
      {(states.failed || cities.failed) && (
        <Button type="button" onClick={() => (states.failed ? states.retry() : cities.retry())}>
          {t('location.retry')}
        </Button>
      )}

      <Row>
        <Field
          label={t('location.locality')}
          required
          hint={localities.items.length > 0 ? t('location.localityHint') : undefined}
          validationMessage={error('locality')}
          validationState={error('locality') ? 'error' : 'none'}
        >
          <Combobox
            id={id('locality')}
            freeform
            value={form.locality}
            onInput={(event) => update({ locality: (event.target as HTMLInputElement).value })}
            onOptionSelect={(_, data) => update({ locality: data.optionText ?? '' })}
          >
            {localities.items.map((name) => (
              <Option key={name} value={name}>
                {name}
              </Option>
            ))}
          </Combobox>
        </Field>
        <TextField
          id={id('projectName')}
          label={t('location.projectName')}
          value={form.projectName}
          maxLength={120}
          onChange={(projectName) => update({ projectName })}
          error={error('projectName')}
        />
      </Row>

      <Row>
        <TextField
          id={id('pincode')}
          label={t('location.pincode')}
          required
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          value={form.pincode}
          onChange={(pincode) => update({ pincode: pincode.replace(/\D/g, '') })}
          error={error('pincode')}
        />
      </Row>

      <Field
        label={t('location.address')}
        hint={t('location.addressHint')}
        validationMessage={error('address')}
        validationState={error('address') ? 'error' : 'none'}
      >
        <Textarea
          id={id('address')}
          rows={3}
          maxLength={300}
          value={form.address}
          onChange={(_, data) => update({ address: data.value })}
        />
      </Field>

      <Group legend={t('location.pin')}>
        <p>{t('location.pinHint')}</p>
        <div className={styles.pin}>
          <NumberField
            id={id('latitude')}
            label={t('location.latitude')}
            decimal
            value={form.latitude}
            onChange={(value) => update({ latitude: value })}
            error={error('latitude')}
          />
          <NumberField
            id={id('longitude')}
            label={t('location.longitude')}
            decimal
            value={form.longitude}
            onChange={(value) => update({ longitude: value })}
            error={error('longitude')}
          />
          {showPin && <PinPreview latitude={latitude} longitude={longitude} />}
        </div>
        <Row>
          <Button type="button" onClick={locate} disabledFocusable={locating === 'busy'}>
            {locating === 'busy' ? t('location.locating') : t('location.useMyLocation')}
          </Button>
          {showPin && (
            <Button
              type="button"
              appearance="subtle"
              onClick={() => update({ latitude: '', longitude: '' })}
            >
              {t('location.clearPin')}
            </Button>
          )}
        </Row>
        {(locating === 'denied' || locating === 'unavailable') && (
          <StepAlert>
            {t(locating === 'denied' ? 'location.locationDenied' : 'location.locationUnavailable')}
          </StepAlert>
        )}
      </Group>
    </StepFormFrame>
  );
}
