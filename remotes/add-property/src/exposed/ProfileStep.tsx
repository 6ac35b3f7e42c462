import { useUnit } from 'effector-react';
import { $serverRestores } from '../draft/model';
import { ProfileForm } from '../steps/profile/ProfileForm';

export default function ProfileStep() {
  // Mounted again when the draft arrives from the server (opened first on another device).
  return <ProfileForm key={useUnit($serverRestores)} />;
}
