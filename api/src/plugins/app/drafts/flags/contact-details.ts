/**
 * Phone numbers and e-mail addresses written into a listing's title or description: enquiries
 * must go through the platform's lead form (the owner's verified number is shown from there).
 */

// An Indian mobile (6-9 then 9 digits) with an optional +91 / 91 / 0, spaces, dots or dashes
// between the digits; not inside a longer run of digits (a price, a PIN code).
const MOBILE = /(?<![\d])(?:\+?91[\s.-]*|0)?[6-9](?:[\s.-]*\d){9}(?![\d])/;
// A landline with its STD code: 0 + 2-4 digits, then 6-8 digits ("080-2345 6789").
const LANDLINE = /(?<![\d])0\d{2,4}[\s-]+\d{3,4}[\s-]?\d{3,4}(?![\d])/;
const EMAIL =
  /[A-Za-z0-9._%+-]+\s*(?:@|\(at\)|\[at\])\s*[A-Za-z0-9.-]+\s*(?:\.|\(dot\)|\[dot\])\s*[A-Za-z]{2,}/i;

/** What contact detail the text carries ("phone number 98450 12345"), or null. */
export function findContactDetails(text: string): string | null {
  const phone = MOBILE.exec(text) ?? LANDLINE.exec(text);
  if (phone) return `phone number ${phone[0].trim()}`;
  const email = EMAIL.exec(text);
  if (email) return `e-mail address ${email[0].trim()}`;
  return null;
}
