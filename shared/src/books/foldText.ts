/** Letters that carry no separable accent, written the way a visitor would type them plainly. */
const plainLetters: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
const asciiOnly = /^[\u0020-\u007e\n\t]*$/;
const plainLetterPattern = new RegExp(`[${Object.keys(plainLetters).join('')}]`, 'g');

/**
 * Text as search compares it: lower case, accents dropped ('García Márquez' -> 'garcia marquez',
 * 'Brontë' -> 'bronte', 'Straße' -> 'strasse'), compatibility forms unified (ﬁ -> fi).
 */
export function foldText(text: string): string {
  // Most text is plain ASCII: lower case is all it needs, and it is several times cheaper.
  if (asciiOnly.test(text)) return text.toLowerCase();
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(plainLetterPattern, (letter) => plainLetters[letter] ?? letter);
}
