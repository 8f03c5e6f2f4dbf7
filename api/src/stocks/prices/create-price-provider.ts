import type { PriceProviderConfig } from '../../config';
import type { PriceProvider } from './price-provider';
import { TwelveDataProvider } from './twelve-data.provider';

/**
 * The configured provider, or undefined when none is (the default: prices are then never updated). Kept apart
 * from the PriceProvider interface so that an implementation can import the interface without a cycle.
 */
export function createPriceProvider(config: PriceProviderConfig | undefined): PriceProvider | undefined {
  if (!config) return undefined;
  switch (config.name) {
    case 'twelvedata':
      return new TwelveDataProvider({ apiKey: config.apiKey, baseUrl: config.baseUrl });
  }
}
