import { LocationForm } from '../steps/location/LocationForm';

export default function LocationStep() {
  return <LocationForm />;
}
