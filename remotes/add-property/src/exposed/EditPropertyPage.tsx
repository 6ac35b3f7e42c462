import { EditPropertyPage } from '../edit/EditPropertyPage';

/** /my-properties/edit/:propertyId (the shell's route table points here through federation). */
export default EditPropertyPage;
