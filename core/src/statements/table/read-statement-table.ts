/** Reading a statement's table with a bank's profile: rows, continuation lines, figures and sections. */
import type { ParsedAmount } from '../../money/money';
import { amountAtLineEnd, cardCents, cleanDescription, lastFourDigits, parseMoneyCell } from '../statement-text';
import type { ExtractedPdf, LineCell, ParsedTransaction, StatementLine } from '../statement.types';
import { DESCRIPTION_SLACK, closesRow, openRowFor } from '../parsers/page-break-rows';
import { continuationGap } from '../row-continuation';
import { tableHeaders, tableSideLines, type Header } from './header-columns';
import { readBalanceColumns } from './read-balance-columns';
import { rowDate, rowDatePatterns } from './row-dates';
import type { StatementTable, TableSection } from './statement-table.types';
import type { FigureRule, StatementTableProfile, TableDates, WrappedLineRule } from './table-profile';
import { attachLoose, type Anchor, type Entry } from './words-around-rows';

/** Digits OCR reads for the letters they look like. */
const LETTER_OF_DIGIT: Record<string, string> = { '0': 'O', '1': 'I', '5': 'S', '8': 'B' };

/**
 * A currency's name is letters: a digit standing for an abbreviated letter ("U. 5. DOLLAR", a scan's S
 * read as 5) is the letter it looks like.
 */
export function currencyLetters(name: string): string {
  return name.replace(/(?<![A-Za-z0-9])[0158](?=\.)/g, (digit) => LETTER_OF_DIGIT[digit] ?? digit);
}

/** Where a row's description starts: its first cell that is not only dates. */
function descriptionCellX(cells: readonly LineCell[], datesOnly: RegExp): number | undefined {
  return cells.find((cell) => !datesOnly.test(cleanDescription(cell.text)))?.x;
}

function matchesLabel(label: RegExp | readonly RegExp[], text: string): boolean {
  return label instanceof RegExp ? label.test(text) : label.some((pattern) => pattern.test(text));
}

/**
 * Reads a statement's table with a bank's profile. Signs follow the card convention (CR, a minus or
 * parentheses = money in) unless the profile's sections give the side (profile.sectionSides).
 */
