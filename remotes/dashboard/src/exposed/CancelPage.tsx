import { CancelPage } from '../checkout/result/CancelPage';

export default CancelPage;
