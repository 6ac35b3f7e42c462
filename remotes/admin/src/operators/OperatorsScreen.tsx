import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCan } from '../frame/staff';
import { AuditTab } from './AuditTab';
import { operatorsTexts } from './i18n';
import { StaffTab } from './StaffTab';

const useStyles = makeStyles({
  screen: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
});

type TabName = 'staff' | 'audit';

/**
 * Staff and the audit log, each shown to the role that may see it. The tab is in the URL
 * (`?tab=audit`); switching starts the other list from its defaults.
 */
export function OperatorsScreen() {
  const styles = useStyles();
  const t = operatorsTexts.useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const mayManage = useCan('operators.manage');
  const mayAudit = useCan('audit.view');
  const asked = params.get('tab') === 'audit' ? 'audit' : 'staff';
  const tab: TabName =
    asked === 'audit' ? (mayAudit ? 'audit' : 'staff') : mayManage ? 'staff' : 'audit';
  const content = tab === 'staff' ? <StaffTab /> : <AuditTab />;
  const choose = (next: TabName) => navigate({ search: next === 'audit' ? '?tab=audit' : '' });
  return (
    <div className={styles.screen}>
      {mayManage && mayAudit ? (
        <TabList
          aria-label={t('tabs')}
          selectedValue={tab}
          onTabSelect={(_, data) => choose(data.value as TabName)}
        >
          <Tab value="staff">{t('tab.staff')}</Tab>
          <Tab value="audit">{t('tab.audit')}</Tab>
        </TabList>
      ) : null}
      {mayManage && mayAudit ? (
        <div role="tabpanel" aria-label={t(`tab.${tab}`)}>
          {content}
        </div>
      ) : (
        content
      )}
    </div>
  );
}
