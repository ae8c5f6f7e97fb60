import { describe, expect, it } from 'vitest';
import { foldText, matchesSearch } from './search-text';

describe('matchesSearch', () => {
  it('ignores case and accents', () => {
    expect(foldText('Jamón Ñame')).toBe('jamon name');
    expect(matchesSearch('JAMON', 'Hawaiana', 'Jamón ahumado y piña')).toBe(true);
    expect(matchesSearch('piña', 'Hawaiana', 'Jamón y pina')).toBe(true);
  });

  it('needs every word somewhere in the texts', () => {
    expect(matchesSearch('hawaiana jamon', 'Hawaiana', 'Jamón y piña')).toBe(true);
    expect(matchesSearch('hawaiana pepperoni', 'Hawaiana', 'Jamón y piña')).toBe(false);
  });

  it('matches everything for an empty query', () => {
    expect(matchesSearch('   ', 'Margarita')).toBe(true);
  });
});
