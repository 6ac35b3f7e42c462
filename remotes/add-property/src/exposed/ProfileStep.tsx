import { ProfileForm } from '../steps/profile/ProfileForm';

export default function ProfileStep() {
  return <ProfileForm />;
}
