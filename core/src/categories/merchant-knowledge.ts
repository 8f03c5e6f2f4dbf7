import type { SystemCategoryName } from './system-categories';

/**
 * Common Singapore merchants and the US banks' typical merchants, by category. Each entry is a word or
 * phrase matched at word boundaries in the upper-cased description; the longest match wins, so
 * "GRAB FOOD" beats "GRAB" and "AMAZON PRIME" beats "AMAZON".
 */
const KNOWLEDGE: Record<SystemCategoryName, string[]> = {
  'Food & Dining': [
    'GRABFOOD', 'GRAB FOOD', 'GF ', 'FOODPANDA', 'DELIVEROO', 'MCDONALD', "MCDONALD'S", 'KFC', 'BURGER KING', 'SUBWAY',
    'STARBUCKS', 'TOAST BOX', 'YA KUN', 'KOPITIAM', 'FOOD REPUBLIC', 'KOUFU', 'HAWKER', 'FOOD COURT', 'FOODCOURT',
    'COFFEE', 'CAFE', 'CAFÉ', 'BAKERY', 'RESTAURANT', 'DIN TAI FUNG', 'JOLLIBEE', 'MOS BURGER', 'PIZZA', 'DOMINO',
    'SUSHI', 'RAMEN', 'BBQ', 'KITCHEN', 'EATERY', 'BISTRO', 'DINER', 'CHIPOTLE', 'TACO BELL', 'WENDY', 'DUNKIN',
    'PANERA', 'CHICK-FIL-A', 'DOORDASH', 'UBER EATS', 'UBEREATS', 'GRUBHUB', 'LIHO', 'KOI', 'GONG CHA', 'CHAGEE',
    'MR BEAN', 'OLD CHANG KEE', 'BREAD TALK', 'BREADTALK', 'FOUR LEAVES', 'SAIZERIYA', 'SWENSEN', 'ASTONS',
    'PASTAMANIA', 'SHAKE SHACK', 'LUCKIN', 'FLASH COFFEE', 'BREAKFAST', 'TOAST', 'EATS', 'FOOD', 'DELI', 'GRILL',
    'NOODLE', 'CHICKEN RICE', 'BAR ', 'PUB', 'BREWERY', 'STEAKHOUSE', 'PANDA EXPRESS', 'IHOP', "DENNY'S",
  ],
  Groceries: [
    'FAIRPRICE', 'NTUC FP', 'FP XTRA', 'COLD STORAGE', 'SHENG SIONG', 'GIANT', 'DON DON DONKI', 'DONKI', 'REDMART',
    'MARKET', 'MART', 'SUPERMARKET', 'PRIME SUPERMARKET', 'MUSTAFA', 'WHOLE FOODS', "TRADER JOE", 'KROGER',
    'SAFEWAY', 'PUBLIX', 'ALDI', 'WEGMANS', 'H-E-B', 'HEB ', 'INSTACART', 'FRESH', 'PANTRY', 'GROCER', 'GROCERY',
    'BAZAAR', 'ARCTIC MARKET', '7-ELEVEN', '7 ELEVEN', 'CHEERS', 'FOODMART',
  ],
  Transport: [
    'GRAB*', 'GRAB ', 'GRABCAR', 'GRAB RIDES', 'GOJEK', 'COMFORTDELGRO', 'CDG TAXI', 'TADA', 'RYDE', 'ZIG',
    'SMRT', 'SBS TRANSIT', 'EZ-LINK', 'EZLINK', 'SIMPLYGO', 'TRANSIT', 'BUS/MRT', 'MRT', 'BUS ', 'BUS RIDE',
    'TAXI', 'UBER', 'LYFT', 'SHELL', 'ESSO', 'CALTEX', 'SPC ', 'SINOPEC', 'CHEVRON', 'EXXON', 'MOBIL', 'BP ',
    'PETROL', 'PARKING', 'CAR PARK', 'CARPARK', 'PARKING.SG', 'ERP', 'LTA', 'GETGO', 'BLUESG', 'COMMUTE',
    'DRIVE', 'MTA', 'METRO', 'AMTRAK',
  ],
  Shopping: [
    'SHOPEE', 'LAZADA', 'AMAZON', 'AMZN', 'QOO10', 'TAOBAO', 'ALIEXPRESS', 'UNIQLO', 'ZARA', 'H&M', 'COTTON ON',
    'DECATHLON', 'IKEA', 'COURTS', 'HARVEY NORMAN', 'BEST DENKI', 'CHALLENGER', 'POPULAR', 'DAISO', 'MUJI',
    'TAKASHIMAYA', 'ISETAN', 'TANGS', 'METRO DEPT', 'BHG', 'CHARLES & KEITH', 'LOVE BONITO', 'APPLE STORE',
    'WALMART', 'TARGET', 'COSTCO', 'BEST BUY', 'HOME DEPOT', "LOWE'S", 'LOWES', 'MACY', 'NORDSTROM', 'TJ MAXX',
    'TJMAXX', 'MARSHALLS', 'ROSS STORES', 'EBAY', 'ETSY', 'SHEIN', 'TEMU', 'NIKE', 'ADIDAS', 'SEPHORA', 'SHOP',
    'STORE', 'BOUTIQUE', 'OUTLET', 'MALL',
  ],
  'Bills & Utilities': [
    'SINGTEL', 'STARHUB', 'M1 LIMITED', 'M1 ', 'CIRCLES.LIFE', 'CIRCLES LIFE', 'SIMBA', 'GIGA', 'MYREPUBLIC',
    'SP GROUP', 'SP SERVICES', 'SP DIGITAL', 'PUB ', 'TOWN COUNCIL', 'GENECO', 'SENOKO', 'KEPPEL ELECTRIC',
    'TUAS POWER', 'CITY ENERGY', 'COMCAST', 'XFINITY', 'VERIZON', 'AT&T', 'T-MOBILE', 'SPECTRUM', 'PG&E',
    'CON EDISON', 'CONED', 'DUKE ENERGY', 'WATER', 'ELECTRIC', 'UTILITIES', 'UTILITY', 'IRAS', 'TAX',
  ],
  Subscriptions: [
    'NETFLIX', 'SPOTIFY', 'DISNEY PLUS', 'DISNEY+', 'DISNEYPLUS', 'YOUTUBE PREMIUM', 'YOUTUBEPREMIUM', 'HBO',
    'HULU', 'APPLE.COM/BILL', 'APPLE.COM', 'ICLOUD', 'GOOGLE STORAGE', 'GOOGLE ONE', 'GOOGLE *', 'MICROSOFT',
    'OFFICE 365', 'ADOBE', 'DROPBOX', 'CHATGPT', 'OPENAI', 'AMAZON PRIME', 'PRIME VIDEO', 'AUDIBLE', 'PATREON',
    'CANVA', 'NOTION', 'SUBSCRIPTION', 'MEMBERSHIP', 'FITLIFE', 'FITNESS PASS', 'CLASSPASS', 'ANYTIME FITNESS',
  ],
  Entertainment: [
    'GOLDEN VILLAGE', 'GV ', 'SHAW THEATRES', 'CATHAY CINEPLEX', 'CINEMA', 'CINEPLEX', 'SISTIC', 'TICKETMASTER',
    'UNIVERSAL STUDIOS', 'RESORTS WORLD', 'SENTOSA', 'MANDAI', 'ZOO', 'STEAM', 'PLAYSTATION', 'NINTENDO', 'XBOX',
    'KARAOKE', 'TEO HENG', 'AMC ', 'REGAL', 'BOWLING', 'GAMES', 'CONCERT', 'MUSEUM',
  ],
  'Health & Wellness': [
    'GUARDIAN', 'WATSONS', 'UNITY', 'POLYCLINIC', 'CLINIC', 'MEDICAL', 'HOSPITAL', 'DENTAL', 'DENTIST', 'RAFFLES',
    'PARKWAY', 'MOUNT ELIZABETH', 'GLENEAGLES', 'PHARMACY', 'CVS', 'WALGREENS', 'RITE AID', 'GYM', 'FITNESS',
    'YOGA', 'PILATES', 'PHYSIO', 'OPTICAL', 'HEALTH', 'WELLNESS', 'DOCTOR', 'LAB ',
  ],
  'Personal Care': ['SALON', 'HAIR', 'BARBER', 'SPA', 'NAIL', 'BEAUTY', 'MASSAGE', 'COSMETIC', 'ULTA', 'LASH'],
  Travel: [
    'SINGAPORE AIRLINES', 'SIA ', 'SCOOT', 'JETSTAR', 'AIRASIA', 'CATHAY PACIFIC', 'EMIRATES', 'QANTAS',
    'DELTA AIR', 'UNITED AIRLINES', 'AMERICAN AIRLINES', 'SOUTHWEST', 'JETBLUE', 'ALASKA AIR', 'AIRLINE', 'AIRWAYS',
    'AIRBNB', 'AGODA', 'BOOKING.COM', 'EXPEDIA', 'TRIP.COM', 'KLOOK', 'HOTEL', 'HOTELS.COM', 'MARRIOTT',
    'HILTON', 'HYATT', 'SHANGRI-LA', 'RESORT', 'CHANGI', 'TRAVEL', 'TRAVELOKA',
  ],
  Education: ['COURSERA', 'UDEMY', 'SKILLSFUTURE', 'SCHOOL', 'TUITION', 'UNIVERSITY', 'COLLEGE', 'NUS', 'NTU', 'SMU', 'KINDERGARTEN', 'EDUCATION', 'ACADEMY', 'BOOKS', 'KINOKUNIYA'],
  Insurance: ['AIA', 'PRUDENTIAL', 'GREAT EASTERN', 'NTUC INCOME', 'INCOME INSURANCE', 'AVIVA', 'SINGLIFE', 'FWD', 'MSIG', 'AXA', 'GEICO', 'STATE FARM', 'PROGRESSIVE', 'ALLSTATE', 'INSURANCE', 'ASSURANCE'],
  Housing: ['HDB', 'MCST', 'CONDO', 'RENT', 'RENTAL', 'MORTGAGE', 'PROPERTY', 'REALTY', 'HOME LOAN', 'HOA '],
  'Gifts & Donations': ['CHARITY', 'DONATION', 'GIVING.SG', 'GIVE.ASIA', 'RED CROSS', 'COMMUNITY CHEST', 'GOFUNDME', 'TEMPLE', 'CHURCH', 'MOSQUE', 'FLORIST', 'FLOWER'],
  'Fees & Charges': ['LATE CHARGE', 'LATE FEE', 'LATE PAYMENT', 'ANNUAL FEE', 'SERVICE CHARGE', 'FINANCE CHARGE', 'FOREIGN TRANSACTION FEE', 'FX FEE', 'OVERDRAFT', 'BANK CHARGE', 'ADMIN FEE', 'CCY CONVERSION FEE', 'INTEREST CHARGE', 'FEE'],
  Transfers: ['PAYNOW', 'FUNDS TRANSFER', 'FUND TRANSFER', 'FAST PAYMENT', 'FAST TRANSFER', 'FAST COLLECTION', 'GIRO', 'ZELLE', 'VENMO', 'CASH APP', 'WIRE TRANSFER', 'TRANSFER', 'ATM', 'CASH WITHDRAWAL', 'WITHDRAWAL'],
  'Salary & Income': ['SALARY', 'PAYROLL', 'DIRECT DEP', 'DIRECT DEPOSIT', 'BONUS', 'COMMISSION', 'DIVIDEND PAYOUT'],
  'Interest & Rewards': ['INTEREST CREDIT', 'INTEREST EARNED', 'INTEREST PAID', 'BONUS INTEREST', 'CASH REBATE', 'CASHBACK', 'CASH BACK', 'REWARDS', 'REBATE'],
  Investments: ['SYFE', 'ENDOWUS', 'STASHAWAY', 'TIGER BROKERS', 'MOOMOO', 'FUTU', 'IBKR', 'INTERACTIVE BROKERS', 'SAXO', 'POEMS', 'CDP', 'ROBINHOOD', 'VANGUARD', 'FIDELITY', 'SCHWAB', 'COINBASE', 'GEMINI', 'CRYPTO'],
  Refunds: ['REFUND', 'REVERSAL', 'CHARGEBACK', 'RETURN CREDIT'],
  'CPF-OA': ['CPF OA', 'CPF-OA', 'ORDINARY ACCOUNT'],
  'CPF-SA': ['CPF SA', 'CPF-SA', 'SPECIAL ACCOUNT'],
  'CPF-MA': ['CPF MA', 'CPF-MA', 'MEDISAVE'],
  Uncategorized: [],
};

interface Entry {
  pattern: RegExp;
  length: number;
  category: SystemCategoryName;
}

const ENTRIES: Entry[] = Object.entries(KNOWLEDGE).flatMap(([category, words]) =>
  words.map((word) => {
    const trimmed = word.trim();
    const escaped = trimmed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // Word boundaries where the word starts or ends with a letter or digit.
    const start = /^[A-Z0-9]/.test(trimmed) ? '(?<![A-Z0-9])' : '';
    const end = /[A-Z0-9]$/.test(trimmed) ? '(?![A-Z0-9])' : '';
    return { pattern: new RegExp(`${start}${escaped}${end}`), length: trimmed.length, category: category as SystemCategoryName };
  }),
);

/** The most specific knowledge-base category found in a description, if any. */
export function knowledgeCategory(description: string): SystemCategoryName | undefined {
  const text = description.toUpperCase();
  let best: Entry | undefined;
  for (const entry of ENTRIES) {
    if ((!best || entry.length > best.length) && entry.pattern.test(text)) best = entry;
  }
  return best?.category;
}
