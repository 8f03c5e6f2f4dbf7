import { dedupeKey, dedupeKeys, numberOccurrences, rowFingerprint } from './row-fingerprint';

describe('the row fingerprint for duplicates', () => {
  it('is the date, the amount and the description in upper case with its spaces folded', () => {
    expect(rowFingerprint({ date: '2026-07-03', amountCents: -450, description: '  Kopi   tiam\tSG ' })).toBe(
      '2026-07-03|-450|KOPI TIAM SG',
    );
  });

  it('matches the same line however its spaces and case were printed', () => {
    const a = rowFingerprint({ date: '2026-07-03', amountCents: -450, description: 'GRAB*RIDE  Singapore' });
    const b = rowFingerprint({ date: '2026-07-03', amountCents: -450, description: 'grab*ride singapore' });
    expect(a).toBe(b);
  });

  it('tells rows of another date, amount or description apart', () => {
    const row = { date: '2026-07-03', amountCents: -450, description: 'KOPI' };
    const fingerprints = new Set([
      rowFingerprint(row),
      rowFingerprint({ ...row, date: '2026-07-04' }),
      rowFingerprint({ ...row, amountCents: 450 }),
      rowFingerprint({ ...row, description: 'KOPI O' }),
    ]);
    expect(fingerprints.size).toBe(4);
  });

  it('numbers each key’s occurrences in order', () => {
    expect(numberOccurrences(['a', 'b', 'a', 'a', 'b', 'c'])).toEqual([1, 1, 2, 3, 2, 1]);
    expect(numberOccurrences([])).toEqual([]);
  });

  it('keeps two identical rows of one statement as two keys', () => {
    const coffee = { date: '2026-07-03', amountCents: -450, description: 'Kopi' };
    const tea = { date: '2026-07-03', amountCents: -300, description: 'Teh' };
    expect(dedupeKeys([coffee, tea, { ...coffee, description: 'KOPI' }])).toEqual([
      '2026-07-03|-450|KOPI|1',
      '2026-07-03|-300|TEH|1',
      '2026-07-03|-450|KOPI|2',
    ]);
    expect(dedupeKey('2026-07-03|-450|KOPI', 3)).toBe('2026-07-03|-450|KOPI|3');
  });
});
