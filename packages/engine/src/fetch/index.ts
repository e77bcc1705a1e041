export { addressRange, isPublicAddress } from './address-policy.ts';
export { checkReachability, type ReachabilityOptions } from './reachability.ts';
export {
  type ClosableSafeFetcher,
  createSafeFetcher,
  DEFAULT_MAX_BYTES,
  DEFAULT_TIMEOUT_MS,
} from './safe-fetcher.ts';
