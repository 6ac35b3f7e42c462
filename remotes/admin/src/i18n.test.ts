import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { catalogueProblems, unextractedTexts } from '../../../scripts/lib/catalogues';

const SRC = join(process.cwd(), 'src');

describe('admin catalogues', () => {
  it('has a Hindi text, with the same variables, for every English key (and no extra key)', () => {
    expect(catalogueProblems(join(SRC, 'locales'))).toEqual([]);
  });

  it('writes no visible text, aria-label, title, alt, label, placeholder or toast into the code', () => {
    expect(unextractedTexts(SRC)).toEqual([]);
  });
});
