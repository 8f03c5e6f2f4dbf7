import fs from 'node:fs';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sectorFromGics, type Sector } from '@garden/core';

/** One row of the securities list (the stocks table without prices). */
export interface Security {
  symbol: string;
  name: string;
  exchange: string;
  sector: Sector;
  currency: string;
}

/**
 * The CSV stays in src (tsc does not copy it); from dist/stocks/securities this resolves back to src, as the PDF
 * worker script does.
 */
export const SP500_CSV = path.resolve(
  __dirname,
  '..',
  '..',
  '..',
  'src',
  'stocks',
  'securities',
  'sp500-constituents.csv',
);

/**
 * S&P 500 constituents listed on NASDAQ (the CSV has no exchange column); every other constituent is NYSE.
 * The exchange decides the market hours (NYSE and NASDAQ keep the same ones) and is sent to the price vendor with
 * the symbol (twelveDataSymbol), so a constituent listed under the wrong one would not be priced.
 */
export const NASDAQ_SP500_SYMBOLS: ReadonlySet<string> = new Set(
  (
    'AAPL ABNB ACGL ADBE ADI ADP ADSK AEP AKAM ALGN AMAT AMD AMGN AMZN APA APP AVGO AXON BIIB BKNG BKR CASY CDNS ' +
    'CDW CEG CHRW CHTR CINF CME CMCSA COIN COO COST CPRT CRWD CSCO CSGP CSX CTAS CTSH DASH DDOG DLTR DXCM EBAY ' +
    'ECHO EQIX ERIE EVRG EXC EXE EXPE FANG FAST FFIV FISV FITB FLEX FOX FOXA FSLR FTNT GEHC GEN GILD GOOG GOOGL ' +
    'HAS HBAN HON HONA HOOD HSIC IBKR IDXX INCY INTC INTU ISRG JBHT JKHY KDP KHC KLAC LIN LITE LNT LRCX LULU MAR ' +
    'MCHP MDLZ META MNST MPWR MRNA MRVL MSFT MU NDAQ NDSN NFLX NTAP NTRS NVDA NWS NWSA NXPI ODFL ON ORLY PANW ' +
    'PAYX PCAR PEP PFG PLTR PODD PSKY PTC PYPL QCOM REG REGN ROP ROST SBAC SBUX SMCI SNDK SNPS STLD STX SWKS ' +
    'TECH TER TMUS TRMB TROW TSCO TSLA TTD TTWO TXN UAL ULTA VRSK VRSN VRTX VTRS WBD WDAY WDC WMT WTW WYNN XEL ZBRA'
  ).split(' '),
);

type Listed = readonly [symbol: string, name: string, sector: Sector, currency?: string];

/** The 30 Straits Times Index constituents (SGX, SGD unless the counter trades in USD). */
export const STI_CONSTITUENTS: readonly Listed[] = [
  ['D05.SI', 'DBS Group Holdings', 'Financials'],
  ['O39.SI', 'Oversea-Chinese Banking Corporation (OCBC)', 'Financials'],
  ['U11.SI', 'United Overseas Bank (UOB)', 'Financials'],
  ['S68.SI', 'Singapore Exchange', 'Financials'],
  ['Z74.SI', 'Singapore Telecommunications (Singtel)', 'Technology'],
  ['V03.SI', 'Venture Corporation', 'Technology'],
  ['C6L.SI', 'Singapore Airlines', 'Other'],
  ['BN4.SI', 'Keppel Ltd', 'Other'],
  ['S63.SI', 'Singapore Technologies Engineering', 'Other'],
  ['U96.SI', 'Sembcorp Industries', 'Other'],
  ['S58.SI', 'SATS Ltd', 'Other'],
  ['5E2.SI', 'Seatrium', 'Other'],
  ['BS6.SI', 'Yangzijiang Shipbuilding (Holdings)', 'Other'],
  ['J36.SI', 'Jardine Matheson Holdings', 'Other', 'USD'],
  ['C07.SI', 'Jardine Cycle & Carriage', 'Consumer Discretionary'],
  ['G13.SI', 'Genting Singapore', 'Consumer Discretionary'],
  ['Y92.SI', 'Thai Beverage', 'Consumer Staples'],
  ['F34.SI', 'Wilmar International', 'Consumer Staples'],
  ['D01.SI', 'DFI Retail Group Holdings', 'Consumer Staples', 'USD'],
  ['C38U.SI', 'CapitaLand Integrated Commercial Trust', 'Real Estate'],
  ['A17U.SI', 'CapitaLand Ascendas REIT', 'Real Estate'],
  ['9CI.SI', 'CapitaLand Investment', 'Real Estate'],
  ['H78.SI', 'Hongkong Land Holdings', 'Real Estate', 'USD'],
  ['M44U.SI', 'Mapletree Logistics Trust', 'Real Estate'],
  ['ME8U.SI', 'Mapletree Industrial Trust', 'Real Estate'],
  ['N2IU.SI', 'Mapletree Pan Asia Commercial Trust', 'Real Estate'],
  ['BUOU.SI', 'Frasers Logistics & Commercial Trust', 'Real Estate'],
  ['AJBU.SI', 'Keppel DC REIT', 'Real Estate'],
  ['U14.SI', 'UOL Group', 'Real Estate'],
  ['C09.SI', 'City Developments', 'Real Estate'],
];

