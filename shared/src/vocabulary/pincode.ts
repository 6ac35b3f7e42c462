/**
 * The first digits of an Indian PIN code name its postal circle, hence its state or union
 * territory. Each place lists the prefixes (2 or 3 digits) its PIN codes start with; circles
 * that span two states (Bihar and Jharkhand, Uttar Pradesh and Uttarakhand, Andhra Pradesh
 * and Telangana) give each state the whole range, so a real PIN code is never refused.
 */
export const PINCODE_PREFIXES: Record<string, readonly string[]> = {
  'Andhra Pradesh': ['50', '51', '52', '53'],
  'Arunachal Pradesh': ['790', '791', '792'],
  Assam: ['78'],
  Bihar: ['80', '81', '82', '83', '84', '85'],
  Chhattisgarh: ['49'],
  Goa: ['403'],
  Gujarat: ['36', '37', '38', '39'],
  Haryana: ['12', '13'],
  'Himachal Pradesh': ['17'],
  Jharkhand: ['81', '82', '83'],
  Karnataka: ['56', '57', '58', '59'],
  Kerala: ['67', '68', '69'],
  'Madhya Pradesh': ['45', '46', '47', '48'],
  Maharashtra: ['40', '41', '42', '43', '44'],
  Manipur: ['795'],
  Meghalaya: ['793', '794'],
  Mizoram: ['796'],
  Nagaland: ['797', '798'],
  Odisha: ['75', '76', '77'],
  Punjab: ['14', '15', '16'],
  Rajasthan: ['30', '31', '32', '33', '34'],
  Sikkim: ['737'],
  'Tamil Nadu': ['60', '61', '62', '63', '64'],
  Telangana: ['50'],
  Tripura: ['799'],
  'Uttar Pradesh': ['20', '21', '22', '23', '24', '25', '26', '27', '28'],
  Uttarakhand: ['24', '25', '26'],
  'West Bengal': ['70', '71', '72', '73', '74'],
  'Andaman and Nicobar Islands': ['744'],
  Chandigarh: ['160'],
  'Dadra and Nagar Haveli and Daman and Diu': ['396', '362'],
  Delhi: ['11'],
  'Jammu and Kashmir': ['18', '19'],
  Ladakh: ['194'],
  Lakshadweep: ['682'],
  Puducherry: ['605', '607', '609', '533', '673'],
};

/**
 * Whether a 6-digit PIN code can belong to the state: true or false, or null when the state is
 * not in the table (nothing to check against).
 */
export function pincodeMatchesState(pincode: string, state: string): boolean | null {
  const prefixes = PINCODE_PREFIXES[state];
  if (!prefixes) return null;
  return prefixes.some((prefix) => pincode.startsWith(prefix));
}
