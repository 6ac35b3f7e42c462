import { useUnit } from 'effector-react';
import { $serverRestores } from '../draft/model';
import { BasicDetailsForm } from '../steps/basic/BasicDetailsForm';

export default function BasicDetailsStep() {
  // Mounted again when the draft arrives from the server (opened first on another device).
  return <BasicDetailsForm key={useUnit($serverRestores)} />;
}
