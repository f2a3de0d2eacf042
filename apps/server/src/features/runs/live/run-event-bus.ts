import type { RealtimeHub } from '../../../platform/realtime';
import { BALANCE_CHANNEL } from '../../ledger';
import { RUN_CHANNEL, type RunChange } from './run-notify';

type Watcher<Change> = (change: Change | 'resync') => void;
/** What a user's watcher hears: a change of one of their runs, or that their balance changed. */
export type UserChange = RunChange | 'balance';

class WatcherIndex<Change> {
  private readonly watchers = new Map<string, Set<Watcher<Change>>>();

  add(key: string, watcher: Watcher<Change>): () => void {
    let set = this.watchers.get(key);
    if (!set) this.watchers.set(key, (set = new Set()));
    set.add(watcher);
    return () => {
      set.delete(watcher);
      if (set.size === 0) this.watchers.delete(key);
    };
  }

  emit(key: string, change: Change | 'resync') {
    for (const watcher of this.watchers.get(key) ?? []) watcher(change);
  }

  emitAll(change: 'resync') {
    for (const set of this.watchers.values()) for (const watcher of set) watcher(change);
  }
}

/**
 * This process's view of run and balance changes: one LISTEN per channel, dispatched by run id and by
 * user id, so a thousand open streams cost a map lookup per change, not a thousand listeners.
 */
export class RunEventBus {
  private readonly byRun = new WatcherIndex<RunChange>();
  private readonly byUser = new WatcherIndex<UserChange>();
  private readonly unsubscribes: (() => void)[] = [];

  constructor(private readonly hub: RealtimeHub) {}

  async start(): Promise<void> {
    const unsubscribeRuns = await this.hub.subscribe(RUN_CHANNEL, (payload) => {
      let change: RunChange;
      try {
        change = JSON.parse(payload) as RunChange;
      } catch {
        return;
      }
      this.byRun.emit(change.id, change);
      this.byUser.emit(change.userId, change);
    });
    this.unsubscribes.push(unsubscribeRuns);
    // The ledger notifies the user's id from the statement that wrote the entry (features/ledger).
    this.unsubscribes.push(await this.hub.subscribe(BALANCE_CHANNEL, (userId) => this.byUser.emit(userId, 'balance')));
    // Changes made while the listening connection was down were missed: every stream re-reads.
    this.hub.onReconnect(() => {
      this.byRun.emitAll('resync');
      this.byUser.emitAll('resync');
    });
  }

  watchRun(runId: string, watcher: Watcher<RunChange>) {
    return this.byRun.add(runId, watcher);
  }

  watchUser(userId: string, watcher: Watcher<UserChange>) {
    return this.byUser.add(userId, watcher);
  }

  stop() {
    this.unsubscribes.splice(0).forEach((unsubscribe) => unsubscribe());
  }
}
