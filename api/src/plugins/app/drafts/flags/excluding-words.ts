/**
 * Text that excludes people by religion, caste or community (or by diet, the usual stand-in for
 * religion in Indian rental ads), in English and Hindi. A match flags the listing for the admin
 * queue; it refuses nothing. Groups are named alone only next to a word of exclusion ("only",
 * "no", "not allowed", "केवल", "नहीं"), so "near Jain temple" or "Hindu Colony" is not flagged.
 */

/** English names of groups (singular and plural forms by the regex). */
export const ENGLISH_GROUPS = [
  'hindus?',
  'muslims?',
  'moslems?',
  'mohammedans?',
  'christians?',
  'sikhs?',
  'jains?',
  'parsis?',
  'buddhists?',
  'brahmins?',
  'brahmans?',
  'marwaris?',
  'baniyas?',
  'rajputs?',
  'dalits?',
  'sc/st',
  'vegetarians?',
  'veg',
  'pure veg',
  'non[- ]?veg(?:etarians?)?',
  'non[- ]?hindus?',
  'non[- ]?jains?',
] as const;

/** Hindi names of groups (Devanagari, with the common spelling variants). */
export const HINDI_GROUPS = [
  'हिंदू',
  'हिन्दू',
  'मुस्लिम',
  'मुसलमान',
  'ईसाई',
  'सिख',
  'जैन',
  'पारसी',
  'बौद्ध',
  'ब्राह्मण',
  'मारवाड़ी',
  'बनिया',
  'दलित',
  'शाकाहारी',
  'मांसाहारी',
] as const;

const en = `(?:${ENGLISH_GROUPS.join('|')})`;
const people =
  '(?:\\s+(?:famil(?:y|ies)|people|persons?|tenants?|buyers?|bachelors?|candidates?))?';
const hi = `(?:${HINDI_GROUPS.join('|')})`;
const hiPeople = '(?:\\s+(?:परिवार|परिवारों|लोग|लोगों|किरायेदार|किराएदार))?';

/** English: "only for Hindus", "Jain only", "Hindus preferred", "no Muslims", "not for Christians". */
export const ENGLISH_PATTERNS: RegExp[] = [
  new RegExp(
    `\\b(?:only|strictly|exclusively|just)\\s+(?:for\\s+|to\\s+)?(?:an?\\s+)?${en}${people}\\b`,
    'i',
  ),
  new RegExp(`\\b${en}${people}\\s+(?:only|preferred|strictly|allowed only|welcome only)\\b`, 'i'),
  new RegExp(`\\bno\\s+${en}${people}\\b`, 'i'),
  new RegExp(
    `\\b${en}${people}\\s+(?:not allowed|are not allowed|need not apply|not welcome|please excuse|excuse)\\b`,
    'i',
  ),
  new RegExp(
    `\\bnot\\s+(?:for|allowed for|available (?:to|for)|given to|rented to|sold to)\\s+${en}${people}\\b`,
    'i',
  ),
];

// Devanagari letters are not \w, so boundaries are spaces, punctuation or the ends of the text.
const start = '(?:^|[\\s,.;:!?(])';
const end = '(?=$|[\\s,.;:!?)।])';

/** Hindi: "केवल हिंदू", "सिर्फ जैन परिवार", "हिंदू परिवार ही", "मुस्लिम नहीं", "नो मुस्लिम". */
export const HINDI_PATTERNS: RegExp[] = [
  new RegExp(`${start}(?:केवल|सिर्फ़|सिर्फ|मात्र|सिरफ)\\s+${hi}${hiPeople}${end}`),
  new RegExp(`${start}${hi}${hiPeople}\\s+(?:ही|के लिए ही|को ही)${end}`),
  new RegExp(`${start}${hi}${hiPeople}\\s+(?:नहीं|वर्जित|मना|न आएं|ना आएं)${end}`),
  new RegExp(`${start}(?:नो|कोई)\\s+${hi}${hiPeople}\\s*(?:नहीं)?${end}`),
];

/** The first excluding phrase in the text, as written, or null. */
export function findExcludingText(text: string): string | null {
  for (const pattern of [...ENGLISH_PATTERNS, ...HINDI_PATTERNS]) {
    const match = pattern.exec(text);
    if (match) return match[0].trim().replace(/^[,.;:!?(]\s*/, '');
  }
  return null;
}
