import { CouponsCsvButton } from '../coupons/CouponsCsvButton';
import { CouponsScreen, CreateCouponButton } from '../coupons/CouponsScreen';
import { AdminPage } from '../frame/AdminPage';
import { texts } from '../i18n';

export default function CouponsPage() {
  const t = texts.useT();
  return (
    <AdminPage
      title={t('coupons.title')}
      heading={t('coupons.heading')}
      permission="coupons.view"
      actions={
        <>
          <CreateCouponButton />
          <CouponsCsvButton />
        </>
      }
    >
      <CouponsScreen />
    </AdminPage>
  );
}