export function readStatementTable(
  pdf: ExtractedPdf,
  allLines: readonly StatementLine[],
  profile: StatementTableProfile,
  dates: TableDates | string,
): StatementTable {
  const when = typeof dates === 'string' ? { statementDate: dates } : dates;
  if (profile.runningBalance) return readBalanceColumns(allLines, profile, profile.runningBalance, when);
  const lines = profile.header.sidePanel ? tableSideLines(pdf, allLines, profile) : allLines;
  const headers = tableHeaders(lines, profile);
  // Lines above a page's first header (page headings, summaries repeated at the top) are furniture.
  const headerYs = new Map<number, number>();
  for (const line of headers.keys()) if (!headerYs.has(line.page)) headerYs.set(line.page, line.y);
  const wrapGap = continuationGap(lines.filter((line) => line.y > (headerYs.get(line.page) ?? Infinity)));
  const { row: datePattern, datesOnly, leadingDates } = rowDatePatterns(profile);
  const noise = profile.descriptionNoise;
  const withoutNoise = (text: string): string => cleanDescription(noise ? text.replace(noise, ' ') : text);
  const read = profile.readAmount ?? parseMoneyCell;
  const slack = profile.amountSlack ?? 0;

  const table: StatementTable = {
    hasHeader: headers.size > 0,
    firstHeaderLine: [...headers.keys()][0],
    transactions: [],
    figures: new Map(),
    cardTexts: [],
    sections: [],
    titledSums: new Map(),
    rowNumbers: new Map(),
    sideMismatches: [],
    titledCounts: new Map(),
  };
  const sides = profile.sectionSides;
  // With section sides, rows are read only inside a section.
  let inSection = sides === undefined;
  const addRow = (transaction: ParsedTransaction, printed: ParsedAmount): void => {
    const side = sides?.[title];
    if (side) {
      transaction.amountCents = side === 'in' ? printed.cents : -printed.cents;
      if (printed.negative === (side === 'in')) table.sideMismatches.push({ transaction, section: title });
    }
    table.transactions.push(transaction);
    section().rowsCents += transaction.amountCents;
    table.titledSums.set(title, (table.titledSums.get(title) ?? 0) + transaction.amountCents);
    table.titledCounts.set(title, (table.titledCounts.get(title) ?? 0) + 1);
  };
  let title = profile.untitledSection ?? 'untitled';
  const section = (): TableSection => {
    const current = table.sections[table.sections.length - 1];
    if (current) return current;
    const first: TableSection = { figures: new Map(), rowsCents: 0 };
    table.sections.push(first);
    return first;
  };
  /** A card heading starts its card's section; the same card's heading again on a new page continues it. */
  const openCardSection = (heading: RegExpExecArray): void => {
    const cardOf = (match: RegExpExecArray): string => lastFourDigits(match[0]) ?? cleanDescription(match[0]);
    const current = table.sections[table.sections.length - 1]?.heading;
    if (current && cardOf(current) === cardOf(heading)) return;
    table.sections.push({ heading, figures: new Map(), rowsCents: 0 });
  };
  let header: Header | undefined;
  let inTable = false;
  let ended = false;
  // The last row read and the last line that reached down to it; open to the end of its page.
  let open:
    { line: StatementLine; transaction: ParsedTransaction; descriptionX?: number; currency?: string } | undefined;
  let tableLinesOnPage = 0;
  let page = 0;

  // profile.wordsAroundRows: rows and undated lines of the current stretch, attached when it ends.
  let segment: Entry[] = [];
  let carried: Anchor | undefined;
  let lastAnchor: Anchor | undefined;
  const anchors: Anchor[] = [];
  const endSegment = (): void => {
    attachLoose(segment, carried);
    segment = [];
    carried = undefined;
  };
  const anchorAt = (y: number, transaction?: ParsedTransaction): void => {
    const anchor: Anchor = { y, transaction, before: [], after: [] };
    anchors.push(anchor);
    segment.push({ kind: 'row', anchor });
    lastAnchor = anchor;
  };

  const record = (rule: FigureRule, cents: number | undefined, text: string): void => {
    if (cents === undefined) return;
    for (const figures of [table.figures, section().figures]) {
      const known = figures.get(rule.figure);
      if (!known) figures.set(rule.figure, { cents, labels: [text] });
      else {
        if (rule.combine === 'sum') known.cents += cents;
        if (rule.combine === 'last') known.cents = cents;
        known.labels.push(text);
      }
    }
  };

  for (const line of lines) {
    if (line.page !== page) {
      page = line.page;
      tableLinesOnPage = 0;
      // The first lines of a new page may end the last row of the page before.
      endSegment();
      carried = lastAnchor;
    }
    const titledAnywhere = sides
      ? profile.sectionTitles?.find(([pattern]) => pattern.test(cleanDescription(line.text)))
      : undefined;
    if (titledAnywhere) {
      // The same title again ("- continued") at the top of a page keeps the last row open across the break.
      if (titledAnywhere[1] !== title || open?.line.page === line.page) open = undefined;
      title = titledAnywhere[1];
      inSection = true;
      // The first line under a title (and its column header) may continue the row open across the break.
      tableLinesOnPage = 0;
      continue;
    }
    // Lines above a page's first header are furniture; with section sides the sections say where rows are.
    const headerY = sides ? undefined : headerYs.get(line.page);
    if (headerY !== undefined && line.y < headerY) {
      // Except a card's heading printed over its column header: it names the card the rows below belong to.
      const above = profile.cardHeading?.exec(cleanDescription(line.text));
      if (above) openCardSection(above);
      continue;
    }
    const found = headers.get(line);
    if (found) {
      const keep = carried;
      endSegment();
      carried = keep;
      header = found;
      inTable = !ended;
      continue;
    }
    // Lines of several entries (a checks table) need no column header of their own: their section says what they are.
    const entriesOf = inSection ? profile.entriesOfLine?.[title] : undefined;
    if (entriesOf) {
      const entryText = cleanDescription(line.text);
      open = undefined;
      if (profile.figures.some((rule) => rule.endsSection && matchesLabel(rule.label, entryText))) inSection = false;
      else {
        for (const entry of entriesOf(entryText, when)) {
          const printed = { date: entry.date, description: entry.description, amountCents: cardCents(entry.amount) };
          addRow(printed, entry.amount);
        }
      }
      continue;
    }
    if (!inTable || !header || !inSection) continue;
    if (line.page === header.page && line.y <= header.bottomY) continue;
    tableLinesOnPage += 1;
    const text = cleanDescription(line.text);

    const end = amountAtLineEnd(line, read);
    const { amountX, amountRight } = header;
    const inColumn = (right: number): boolean =>
      profile.amountRightEdge === undefined
        ? right >= amountX - slack
        : Math.abs(right - amountRight) <= profile.amountRightEdge;
    const amount = end && inColumn(end.cell.right) ? end : undefined;
    const cents = amount ? cardCents(amount.amount) : undefined;

    const titled = amount ? undefined : profile.sectionTitles?.find(([pattern]) => pattern.test(text));
    if (titled) {
      // The same title again ("Purchases (continued)") repeats it on a new page: furniture, the row stays open.
      if (titled[1] === title) tableLinesOnPage -= 1;
      else open = undefined;
      title = titled[1];
      continue;
    }
    const heading = amount ? undefined : profile.cardHeading?.exec(text);
    if (heading) {
      openCardSection(heading);
      open = undefined;
      continue;
    }

    const labelText = profile.datedFigures ? text.replace(leadingDates, '') : text;
    const figure = profile.figures.find(
      (rule) => matchesLabel(rule.label, labelText) && (!rule.needsAmount || cents !== undefined),
    );
    if (figure) {
      record(figure, cents, labelText);
      open = undefined;
      if (figure.endsSection) inSection = false;
      if (figure.endsTable) {
        inTable = false;
        ended ||= figure.endsTable === 'forGood';
        endSegment();
        lastAnchor = undefined;
      } else if (profile.wordsAroundRows && labelText !== text) anchorAt(line.y);
      continue;
    }

    const dated = datePattern.exec(text);
    if (amount && cents !== undefined) {
      const cells = line.cells.slice(0, line.cells.length - amount.cells);
      // Number columns: matching cells after the first word cell are the row's numbers, not its description.
      const firstWords = cells.findIndex((cell) => !datesOnly.test(cleanDescription(cell.text)));
      const numbers = profile.rowNumbers
        ? cells.filter((cell, index) => index > firstWords && profile.rowNumbers?.test(cell.text.trim()))
        : [];
      const before = cleanDescription(
        cells
          .filter((cell) => !numbers.includes(cell))
          .map((cell) => cell.text)
          .join(' '),
      );
      const row = datePattern.exec(before);
      const transactionDate = profile.rowDates.twoDates && !header.transactionDateFirst ? row?.[2] : undefined;
      const printed = transactionDate ?? row?.[1];
      const date = printed ? rowDate(printed, profile, when) : undefined;
      const description = row ? withoutNoise(before.slice(row[0].length)) : '';
      if (date && description && cents === 0 && numbers.length === 0 && profile.skipUnnumberedZeroRows) {
        open = undefined;
        continue;
      }
      if (date && description) {
        const transaction: ParsedTransaction = { date, description, amountCents: cents };
        const foreign = profile.foreignInRow?.exec(description)?.groups;
        if (foreign?.currency && foreign.amount) transaction.foreignAmount = `${foreign.currency} ${foreign.amount}`;
        if (numbers.length > 0)
          table.rowNumbers.set(
            transaction,
            numbers.map((cell) => cell.text.trim()),
          );
        addRow(transaction, amount.amount);
        const descriptionX = profile.wrappedAlign === 'row' ? descriptionCellX(line.cells, datesOnly) : undefined;
        open = { line, transaction, descriptionX };
        if (profile.wordsAroundRows) anchorAt(line.y, transaction);
        continue;
      }
    }

    if (profile.wordsAroundRows) {
      // Description parts start in the description column; page numbers and notes elsewhere never join a row.
      const first = line.cells[0];
      const inDescription = first !== undefined && Math.abs(first.x - header.descriptionX) <= DESCRIPTION_SLACK;
      if (!amount && inDescription) segment.push({ kind: 'text', y: line.y, text });
      else endSegment();
      continue;
    }
    // Under the row's own description cell on its page; under the header's on the next page.
    const alignX =
      open?.descriptionX !== undefined && open.line.page === line.page ? open.descriptionX : header.descriptionX;
    const stripped = (rule: WrappedLineRule): string => (rule.strip ? text.replace(rule.strip, '') : text);
    const wrapped = amount ? undefined : profile.wrappedLines.find((rule) => rule.match.test(stripped(rule)));
    // Lines of an `anywhere` rule need only sit under the row (they may be dated, or start anywhere).
    const underX = wrapped?.anywhere ? (line.cells[0]?.x ?? alignX) : alignX;
    const continued =
      amount || (dated && !wrapped?.anywhere) ? undefined : openRowFor(open, line, underX, tableLinesOnPage, wrapGap);
    if (continued) {
      const { transaction } = continued;
      let { currency } = continued;
      const value = wrapped ? wrapped.match.exec(stripped(wrapped)) : null;
      const named = value?.groups;
      if (wrapped?.as === 'foreignCurrency') currency = cleanDescription(named?.currency ?? value?.[1] ?? text);
      else if (wrapped?.as === 'foreignAmount' && named?.amount) {
        const currencyName = named.currency === undefined ? currency : currencyLetters(named.currency);
        transaction.foreignAmount = cleanDescription(`${currencyName ?? ''} ${named.amount}`);
      } else if (wrapped?.as === 'foreignAmount') {
        const groups = value ? value.slice(1).filter(Boolean) : [];
        transaction.foreignAmount = groups.length > 0 ? cleanDescription(groups.join(' ')) : (value?.[0] ?? text);
      } else if (!wrapped && profile.otherWrappedLines === 'description') {
        const rest = withoutNoise(text);
        if (rest) transaction.description = cleanDescription(`${transaction.description} ${rest}`);
      }
      // Carried over a page break, the row's later lines align where this page puts the description column.
      const descriptionX = line.page === continued.line.page ? continued.descriptionX : undefined;
      open = { ...continued, line, currency, descriptionX };
      continue;
    }
    if (!amount && !dated && table.transactions.length === 0) table.cardTexts.push(text);
    // A line right under a row that does not continue it closes the row; furniture further down does not.
    if (closesRow(open, line, wrapGap)) open = undefined;
  }
  endSegment();
  for (const { transaction, before, after } of anchors) {
    if (transaction)
      transaction.description = cleanDescription([...before, transaction.description, ...after].join(' '));
  }
  return table;
}

/** A figure read from the table, or undefined when the statement does not print it. */
export function tableFigure(table: StatementTable, figure: string): number | undefined {
  return table.figures.get(figure)?.cents;
}
