import { SuccessPage } from '../checkout/result/SuccessPage';

export default SuccessPage;
