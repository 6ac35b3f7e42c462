export { CRORE, formatPrice, LAC, PRICE_NOT_AVAILABLE } from './price';
