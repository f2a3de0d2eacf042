import { describe, expect, it } from 'vitest';
import { adjustmentDescription, userFacingDescription } from './user-facing-description';

describe('what users read of an admin adjustment', () => {
  it('names Basalt support, for new entries and for those written with the admin e-mail', () => {
    expect(adjustmentDescription('Goodwill')).toBe('Adjustment by Basalt support: Goodwill');
    expect(userFacingDescription('admin_adjustment', 'Admin adjustment by ops@example.com: Goodwill')).toBe(
      'Adjustment by Basalt support: Goodwill',
    );
    expect(userFacingDescription('purchase', 'Admin adjustment by a: b')).toBe('Admin adjustment by a: b');
  });
});
