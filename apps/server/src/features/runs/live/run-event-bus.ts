import type { RealtimeHub } from '../../../platform/realtime';
import { RUN_CHANNEL, type RunChange } from './run-notify';

type Watcher<Change> = (change: Change | 'resync') => void;

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
 * This process's view of run changes: one LISTEN on the run channel, dispatched by run id and by
 * user id, so a thousand open streams cost a map lookup per change, not a thousand listeners.
 */
export class RunEventBus {
  private readonly byRun = new WatcherIndex<RunChange>();
  private readonly byUser = new WatcherIndex<RunChange>();
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
    // Changes made while the listening connection was down were missed: every stream re-reads.
    this.hub.onReconnect(() => {
      this.byRun.emitAll('resync');
      this.byUser.emitAll('resync');
    });
  }

  watchRun(runId: string, watcher: Watcher<RunChange>) {
    return this.byRun.add(runId, watcher);
  }

  watchUser(userId: string, watcher: Watcher<RunChange>) {
    return this.byUser.add(userId, watcher);
  }

  stop() {
    this.unsubscribes.splice(0).forEach((unsubscribe) => unsubscribe());
  }
}
