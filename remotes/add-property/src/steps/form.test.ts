import { describe, expect, it } from '@rstest/core';
import { messagesFor } from './form';

describe('messagesFor', () => {
  const fieldOf = (path: string) => (path.startsWith('areas.') ? 'areas' : path);

  it('words each refused field once, by the field its path belongs to', () => {
    const found = messagesFor(
      ['title', 'areas.carpet.value', 'areas.plot.unit'],
      fieldOf,
      (field) => `Check the ${field}`,
    );
    expect(found).toEqual({ title: 'Check the title', areas: 'Check the areas' });
  });

  it('finds nothing when nothing was refused', () => {
    expect(messagesFor([], fieldOf, () => 'never')).toEqual({});
  });
});
