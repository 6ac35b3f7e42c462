export { CRORE, formatPrice, LAC, PRICE_NOT_AVAILABLE, type PriceLanguage } from './price';
