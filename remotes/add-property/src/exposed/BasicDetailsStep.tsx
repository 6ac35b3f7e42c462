import { BasicDetailsForm } from '../steps/basic/BasicDetailsForm';

export default function BasicDetailsStep() {
  return <BasicDetailsForm />;
}
