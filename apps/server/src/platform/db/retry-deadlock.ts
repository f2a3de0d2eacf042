/** PostgreSQL's deadlock_detected: the transaction was rolled back whole, so running it again is safe. */
const DEADLOCK_DETECTED = '40P01';

const isDeadlock = (error: unknown) => {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return (cause?.code ?? code) === DEADLOCK_DETECTED;
};

/**
 * Runs a transaction again when PostgreSQL chose it as a deadlock's victim. For work whose lock
 * order cannot match every other writer's (an account deletion needs the user row and the balance,
 * which run starts and ledger operations take in opposite orders).
 */
export async function retryOnDeadlock<T>(transaction: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= attempts || !isDeadlock(error)) throw error;
    }
  }
}