/** Popular US ETFs: [symbol, name, exchange]. NYSE Arca funds are listed as NYSE (same trading hours). */
export const US_ETFS: readonly (readonly [string, string, 'NYSE' | 'NASDAQ'])[] = [
  ['SPY', 'SPDR S&P 500 ETF Trust', 'NYSE'],
  ['VOO', 'Vanguard S&P 500 ETF', 'NYSE'],
  ['IVV', 'iShares Core S&P 500 ETF', 'NYSE'],
  ['QQQ', 'Invesco QQQ Trust', 'NASDAQ'],
  ['VTI', 'Vanguard Total Stock Market ETF', 'NYSE'],
  ['VT', 'Vanguard Total World Stock ETF', 'NYSE'],
  ['VXUS', 'Vanguard Total International Stock ETF', 'NASDAQ'],
  ['BND', 'Vanguard Total Bond Market ETF', 'NASDAQ'],
  ['AGG', 'iShares Core U.S. Aggregate Bond ETF', 'NYSE'],
  ['GLD', 'SPDR Gold Shares', 'NYSE'],
  ['IWM', 'iShares Russell 2000 ETF', 'NYSE'],
  ['VEA', 'Vanguard FTSE Developed Markets ETF', 'NYSE'],
  ['VWO', 'Vanguard FTSE Emerging Markets ETF', 'NYSE'],
  ['SCHD', 'Schwab U.S. Dividend Equity ETF', 'NYSE'],
  ['ARKK', 'ARK Innovation ETF', 'NYSE'],
  ['DIA', 'SPDR Dow Jones Industrial Average ETF Trust', 'NYSE'],
  ['TLT', 'iShares 20+ Year Treasury Bond ETF', 'NASDAQ'],
];

/** Popular SGX ETFs: [symbol, name, currency]. */
export const SGX_ETFS: readonly (readonly [string, string, string])[] = [
  ['ES3.SI', 'SPDR Straits Times Index ETF', 'SGD'],
  ['G3B.SI', 'Nikko AM Singapore STI ETF', 'SGD'],
  ['A35.SI', 'ABF Singapore Bond Index Fund', 'SGD'],
  ['CLR.SI', 'Lion-Phillip S-REIT ETF', 'SGD'],
  ['CFA.SI', 'NikkoAM-StraitsTrading Asia ex Japan REIT ETF', 'SGD'],
  ['MBH.SI', 'Nikko AM SGD Investment Grade Corporate Bond ETF', 'SGD'],
  ['S27.SI', 'SPDR S&P 500 ETF (SGX)', 'USD'],
];

/** Splits CSV text into rows of fields (RFC 4180: quoted fields may hold commas, newlines and "" quotes). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      if (row.some((value) => value !== '')) rows.push(row);
      row = [];
      field = '';
    } else {
      field += char;
    }
  }
  row.push(field);
  if (row.some((value) => value !== '')) rows.push(row);
  return rows;
}

/** The S&P 500 rows of the CSV: symbol, name, exchange (NASDAQ list, else NYSE), spec sector, USD. */
export function sp500Securities(csv: string): Security[] {
  const [header, ...rows] = parseCsv(csv);
  const column = (name: string): number => {
    const index = header?.indexOf(name) ?? -1;
    if (index < 0) throw new Error(`The S&P 500 list has no "${name}" column`);
    return index;
  };
  const symbol = column('Symbol');
  const security = column('Security');
  const gics = column('GICS Sector');
  return rows.map((row) => {
    const ticker = (row[symbol] ?? '').trim();
    return {
      symbol: ticker,
      name: (row[security] ?? '').trim(),
      exchange: NASDAQ_SP500_SYMBOLS.has(ticker) ? 'NASDAQ' : 'NYSE',
      sector: sectorFromGics(row[gics]),
      currency: 'USD',
    };
  });
}

/** The whole list shipped with the product, sorted by exchange then symbol (a stable upsert order). */
export function loadSecurities(csvFile: string = SP500_CSV): Security[] {
  const all: Security[] = [
    ...sp500Securities(fs.readFileSync(csvFile, 'utf8')),
    ...STI_CONSTITUENTS.map(([symbol, name, sector, currency]) => ({
      symbol,
      name,
      exchange: 'SGX',
      sector,
      currency: currency ?? 'SGD',
    })),
    ...US_ETFS.map(([symbol, name, exchange]) => ({
      symbol,
      name,
      exchange,
      sector: 'Diversified' as const,
      currency: 'USD',
    })),
    ...SGX_ETFS.map(([symbol, name, currency]) => ({
      symbol,
      name,
      exchange: 'SGX',
      sector: 'Diversified' as const,
      currency,
    })),
  ];
  return all.sort((a, b) => a.exchange.localeCompare(b.exchange) || a.symbol.localeCompare(b.symbol));
}

/**
 * Loads the list into the stocks table in one statement: new securities are inserted, known ones get their name,
 * sector and currency refreshed; prices are never touched and unchanged rows are not rewritten. Safe to run by
 * several processes at once (api and workers starting together). Returns the rows inserted or changed.
 */
export async function upsertSecurities(em: EntityManager, securities: Security[] = loadSecurities()): Promise<number> {
  if (securities.length === 0) return 0;
  const values = securities.map(() => '(?, ?, ?, ?, ?)').join(', ');
  const params = securities.flatMap((s) => [s.symbol, s.name, s.exchange, s.sector, s.currency]);
  const result = await em.getConnection().execute<{ affectedRows?: number }>(
    `insert into stocks (symbol, name, exchange, sector, currency) values ${values}
     on conflict (symbol, exchange) do update
       set name = excluded.name, sector = excluded.sector, currency = excluded.currency
       where (stocks.name, stocks.sector, stocks.currency)
         is distinct from (excluded.name, excluded.sector, excluded.currency)`,
    params,
    'run',
  );
  return result.affectedRows ?? 0;
}
