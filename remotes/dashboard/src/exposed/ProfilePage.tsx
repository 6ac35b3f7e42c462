import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $auth } from 'shared/auth';
import { useDocumentTitle } from 'shared/ssr';
import { texts } from '../i18n';
import { profileOpened } from '../profile/model';
import { ProfileView } from '../profile/ProfileView';

/** /profile: the signed-in user's profile as others see it. */
export default function ProfilePage() {
  const t = texts.useT();
  useDocumentTitle(t('profile.title'));
  const ownId = useUnit($auth).user?._id ?? null;
  const opened = useUnit(profileOpened);
  useEffect(() => {
    if (ownId) opened({ userId: ownId });
  }, [ownId, opened]);
  return (
    <>
      <h1>{t('profile.heading')}</h1>
      {ownId && <ProfileView />}
    </>
  );
}
