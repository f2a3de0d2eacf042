/** Demo-only sign-ins, printed by the README and at start outside production. Never seeded in production by default. */
export const demoAccounts = [
  { email: 'admin@example.com', password: 'Basalt-admin-2026', fullName: 'Ada Admin', isAdmin: true },
  { email: 'demo@example.com', password: 'Basalt-demo-2026', fullName: 'Dana Demo', isAdmin: false },
] as const;
