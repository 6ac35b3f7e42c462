import { Button, Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { leadsTexts } from './i18n';
import {
  $assignees,
  $assigneesError,
  $assigning,
  $assignProblem,
  $operator,
  assignSubmitted,
  operatorChosen,
} from './model';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
  },
  select: { minWidth: '200px' },
});

/** Assigns the leads selected in the table to one operator. */
export function AssignBar() {
  const t = leadsTexts.useT();
  const styles = useStyles();
  const [assignees, assigneesError, operator, problem, assigning, choose, assign] = useUnit([
    $assignees,
    $assigneesError,
    $operator,
    $assignProblem,
    $assigning,
    operatorChosen,
    assignSubmitted,
  ]);
  return (
    <form
      className={styles.bar}
      onSubmit={(event) => {
        event.preventDefault();
        assign();
      }}
    >
      <Field
        label={t('assign.operator')}
        validationMessage={assigneesError ?? problem ?? undefined}
      >
        <Select
          className={styles.select}
          value={operator}
          onChange={(_, data) => choose(data.value)}
        >
          <option value="">{t('assign.choose')}</option>
          {assignees.map((assignee) => (
            <option key={assignee._id} value={assignee._id}>
              {t('history.who', { name: assignee.name, role: t(`role.${assignee.role}`) })}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" appearance="primary" disabledFocusable={assigning}>
        {assigning ? t('assign.busy') : t('assign.button')}
      </Button>
    </form>
  );
}
