import { describe, expect, it } from '@rstest/core';
import { loadLanguage, translate } from '.';
import hindi from './locales/hi/vocabulary.json';
import { englishVocabulary, vocabularyIn, vocabularyTexts } from './vocabulary';

const variables = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

async function inLanguage(language: 'en' | 'hi') {
  await loadLanguage(language);
  return vocabularyIn(language, (key, values) =>
    translate(language, vocabularyTexts.ns, key, values),
  );
}

describe('vocabulary namespace', () => {
  it('has a Hindi text with the same variables for every English label and format, and no other', () => {
    const english = englishVocabulary();
    const missing = Object.keys(english).filter(
      (key) => !(hindi as Record<string, string>)[key]?.trim(),
    );
    expect(missing).toEqual([]);
    expect(Object.keys(hindi).filter((key) => !(key in english))).toEqual([]);
    for (const [key, text] of Object.entries(english)) {
      expect([key, variables((hindi as Record<string, string>)[key] ?? '')]).toEqual([
        key,
        variables(text),
      ]);
    }
  });

  it('formats a listing in English exactly as before', async () => {
    const v = await inLanguage('en');
    expect(v.price(15_000_000, 'sale')).toBe('₹ 1.50 Crore');
    expect(v.price(45_000, 'rent')).toBe('₹ 45,000 / month');
    expect(v.price(null, 'sale')).toBe('Price on request');
    expect(v.perSqft(7500)).toBe('₹ 7,500 / sq.ft');
    expect(v.bhk(2)).toBe('2 BHK');
    expect(v.area(1_234_567)).toBe('12,34,567 sq.ft');
    expect(v.label('propertyType', 'apartment')).toBe('Apartment');
    expect(v.posted('2026-01-01T00:00:00Z', new Date('2026-01-04T00:00:00Z'))).toBe('3 days ago');
  });

  it('formats a listing in Hindi: करोड़ and लाख, Indian grouping, Hindi labels and dates', async () => {
    const v = await inLanguage('hi');
    expect(v.price(15_000_000, 'sale')).toBe('₹ 1.50 करोड़');
    expect(v.price(2_500_000, 'sale')).toBe('₹ 25 लाख');
    expect(v.price(45_000, 'rent')).toBe('₹ 45,000 प्रति माह');
    expect(v.price(null, 'sale')).toBe('क़ीमत पूछें');
    expect(v.area(1_234_567)).toBe('12,34,567 वर्ग फ़ुट');
    expect(v.bhk(3)).toBe('3 BHK');
    expect(v.label('propertyType', 'independent-house')).toBe('स्वतंत्र मकान');
    expect(v.options('furnishing', ['furnished'])).toEqual([
      { value: 'furnished', label: 'फ़र्निश्ड' },
    ]);
    expect(v.posted('2026-01-01T00:00:00Z', new Date('2026-01-04T00:00:00Z'))).toBe('3 दिन पहले');
  });
});
