/**
 * Card masks as OCR garbles them on a scan. Dashed ("XXXX-XXXX-XXXX-4821"): an X read as K, H, A, Y or O, a
 * group cut by a space ("XXXX-XXX X-XXXX-4821"), a dash read long or doubled. Undashed, as UOB prints it
 * ("xxxxxxxxxxxx5678"): its small x's read as other letters or marks ("KEXXXXXXKXRXN5678"), two run into
 * one, or the run cut into words. A mask reads only one way, so it is written back as printed; its last
 * four digits are kept as read (a digit misread stays wrong, and a mask whose digits were not read as
 * digits is left as read).
 */

/** Letters OCR reads for a dashed mask's x, in either case. */
const MASK_LETTER = '[XxKkHhAYyOo×]';
/** Marks OCR reads for the dash between the mask's groups. */
const MASK_DASH = '[-_~=.\u2013\u2014]+';
/**
 * Three groups of mask letters (a letter lost or doubled allowed) and the four digits, joined by dashes:
 * the mask with the spaces OCR put inside it taken out.
 */
const DASHED_MASK = new RegExp(
  `^(${MASK_LETTER}{3,5})${MASK_DASH}(${MASK_LETTER}{3,5})${MASK_DASH}(${MASK_LETTER}{3,5})${MASK_DASH}(\\d{4})$`,
);
/** OCR cuts a mask into this many words at most. */
const MAX_PIECES = 4;
/** At least this share of the mask's letters are read as x ("HKXXA-XKAK-KAXKK" on a blurred scan): fewer is a word. */
const MIN_X_SHARE = 1 / 4;

/** What OCR reads for an undashed mask's small x: any letter, or a mark of about its size. */
const UNDASHED_GLYPH = '[A-Za-z%»«×*]';
/** The glyphs OCR reads most often for a small x: an x itself, or a letter or mark of its shape or width. */
const X_LIKE = /[XxKkHhAOoYy%»«×]/g;
/** The x's of an undashed mask: 12 printed, a few run together or cut in two on a scan. */
const UNDASHED_RUN = { min: 9, max: 15, printed: 12 };
/** The mask's glyphs and its four digits, the spaces OCR put inside it taken out. */
const UNDASHED_MASK = new RegExp(`^(${UNDASHED_GLYPH}{${UNDASHED_RUN.min},${UNDASHED_RUN.max}})(\\d{4})$`);
/**
 * At least this share of an undashed mask's glyphs are x-like however blurred ("KEXXXXXXKXRXN",
 * "HOOOOOOOONXXX"), and at least this many read as x: a run of letters that is a word or a code is neither.
 */
const MIN_UNDASHED_X_LIKE_SHARE = 2 / 3;
const MIN_UNDASHED_XS = 3;
/** Each word OCR cut the mask into is at least this share x-like: a word before the mask ("SG") is not drawn in. */
const MIN_PIECE_X_LIKE_SHARE = 1 / 2;

const xCount = (text: string): number => (text.match(/[Xx]/g) ?? []).length;
const xLikeCount = (text: string): number => (text.match(X_LIKE) ?? []).length;

/** The x of the mask as printed: small or capital, as most of its x's were read. */
const caseOf = (letters: string): string =>
  (letters.match(/x/g) ?? []).length > (letters.match(/X/g) ?? []).length ? 'x' : 'X';

/** The printed dashed mask of the words joined, when they are one read as garbled; undefined otherwise. */
function printedDashedMask(joined: string): string | undefined {
  const match = DASHED_MASK.exec(joined);
  if (!match) return undefined;
  const letters = (match[1] ?? '') + (match[2] ?? '') + (match[3] ?? '');
  if (xCount(letters) < letters.length * MIN_X_SHARE) return undefined;
  const x = caseOf(letters);
  return `${x.repeat(4)}-${x.repeat(4)}-${x.repeat(4)}-${match[4] ?? ''}`;
}

/** The printed undashed mask of the words, when they are one read as garbled; undefined otherwise. */
function printedUndashedMask(words: string[]): string | undefined {
  const match = UNDASHED_MASK.exec(words.join(''));
  // Words of four each are a mask printed spaced ("XXXX XXXX XXXX 4821"), read as printed.
  if (!match || (words.length > 1 && words.every((word) => word.length === 4))) return undefined;
  const glyphs = match[1] ?? '';
  if (xLikeCount(glyphs) < glyphs.length * MIN_UNDASHED_X_LIKE_SHARE || xCount(glyphs) < MIN_UNDASHED_XS)
    return undefined;
  // Each word's share of the glyphs (a word of the digits alone, "56 78", has none).
  let at = 0;
  for (const word of words) {
    const part = glyphs.slice(at, at + word.length);
    at += word.length;
    if (part !== '' && xLikeCount(part) < part.length * MIN_PIECE_X_LIKE_SHARE) return undefined;
  }
  return `${caseOf(glyphs).repeat(UNDASHED_RUN.printed)}${match[2] ?? ''}`;
}

/**
 * A description with each card mask OCR garbled written as printed ("KXXX-XXX X-XXXX-1234" ->
 * "XXXX-XXXX-XXXX-1234", "KAXXXXXXXXXX5678" -> "XXXXXXXXXXXX5678"); every other word as read. The mask is
 * taken whole, from word start to word end.
 */
export function restoreCardMasks(description: string): string {
  const restored: string[] = [];
  for (const word of description.split(' ')) {
    restored.push(word);
    // The fewest words ending here that make a mask: a word before it ("NG", "A") is never drawn into it.
    for (let pieces = 1; pieces <= Math.min(MAX_PIECES, restored.length); pieces += 1) {
      const words = restored.slice(-pieces);
      const mask = printedDashedMask(words.join('')) ?? printedUndashedMask(words);
      if (!mask) continue;
      restored.splice(-pieces, pieces, mask);
      break;
    }
  }
  return restored.join(' ');
}
