/** GST state codes (the first two digits of a GSTIN) by the state names the app stores. */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/** The state's name by its GST code ('29' -> 'Karnataka'). */
export function stateNameOfCode(code: string): string | undefined {
  return Object.entries(GST_STATE_CODES).find(([, c]) => c === code)?.[0];
}

/** As printed on an invoice: 'Karnataka (29)'; null for a missing or unknown state. */
export function printedState(name: string | null | undefined): string | null {
  const code = name ? GST_STATE_CODES[name] : undefined;
  return code ? `${name} (${code})` : null;
}
