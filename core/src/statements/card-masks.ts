/**
 * Dashed card masks ("XXXX-XXXX-XXXX-4821") as OCR garbles them on a scan: an X read as K, H, A, Y or O, a
 * group cut by a space ("XXXX-XXX X-XXXX-4821"), a dash read long or doubled. The mask reads only one way,
 * so it is written back as printed; its last four digits are kept as read (a digit misread stays wrong).
 */

/** Letters OCR reads for a mask's x, in either case. */
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

/** The printed mask of the words joined, when they are one read as garbled; undefined otherwise. */
function printedMask(joined: string): string | undefined {
  const match = DASHED_MASK.exec(joined);
  if (!match) return undefined;
  const letters = (match[1] ?? '') + (match[2] ?? '') + (match[3] ?? '');
  const small = (letters.match(/x/g) ?? []).length;
  const capital = (letters.match(/X/g) ?? []).length;
  if (small + capital < letters.length * MIN_X_SHARE) return undefined;
  const x = small > capital ? 'x' : 'X';
  return `${x.repeat(4)}-${x.repeat(4)}-${x.repeat(4)}-${match[4] ?? ''}`;
}

/**
 * A description with each dashed card mask OCR garbled written as printed ("KXXX-XXX X-XXXX-1234" ->
 * "XXXX-XXXX-XXXX-1234"); every other word as read. The mask is taken whole, from word start to word end.
 */
export function restoreCardMasks(description: string): string {
  const restored: string[] = [];
  for (const word of description.split(' ')) {
    restored.push(word);
    // The fewest words ending here that make a mask: a word before it ("NG", "A") is never drawn into it.
    for (let pieces = 1; pieces <= Math.min(MAX_PIECES, restored.length); pieces += 1) {
      const mask = printedMask(restored.slice(-pieces).join(''));
      if (!mask) continue;
      restored.splice(-pieces, pieces, mask);
      break;
    }
  }
  return restored.join(' ');
}
