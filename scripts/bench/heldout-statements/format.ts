/** Dates and amounts printed the ways the banks print them. Dates are ISO strings (YYYY-MM-DD). */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function parts(iso: string): { year: number; month: number; day: number } {
  const [year, month, day] = iso.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 1, day: day ?? 1 };
}

const pad = (value: number): string => String(value).padStart(2, '0');

export type DateStyle =
  | 'DD MON' // 05 OCT
  | 'DD Mon' // 05 Oct
  | 'DDMON' // 05OCT
  | 'D Mon' // 5 Oct
  | 'DD/MM'
  | 'MM/DD'
  | 'MM/DD/YY'
  | 'MM/DD/YYYY'
  | 'DD/MM/YY'
  | 'DD/MM/YYYY'
  | 'DD-MM-YYYY'
  | 'DD MON YYYY'
  | 'DD Mon YYYY'
  | 'D MON YYYY'
  | 'DD MON YY'
  | 'DD Month YYYY'
  | 'Month D, YYYY'
  | 'Mon D, YYYY';

export function formatDate(iso: string, style: DateStyle): string {
  const { year, month, day } = parts(iso);
  const mon = MONTHS[month - 1] ?? '';
  const name = MONTH_NAMES[month - 1] ?? '';
  switch (style) {
    case 'DD MON':
      return `${pad(day)} ${mon.toUpperCase()}`;
    case 'DD Mon':
      return `${pad(day)} ${mon}`;
    case 'DDMON':
      return `${pad(day)}${mon.toUpperCase()}`;
    case 'D Mon':
      return `${day} ${mon}`;
    case 'DD/MM':
      return `${pad(day)}/${pad(month)}`;
    case 'MM/DD':
      return `${pad(month)}/${pad(day)}`;
    case 'MM/DD/YY':
      return `${pad(month)}/${pad(day)}/${pad(year % 100)}`;
    case 'MM/DD/YYYY':
      return `${pad(month)}/${pad(day)}/${year}`;
    case 'DD/MM/YY':
      return `${pad(day)}/${pad(month)}/${pad(year % 100)}`;
    case 'DD/MM/YYYY':
      return `${pad(day)}/${pad(month)}/${year}`;
    case 'DD-MM-YYYY':
      return `${pad(day)}-${pad(month)}-${year}`;
    case 'DD MON YYYY':
      return `${pad(day)} ${mon.toUpperCase()} ${year}`;
    case 'DD Mon YYYY':
      return `${pad(day)} ${mon} ${year}`;
    case 'D MON YYYY':
      return `${day} ${mon.toUpperCase()} ${year}`;
    case 'DD MON YY':
      return `${pad(day)} ${mon.toUpperCase()} ${pad(year % 100)}`;
    case 'DD Month YYYY':
      return `${pad(day)} ${name} ${year}`;
    case 'Month D, YYYY':
      return `${name} ${day}, ${year}`;
    case 'Mon D, YYYY':
      return `${mon} ${day}, ${year}`;
  }
}

/** Days between two ISO dates are counted in UTC so no daylight-saving shift moves a day. */
export function addDays(iso: string, days: number): string {
  const { year, month, day } = parts(iso);
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return date.toISOString().slice(0, 10);
}

export function monthName(iso: string): string {
  return MONTH_NAMES[parts(iso).month - 1] ?? '';
}

export function yearOf(iso: string): number {
  return parts(iso).year;
}

/** `123456` cents -> `1,234.56` (no sign); `commas: false` -> `1234.56`; `bareCents` prints `.99` for 99 cents. */
export function money(cents: number, options: { commas?: boolean; bareCents?: boolean } = {}): string {
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const fraction = pad(abs % 100);
  if (whole === 0 && options.bareCents) return `.${fraction}`;
  const wholeText = options.commas === false ? String(whole) : whole.toLocaleString('en-US');
  return `${wholeText}.${fraction}`;
}

/** A credit limit the way summary boxes print it: `22,800` when whole, `22,800.50` otherwise. */
export function limitText(cents: number, alwaysDecimals: boolean): string {
  if (!alwaysDecimals && cents % 100 === 0) return (cents / 100).toLocaleString('en-US');
  return money(cents);
}
