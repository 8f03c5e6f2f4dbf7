/** How one movement is printed as table lines, and the description the ground truth expects for it. */
import type { Cell, Line } from './canvas';
import type { Movement } from './content';
import { formatDate, money, type DateStyle } from './format';
import { normaliseDescription, type ExpectedRow } from './model';

export type CreditMarker = 'CR' | 'CR-column' | 'parens' | 'plus' | 'minus';

export type ForeignStyle =
  | 'spelled-line' // U. S. DOLLAR 100.00 under the row (DBS)
  | 'code-line' // FOREIGN CURRENCY USD 20.00 under the row (OCBC)
  | 'amount-line' // FOREIGN AMOUNT USD 16.30 under the row (Citibank)
  | 'short-line' // USD 16.30 under the row (HSBC, UOB)
  | 'column' // 16.30 USD in an "amount in FCY" column (Trust)
  | 'none';

export interface CardColumns {
  dates: { x: number; which: 'txn' | 'post'; style: DateStyle }[];
  descX: number;
  /** Where a purchase's city and country go: own columns, after the merchant, on a line below, or nowhere. */
  place: 'columns' | 'inline' | 'below' | 'none';
  city?: number;
  country?: number;
  amountRight: number;
  marker: CreditMarker;
  /** Where a separate CR column starts (CR-column). */
  crX?: number;
  foreign: ForeignStyle;
  fcyRight?: number;
  /** Chase prints `.99` for amounts under a dollar. */
  bareCents?: boolean;
  /** Continuation lines start this many points right of the description. */
  detailIndent: number;
  /** Extra cells at fixed x on the dated line that are not description (BoA reference/account columns). */
  extraCells?: (movement: Movement, index: number) => Cell[];
}

/** Card amounts: a charge prints bare; a credit carries the bank's marker. */
export function cardAmountCells(cents: number, columns: CardColumns): Cell[] {
  const text = money(cents, { bareCents: columns.bareCents });
  if (cents <= 0) return [{ text, x: columns.amountRight, align: 'right' }];
  switch (columns.marker) {
    case 'CR':
      return [{ text: `${text} CR`, x: columns.amountRight + 0, align: 'right' }];
    case 'CR-column':
      return [
        { text, x: columns.amountRight, align: 'right' },
        { text: 'CR', x: columns.crX ?? columns.amountRight + 4 },
      ];
    case 'parens':
      return [{ text: `(${text})`, x: columns.amountRight + 3, align: 'right' }];
    case 'plus':
      return [{ text: `+${text}`, x: columns.amountRight, align: 'right' }];
    case 'minus':
      return [{ text: `-${text}`, x: columns.amountRight, align: 'right' }];
  }
}

/** A figure owed (positive) or in credit (negative) printed in the card's amount column. */
export function cardFigureCells(owedCents: number, columns: CardColumns, x?: number): Cell[] {
  return cardAmountCells(-owedCents, { ...columns, amountRight: x ?? columns.amountRight });
}

export function cardRow(
  movement: Movement,
  columns: CardColumns,
  index: number,
): { lines: Line[]; expected: ExpectedRow } {
  const pieces: string[] = [];
  const first: Cell[] = [];
  for (const column of columns.dates) {
    first.push({
      text: formatDate(column.which === 'txn' ? movement.date : movement.postDate, column.style),
      x: column.x,
    });
  }
  let merchant = movement.merchant;
  const place = movement.city && movement.country ? movement : undefined;
  if (place && columns.place === 'inline') merchant = `${merchant}  ${place.city}  ${place.country}`;
  first.push({ text: merchant, x: columns.descX });
  pieces.push(merchant);
  if (place && columns.place === 'columns') {
    first.push(
      { text: place.city ?? '', x: columns.city ?? 0 },
      { text: place.country ?? '', x: columns.country ?? 0 },
    );
    pieces.push(place.city ?? '', place.country ?? '');
  }
  const below: string[] = [];
  let foreignText: string | undefined;
  if (place && columns.place === 'below') below.push(`${place.city ?? ''} ${place.country ?? ''}`);
  if (movement.foreign) {
    const { code, amount, spelled } = movement.foreign;
    switch (columns.foreign) {
      case 'spelled-line':
        foreignText = `${spelled} ${amount}`;
        below.push(foreignText);
        break;
      case 'code-line':
        foreignText = `FOREIGN CURRENCY ${code} ${amount}`;
        below.push(foreignText);
        break;
      case 'amount-line':
        foreignText = `FOREIGN AMOUNT ${code} ${amount}`;
        below.push(foreignText);
        break;
      case 'short-line':
        foreignText = `${code} ${amount}`;
        below.push(foreignText);
        break;
      case 'column':
        foreignText = `${amount} ${code}`;
        first.push({ text: foreignText, x: columns.fcyRight ?? columns.amountRight - 80, align: 'right' });
        pieces.push(foreignText);
        break;
      case 'none':
        break;
    }
  }
  below.push(...movement.details);
  first.push(...(columns.extraCells?.(movement, index) ?? []));
  first.push(...cardAmountCells(movement.cents, columns));
  const lines: Line[] = [first, ...below.map((text) => [{ text, x: columns.descX + columns.detailIndent }])];
  pieces.push(...below);
  const expected: ExpectedRow = {
    date: movement.date,
    description: normaliseDescription(pieces.join(' ')),
    amountCents: movement.cents,
  };
  const optional = pieces.filter((piece) => piece === foreignText || /^ref no/i.test(piece));
  if (optional.length > 0) {
    const alternatives = new Set<string>();
    for (let mask = 1; mask < 1 << optional.length; mask += 1) {
      const dropped = optional.filter((_, i) => (mask >> i) & 1);
      alternatives.add(normaliseDescription(pieces.filter((piece) => !dropped.includes(piece)).join(' ')));
    }
    expected.descriptionAlternatives = [...alternatives];
  }
  return { lines, expected };
}
