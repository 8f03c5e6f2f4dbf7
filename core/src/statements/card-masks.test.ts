import { restoreCardMasks } from './card-masks';

describe('dashed card masks garbled by OCR', () => {
  it.each([
    ['XXXX-XXX X-XXXX-1234', 'XXXX-XXXX-XXXX-1234'],
    ['KXXX-XXXX-XXXX-1234', 'XXXX-XXXX-XXXX-1234'],
    ['XXXX—XXXX—XXXX—1234', 'XXXX-XXXX-XXXX-1234'],
    ['XXXX--XXXX_XXXX-1234', 'XXXX-XXXX-XXXX-1234'],
    ['XXXX-XXXX-XXXX- 4821', 'XXXX-XXXX-XXXX-4821'],
    ['HKXXA-XKAK-KAXKK-4821', 'XXXX-XXXX-XXXX-4821'],
    ['xxxx-xxKx-xxxx-5678', 'xxxx-xxxx-xxxx-5678'],
    ['YOOXK-XHXX-XXXX-4821', 'XXXX-XXXX-XXXX-4821'],
  ])('%s is the printed %s', (read, printed) => {
    expect(restoreCardMasks(`Debit Card Transaction SHOPEE SI NG 07JAN ${read}`)).toBe(
      `Debit Card Transaction SHOPEE SI NG 07JAN ${printed}`,
    );
  });

  it('takes no word before the mask into it', () => {
    expect(restoreCardMasks('PAY A XXXX-XXX X-XXXX-1234 NOW')).toBe('PAY A XXXX-XXXX-XXXX-1234 NOW');
  });

  it.each([
    'XXXX-XXXX-XXXX-4821',
    'xxxx-xxxx-xxxx-4821',
    '4xxx-xxxx-xxxx-4821',
    '****-****-****-4821',
    'XXXX XXXX XXXX 4821',
    'HAKK-YAHK-KAYH-1234',
    'HOOK-YOKO-HOKO-1234',
    'TAXS-XXXX-XXXX-1234',
    'XXXX-XXXX-XXXX-12345',
    'XXXX-XXXX-1234',
    'ID:XXXXX1234',
  ])('leaves %s as read', (text) => {
    expect(restoreCardMasks(`REF ${text} SG`)).toBe(`REF ${text} SG`);
  });
});

// Tesseract's readings of UOB's "xxxxxxxxxxxx5678" at 150 dpi (tuning uob-account scans).
describe('undashed card masks garbled by OCR', () => {
  it.each([
    ['XXXXXOOXXX5678', 'XXXXXXXXXXXX5678'], // 30000
    ['HOOOOOOOONXXX56 78', 'XXXXXXXXXXXX5678'], // 5131
    ['xxxxxxxxxxXxS5678', 'xxxxxxxxxxxx5678'], // 5393
    ['HOOOOOKxXx5678', 'xxxxxxxxxxxx5678'], // 30262, its x's case from their height
  ])('%s is the printed %s', (read, printed) => {
    expect(restoreCardMasks(`Debit Retail GRAB*1234 SINGAPORE SG ${read}`)).toBe(
      `Debit Retail GRAB*1234 SINGAPORE SG ${printed}`,
    );
  });

  it('takes no word before the mask into it', () => {
    expect(restoreCardMasks('SINGAPORE SG XXXXXOOXXX5678')).toBe('SINGAPORE SG XXXXXXXXXXXX5678');
    expect(restoreCardMasks('SINGAPORE SG xxxxxxx5678')).toBe('SINGAPORE SG xxxxxxx5678');
  });

  it.each([
    // Its digits read as letters: which digits were printed is not known.
    'xxxxxxxxxxXxS678', // 5000
    'HXXXAAXAKXXXXEE TE', // 30000
    'KHXXAXXXAXXXDETE', // 30131
    'HOOKXHHXHXNXXEE 78', // 30131
    'xxxAAxxxxxxx56 T8', // 30393
    'HAXAXKXXXXAX567T', // 30393
    'xxxxxxxxxxxNS678', // 30524
    'xxxxxxxxxxxx5678',
    'XXXXXXXXXXXX5678',
    '************5678',
    'PIB2310081234567',
    'GRAB*1234',
    'NTUC FAIRPRICE CO-OP 12345678',
    'HOOKAHKOYAH1234',
    'TAXABLEXXXX1234',
    'xxxxxxxxxxxxxxxxxxxx5678',
    'xxxxxxxxxxxx56789',
    'XXXX XXXX XXXX 4821',
    'xxxx xxxx xxxx 4821',
  ])('leaves %s as read', (text) => {
    expect(restoreCardMasks(`REF ${text} SG`)).toBe(`REF ${text} SG`);
  });
});
