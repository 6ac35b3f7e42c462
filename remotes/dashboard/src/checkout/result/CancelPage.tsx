import { Card } from '@fluentui/react-components';
import { Link, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from 'shared/ssr';
import { checkoutTexts } from '../i18n';
import { checkoutPath, PLAN_PAGE } from '../paths';
import { useCheckoutStyles } from '../styles';

/** /Cancel (public): nothing was charged; back to the checkout of the same plan, or to the plans. */
export function CancelPage() {
  const t = checkoutTexts.useT();
  const styles = useCheckoutStyles();
  const [params] = useSearchParams();
  const planCode = params.get('plan');
  useDocumentTitle(t('cancel.title'));
  return (
    <div className={styles.page}>
      <h1>{t('cancel.title')}</h1>
      <Card className={styles.card}>
        <p>{t('cancel.body')}</p>
        <div className={styles.actions}>
          <Link to={planCode ? checkoutPath(planCode) : PLAN_PAGE}>{t('cancel.tryAgain')}</Link>
          <Link to={PLAN_PAGE}>{t('cancel.plans')}</Link>
        </div>
      </Card>
    </div>
  );
}
