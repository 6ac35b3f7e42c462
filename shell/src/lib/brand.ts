/** The product name shown beside the logo and in the footer. */
export const PRODUCT_NAME = 'PropertyMarket';
