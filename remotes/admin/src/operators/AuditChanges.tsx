import { makeStyles, tokens } from '@fluentui/react-components';
import { changesOf, showValue } from './diff';
import { operatorsTexts } from './i18n';

const useStyles = makeStyles({
  table: {
    borderCollapse: 'collapse',
    width: '100%',
    fontSize: tokens.fontSizeBase200,
    '& th, & td': {
      textAlign: 'start',
      verticalAlign: 'top',
      padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
      borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
      overflowWrap: 'anywhere',
    },
  },
  before: { color: tokens.colorPaletteRedForeground1, textDecorationLine: 'line-through' },
  after: { color: tokens.colorPaletteGreenForeground1 },
  none: { color: tokens.colorNeutralForeground3 },
});

/** An entry's touched fields: before (struck through) and after, one row a field. */
export function AuditChanges({
  before,
  after,
  caption,
}: {
  before: unknown;
  after: unknown;
  caption: string;
}) {
  const styles = useStyles();
  const t = operatorsTexts.useT();
  const changes = changesOf(before, after);
  if (changes.length === 0) return <p className={styles.none}>{t('audit.noChanges')}</p>;
  const cell = (value: unknown, className: string) => {
    const shown = showValue(value);
    return shown === null ? (
      <span className={styles.none}>{t('audit.empty.value')}</span>
    ) : (
      <span className={className}>{shown}</span>
    );
  };
  return (
    <table className={styles.table} aria-label={caption}>
      <thead>
        <tr>
          <th scope="col">{t('audit.field')}</th>
          <th scope="col">{t('audit.before')}</th>
          <th scope="col">{t('audit.after')}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field}>
            <th scope="row">{change.field}</th>
            <td>{cell(change.before, styles.before)}</td>
            <td>{cell(change.after, styles.after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
