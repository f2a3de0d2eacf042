const KEY = 'basalt.pending-email';

/**
 * The address waiting for confirmation. There is no session before confirmation, so the
 * /verification-pending page learns it from sign-up or sign-in; kept for this tab only.
 */
export const pendingEmail = {
  read: (): string | null => {
    try {
      return window.sessionStorage.getItem(KEY);
    } catch {
      return null;
    }
  },
  /** Confirmed (a verified session appeared) or signed in another way: nothing is pending any more. */
  clear: () => {
    try {
      window.sessionStorage.removeItem(KEY);
    } catch {
      // No storage: nothing was kept.
    }
  },
  write: (email: string) => {
    try {
      window.sessionStorage.setItem(KEY, email);
    } catch {
      // Private mode without storage: the page then asks the user to sign in again.
    }
  },
};
