import { Field, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { $addPropertyDraft } from 'shared/drafts';
import { useVocabulary } from 'shared/i18n/vocabulary';
import {
  AMENITIES,
  AREA_UNITS,
  FACINGS,
  FURNISHINGS,
  POSSESSION_STATUSES,
  PROPERTY_TYPES,
  type PropertyType,
} from 'shared/vocabulary';
import { texts } from '../../i18n';
import {
  CheckboxGroup,
  Group,
  NumberField,
  RadioChoices,
  Row,
  SelectField,
  TextField,
} from '../fields';
import { check, loadSchemas, messagesFor } from '../form';
import { StepAlert, StepFormFrame } from '../StepFormFrame';
import { useStepFields } from '../useStepFields';
import {
  AREA_FIELDS,
  BASIC_FIELD_ORDER,
  type BasicForm,
  basicCandidate,
  basicFieldOf,
  basicFormFrom,
  missingAreas,
  OFFER_KINDS,
  suggestedTitle,
  visibleParts,
} from './model';

const DESCRIPTION_MAX = 5000;

const useStyles = makeStyles({
  area: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalS,
  },
});

/** Step 1: what the property is, its size, rooms, age and features. */
export function BasicDetailsForm() {
  const styles = useStyles();
  const t = texts.useT();
  const v = useVocabulary();
  const draft = useUnit($addPropertyDraft);
  const saved = draft.basicDetails.data;
  const place = draft.locationDetails.data;
  const { form, setForm, dirty, error, id, showErrors, saveSection, refusal } = useStepFields({
    step: 'basic',
    order: BASIC_FIELD_ORDER,
    saved,
    fromSaved: basicFormFrom,
  });
  const parts = visibleParts(form.kind === 'pg' ? 'pg' : form.propertyType);

  const titleWords = {
    bhk: (bhk: number) => v.bhk(bhk) ?? '',
    type: (type: PropertyType) => v.label('propertyType', type),
    forSale: t('basic.title.forSale'),
    forRent: t('basic.title.forRent'),
    pg: v.label('propertyType', 'pg'),
    in: (where: string) => t('basic.title.in', { place: where }),
  };
  const update = (patch: Partial<BasicForm>) =>
    setForm((previous) => {
      const next = { ...previous, ...patch };
      return next.titleEdited ? next : { ...next, title: suggestedTitle(next, place, titleWords) };
    });

  const onNext = async () => {
    const schemas = await loadSchemas();
    const result = check(schemas.basicDetails, basicCandidate(form));
    const paths = result.ok ? [] : missingAreas(form) ? ['areas', ...result.fields] : result.fields;
    const found = messagesFor(paths, basicFieldOf, (field) => t(`basic.error.${field}`));
    if (showErrors(found) || !result.ok) return false;
    return saveSection({ section: 'basicDetails', data: result.data });
  };

  const areaLabel = {
    carpet: t('basic.area.carpet'),
    builtUp: t('basic.area.builtUp'),
    superBuiltUp: t('basic.area.superBuiltUp'),
    plot: t('basic.area.plot'),
  };
  const shownAreas = AREA_FIELDS.filter((field) =>
    field === 'plot' ? parts.plotArea : parts.builtAreas,
  );
  const unitOptions = v.options('areaUnit', AREA_UNITS);

  return (
    <StepFormFrame step={0} onNext={onNext} dirty={dirty} refusal={refusal}>
      <RadioChoices
        id={id('kind')}
        legend={t('basic.kind')}
        required
        value={form.kind}
        options={OFFER_KINDS.map((kind) => ({ value: kind, label: t(`basic.kind.${kind}`) }))}
        onChange={(kind) => update({ kind })}
        error={error('kind')}
      />

      {form.kind !== 'pg' && (
        <SelectField
          id={id('propertyType')}
          label={t('basic.propertyType')}
          required
          value={form.propertyType}
          emptyLabel={t('basic.choose')}
          options={v.options(
            'propertyType',
            PROPERTY_TYPES.filter((type) => type !== 'pg'),
          )}
          onChange={(propertyType) => update({ propertyType })}
          error={error('propertyType')}
        />
      )}

      <TextField
        id={id('title')}
        label={t('basic.titleLabel')}
        hint={form.titleEdited ? undefined : t('basic.titleHint')}
        required
        value={form.title}
        maxLength={150}
        onChange={(title) => setForm((previous) => ({ ...previous, title, titleEdited: true }))}
        error={error('title')}
      />

      {parts.rooms && (
        <Row>
          <NumberField
            id={id('bhk')}
            label={t('basic.bhk')}
            value={form.bhk}
            onChange={(bhk) => update({ bhk })}
            error={error('bhk')}
          />
          <NumberField
            id={id('bathrooms')}
            label={t('basic.bathrooms')}
            value={form.bathrooms}
            onChange={(bathrooms) => update({ bathrooms })}
            error={error('bathrooms')}
          />
          <NumberField
            id={id('balconies')}
            label={t('basic.balconies')}
            value={form.balconies}
            onChange={(balconies) => update({ balconies })}
            error={error('balconies')}
          />
        </Row>
      )}

      <Group legend={t('basic.areas')}>
        {error('areas') && (
          <StepAlert id={id('areas')} tabIndex={-1}>
            {error('areas')}
          </StepAlert>
        )}
        <Row>
          {shownAreas.map((field) => (
            <div key={field} className={styles.area}>
              <NumberField
                id={id(`areas.${field}`)}
                label={areaLabel[field]}
                decimal
                value={form.areas[field].value}
                onChange={(value) =>
                  update({ areas: { ...form.areas, [field]: { ...form.areas[field], value } } })
                }
                error={error(`areas.${field}`)}
              />
              <SelectField
                id={id(`areas.${field}.unit`)}
                label={t('basic.area.unit', { area: areaLabel[field] })}
                value={form.areas[field].unit}
                options={unitOptions}
                onChange={(unit) =>
                  unit &&
                  update({ areas: { ...form.areas, [field]: { ...form.areas[field], unit } } })
                }
              />
            </div>
          ))}
        </Row>
      </Group>

      {parts.furnishing && (
        <SelectField
          id={id('furnishing')}
          label={t('basic.furnishing')}
          value={form.furnishing}
          emptyLabel={t('basic.notSaying')}
          options={v.options('furnishing', FURNISHINGS)}
          onChange={(furnishing) => update({ furnishing })}
          error={error('furnishing')}
        />
      )}

      <RadioChoices
        id={id('possessionStatus')}
        legend={t('basic.possession')}
        value={form.possessionStatus}
        options={v.options('possession', POSSESSION_STATUSES)}
        onChange={(possessionStatus) => update({ possessionStatus })}
        error={error('possessionStatus')}
      />
      {form.possessionStatus === 'under-construction' && (
        <TextField
          id={id('possessionDate')}
          label={t('basic.possessionDate')}
          type="date"
          value={form.possessionDate}
          onChange={(possessionDate) => update({ possessionDate })}
          error={error('possessionDate')}
        />
      )}
      {form.possessionStatus === 'ready-to-move' && (
        <NumberField
          id={id('ageYears')}
          label={t('basic.ageYears')}
          value={form.ageYears}
          onChange={(ageYears) => update({ ageYears })}
          error={error('ageYears')}
        />
      )}

      {parts.floors && (
        <Row>
          <NumberField
            id={id('floorNumber')}
            label={t('basic.floorNumber')}
            hint={t('basic.floorHint')}
            value={form.floorNumber}
            onChange={(floorNumber) => update({ floorNumber })}
            error={error('floorNumber')}
          />
          <NumberField
            id={id('totalFloors')}
            label={t('basic.totalFloors')}
            value={form.totalFloors}
            onChange={(totalFloors) => update({ totalFloors })}
            error={error('totalFloors')}
          />
        </Row>
      )}

      <Row>
        <SelectField
          id={id('facing')}
          label={t('basic.facing')}
          value={form.facing}
          emptyLabel={t('basic.notSaying')}
          options={v.options('facing', FACINGS)}
          onChange={(facing) => update({ facing })}
          error={error('facing')}
        />
        <NumberField
          id={id('parking.covered')}
          label={v.label('parking', 'covered')}
          value={form.parkingCovered}
          onChange={(parkingCovered) => update({ parkingCovered })}
          error={error('parking.covered')}
        />
        <NumberField
          id={id('parking.open')}
          label={v.label('parking', 'open')}
          value={form.parkingOpen}
          onChange={(parkingOpen) => update({ parkingOpen })}
          error={error('parking.open')}
        />
      </Row>

      <CheckboxGroup
        legend={t('basic.amenities')}
        options={v.options('amenity', AMENITIES)}
        selected={form.amenities}
        onChange={(amenities) => update({ amenities })}
      />

      <Field
        label={t('basic.description')}
        hint={t('basic.descriptionCount', {
          count: form.description.length,
          max: DESCRIPTION_MAX,
        })}
        validationMessage={error('description')}
        validationState={error('description') ? 'error' : 'none'}
      >
        <Textarea
          id={id('description')}
          resize="vertical"
          rows={5}
          maxLength={DESCRIPTION_MAX}
          value={form.description}
          onChange={(_, data) => update({ description: data.value })}
        />
      </Field>
    </StepFormFrame>
  );
}
