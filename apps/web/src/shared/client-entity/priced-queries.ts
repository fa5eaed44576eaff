import { hashKey, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { pricingEntityId } from '@/shared/client-entity/client-entity-store';

// The searches whose answers the API prices for the client entity (D-25). Their cached
// results are keyed by the entity too, so a switch of client never shows another client's
// price: the pages ask again under the new key.
const PRICED_QUERIES: readonly QueryKey[] = [
  ['cars', 'search'],
  ['utilities', 'activity-availability'],
  ['utilities', 'transfers'],
  ['assistance', 'quotes'],
  ['flights', 'search'],
  ['flights', 'quotas'],
  ['tickets', 'search'],
  ['disney-hotels', 'search'],
  ['disney-hotels', 'tickets'],
  ['third-hotels', 'search'],
  ['booking', 'avail'],
];

const priced = (key: QueryKey) => PRICED_QUERIES.some((prefix) => prefix.every((part, i) => key[i] === part));

/** The hash of a priced query: its key and the client it was priced for. */
const pricedKeyHash = (key: QueryKey) => hashKey([...key, { cliente: pricingEntityId() }]);

const registered = new WeakSet<QueryClient>();

/** Once per query client: the priced searches hash with the client entity. */
export function registerPricedQueries(client: QueryClient) {
  if (registered.has(client)) return;
  registered.add(client);
  for (const prefix of PRICED_QUERIES) client.setQueryDefaults(prefix, { queryKeyHashFn: pricedKeyHash });
}

/**
 * Keys the priced searches by the client entity (D-25). Called by the layout on every render
 * before its pages render, so the first search of a page already hashes with the client.
 */
export function usePricedQueries() {
  registerPricedQueries(useQueryClient());
}

/**
 * After a switch of client: the priced searches on screen are emptied (not asked again under
 * their old key), so their pages render again, hash with the new client and ask for its
 * prices. What is cached for a client and not on screen stays for a switch back.
 */
export function repriceAfterSwitch(client: QueryClient) {
  const onScreen = client
    .getQueryCache()
    .findAll({ predicate: (q) => priced(q.queryKey) && q.getObserversCount() > 0 });
  for (const query of onScreen) if (query.queryHash !== pricedKeyHash(query.queryKey)) query.reset();
}
