import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { $auth } from 'shared/auth';
import { useDocumentTitle } from 'shared/ssr';
import { texts } from '../i18n';
import { CreateProfileForm } from '../profile/CreateProfileForm';
import { profileOpened } from '../profile/model';

/** /create-profile/{userId?}: only the signed-in user's own profile (another id goes to theirs). */
export default function CreateProfilePage() {
  const t = texts.useT();
  useDocumentTitle(t('createProfile.title'));
  const { userId } = useParams();
  const auth = useUnit($auth);
  const opened = useUnit(profileOpened);
  const ownId = auth.user?._id ?? null;
  const foreign = userId !== undefined && ownId !== null && userId !== ownId;
  useEffect(() => {
    if (ownId && !foreign) opened({ userId: ownId });
  }, [ownId, foreign, opened]);
  if (foreign) return <Navigate replace to={`/create-profile/${encodeURIComponent(ownId)}`} />;
  return (
    <>
      <h1>{t('createProfile.heading')}</h1>
      {ownId && <CreateProfileForm />}
    </>
  );
}
