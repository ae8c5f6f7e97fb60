/** Lower case without accents, so 'Jamón' and 'jamon' compare equal. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The query's words, folded (see `foldText`). */
export function searchWords(query: string): string[] {
  return foldText(query).split(/\s+/).filter(Boolean);
}

/** True when every one of the folded `words` appears in the already folded `haystack`. */
export function hasWords(words: readonly string[], haystack: string): boolean {
  return words.every((word) => haystack.includes(word));
}

/** True when every word of the query appears in one of the texts (case- and accent-insensitive). */
export function matchesSearch(query: string, ...texts: string[]): boolean {
  const words = searchWords(query);
  if (words.length === 0) return true;
  return hasWords(words, foldText(texts.join(' ')));
}
