import { useUnit } from 'effector-react';
import { $serverRestores } from '../draft/model';
import { LocationForm } from '../steps/location/LocationForm';

export default function LocationStep() {
  // Mounted again when the draft arrives from the server (opened first on another device).
  return <LocationForm key={useUnit($serverRestores)} />;
}
