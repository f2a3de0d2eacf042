/** Serialises the seeds of processes starting together; any number they agree on (the migration lock is 720_451_993). */
export const SEED_LOCK_ID = 720_451_994;
