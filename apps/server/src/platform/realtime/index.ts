export { createRealtimeHub, notify, type RealtimeHub } from './realtime-hub';
