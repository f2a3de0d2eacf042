export { consumeRateLimit, peekRateLimit, type RateLimitDecision, type RateLimitRule } from './consume-rate-limit';
export {
  checkRateLimits,
  countRateLimits,
  enforceRateLimits,
  tooManyAttemptsMessage,
  type RateLimitCheck,
} from './rate-limit-error';
