import { describe, expect, it } from 'vitest';
import { toGlobalNotices } from './to-global-notices';

describe('toGlobalNotices', () => {
  it('keeps well-formed notices and drops the rest', () => {
    expect(
      toGlobalNotices([{ id: 7, type: 'warning', title: 'Maintenance', content: 'Saturday night' }, { id: 'x' }, null]),
    ).toEqual([{ id: 7, type: 'warning', title: 'Maintenance', content: 'Saturday night' }]);
  });
});
