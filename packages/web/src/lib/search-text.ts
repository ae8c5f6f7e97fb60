/** Lower case without accents, so 'Jamón' and 'jamon' compare equal. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** True when every word of the query appears in one of the texts (case- and accent-insensitive). */
export function matchesSearch(query: string, ...texts: string[]): boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText(texts.join(' '));
  return words.every((word) => haystack.includes(word));
}
