export {
  consumeRateLimit,
  peekRateLimit,
  type RateLimitCount,
  type RateLimitDecision,
  type RateLimitRule,
} from './consume-rate-limit';
export {
  checkRateLimits,
  countRateLimits,
  enforceRateLimits,
  tooManyAttemptsMessage,
  type RateLimitCheck,
} from './rate-limit-error';
export { apiQuotaHeaders, consumeApiQuota, type ApiQuota, type ApiQuotaState } from './api-quota';
