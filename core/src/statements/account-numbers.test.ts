import { randomInt } from 'node:crypto';
import { labelledLast4, lastFourDigits } from './account-numbers';

/** Masks banks print card and account numbers in; `#` stands for a visible digit, `L` for the last four. */
const MASKS = [
  'XXXX XXXX XXXX LLLL',
  'xxxx-xxxx-xxxx-LLLL',
  '#xxx-xxxx-xxxx-LLLL',
  '#### XXXX XXXX LLLL',
  '####-****-****-LLLL',
  '************LLLL',
  '**** **** **** LLLL',
  '•••• •••• •••• LLLL',
  '#### ## ####### LLLL'.replace(/ /g, ''),
  '###-##LLL-L',
  '###-####LL-LL',
];
const LABELS = ['Card No.', 'Card Number:', 'Account No.', 'Account Number', 'A/C No:', 'Card ending', 'Acct #'];
const NOISE = [
  'Statement Date 16 Feb 2025',
  'Statement Date: February 16, 2025',
  'Payment Due 05/03/2025',
  'Credit Limit S$12,000.00',
  'Page 1 of 3',
  'Hotline 1800 111 1111',
];

function fill(mask: string, last4: string, digit: () => string): string {
  let index = 0;
  return mask.replace(/[#L]/g, (slot) => (slot === 'L' ? (last4[index++] ?? '') : digit()));
}

describe('card and account numbers', () => {
  it.each([
    ['XXXX XXXX XXXX 1234', '1234'],
    ['4xxx-xxxx-xxxx-1234', '1234'],
    ['Card No. ending 1234', '1234'],
    ['Card ending in 5678', '5678'],
    ['Account No. 123-45678-9', '6789'],
    ['5425 XXXX XXXX 4001', '4001'],
    ['Account Number: XXXX XXXX XXXX 1234 Statement Date 02/14/2025', '1234'],
    ['CITI REWARDS WORLD MASTERCARD 5425 **** **** 4001', '4001'],
    ['1234', '1234'],
  ])('reads %s', (text, last4) => {
    expect(lastFourDigits(text)).toBe(last4);
  });

  it.each([
    'Statement Date 16 Feb 2025',
    'For the period January 1, 2025 to January 31, 2025',
    'Total 2025',
    'Payment due 2025-03-05',
    'Minimum payment 1,234.56',
    'Page 2 of 4',
  ])('never takes a year, a date or an amount from %s', (text) => {
    expect(lastFourDigits(text)).toBeUndefined();
  });

  // Fresh random numbers each run, printed in the name of the failing case.
  const seeds = Array.from({ length: 40 }, () => randomInt(0, 10_000));
  it.each(seeds)('reads a labelled masked number beside dates and amounts (last four %i)', (seed) => {
    const last4 = String(seed).padStart(4, '0');
    const digit = (): string => String(randomInt(0, 10));
    const mask = MASKS[seed % MASKS.length] ?? MASKS[0]!;
    const label = LABELS[seed % LABELS.length] ?? LABELS[0]!;
    const number = fill(mask, last4, digit);
    const lines = [NOISE[seed % NOISE.length]!, `${label} ${number}`, NOISE[(seed + 1) % NOISE.length]!];
    expect({ number, found: labelledLast4(lines) }).toEqual({ number, found: last4 });
  });

  it.each([
    [['Summary of account', 'PLATINUM REWARDS AMEX 3712-4411-0987-2046', 'Hotline 1800 111 1111'], '2046'],
    [['Payment due 05/03/2025', 'SIGNATURE MASTERCARD ending 7310'], '7310'],
  ])('reads the number of a card heading with neither label nor mask: %j', (lines, last4) => {
    expect(labelledLast4(lines)).toBe(last4);
  });

  it('takes no phone number, date or amount for a card heading', () => {
    expect(labelledLast4(['Hotline 1800 111 1111', 'Payment due 2025-03-05', 'Balance 1,234.56'])).toBeUndefined();
  });
});
