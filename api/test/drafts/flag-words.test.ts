import { describe, expect, it } from '@rstest/core';
import { findContactDetails } from '../../src/plugins/app/drafts/flags/contact-details';
import { findExcludingText } from '../../src/plugins/app/drafts/flags/excluding-words';

describe('text that excludes people', () => {
  it('is found in English', () => {
    for (const [text, phrase] of [
      ['Flat available only for Hindus.', 'only for Hindus'],
      ['No Muslims please', 'No Muslims'],
      ['2 BHK for rent, Jain only', 'Jain only'],
      ['Vegetarians only, no pets', 'Vegetarians only'],
      ['Brahmin families preferred', 'Brahmin families preferred'],
      ['Strictly for Marwari families', 'Strictly for Marwari families'],
      ['Not for Christians', 'Not for Christians'],
      ['Muslims not allowed', 'Muslims not allowed'],
      ['Pure veg only society', 'Pure veg only'],
      ['NO NON-VEG tenants', 'NO NON-VEG tenants'],
    ])
      expect([text, findExcludingText(text as string)]).toEqual([text, phrase]);
  });

  it('is found in Hindi', () => {
    for (const [text, phrase] of [
      ['फ्लैट केवल हिंदू परिवार के लिए', 'केवल हिंदू परिवार'],
      ['सिर्फ जैन', 'सिर्फ जैन'],
      ['मुस्लिम नहीं', 'मुस्लिम नहीं'],
      ['किराये के लिए, शाकाहारी ही।', 'शाकाहारी ही'],
      ['नो मुसलमान', 'नो मुसलमान'],
    ])
      expect([text, findExcludingText(text as string)]).toEqual([text, phrase]);
  });

  it('is not found where a community only names a place or a fact', () => {
    for (const text of [
      'Two minutes from the Jain temple and the Hindu Colony bus stop',
      'Near Christian Medical College, walk to the gurudwara',
      'Vegetarian restaurants and a mosque nearby',
      'No brokerage. No parking issues.',
      'जैन मंदिर के पास, हिंदू कॉलोनी में',
      'Veg and non-veg restaurants around the corner',
    ])
      expect([text, findExcludingText(text)]).toEqual([text, null]);
  });
});

describe('contact details in the text', () => {
  it('finds mobile numbers, landlines and e-mail addresses however written', () => {
    for (const [text, found] of [
      ['Call 9845012345 for a visit', 'phone number 9845012345'],
      ['Call +91 98450 12345', 'phone number +91 98450 12345'],
      ['whatsapp 98450-12-345', 'phone number 98450-12-345'],
      ['Office 080-2345 6789', 'phone number 080-2345 6789'],
      ['mail owner@example.com', 'e-mail address owner@example.com'],
      ['write to ravi (at) gmail (dot) com', 'e-mail address ravi (at) gmail (dot) com'],
    ])
      expect([text, findContactDetails(text as string)]).toEqual([text, found]);
  });

  it('leaves prices, areas, PIN codes and dates alone', () => {
    for (const text of [
      'Price 12500000, 1150 sq.ft, PIN 411045',
      'Possession by 2028-03-31, 14 floors, 2 covered parkings',
      'Maintenance 3500 a month; deposit 150000',
    ])
      expect([text, findContactDetails(text)]).toEqual([text, null]);
  });
});
