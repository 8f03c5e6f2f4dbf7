/** A stock to price, as the securities list names it ('AAPL' on NASDAQ, 'D05.SI' on SGX). */
export interface QuoteRequest {
  symbol: string;
  exchange: string;
}

/** A vendor's price for one stock: price is the vendor's decimal text, untouched (see storedPrice). */
export interface PriceQuote {
  symbol: string;
  exchange: string;
  price: string;
  /** When the price was current: the vendor's quote time when it gives one, else when the answer arrived. */
  asOf: Date;
}

/** A stock the vendor gave no usable price for, and why (reported to the caller, never replaced by a guess). */
export interface QuoteFailure {
  symbol: string;
  exchange: string;
  reason: string;
}

export interface QuoteBatch {
  quotes: PriceQuote[];
  failures: QuoteFailure[];
}

/**
 * A market-data source. fetchQuotes answers every request either with a quote or a failure; it throws only
 * when the vendor cannot be used at all (no connection, rejected key), so one bad symbol never hides the rest.
 */
export interface PriceProvider {
  readonly name: string;
  fetchQuotes(requests: readonly QuoteRequest[]): Promise<QuoteBatch>;
}
