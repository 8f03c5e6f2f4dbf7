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
