import { CheckoutPage } from '../checkout/CheckoutPage';

export default CheckoutPage;
