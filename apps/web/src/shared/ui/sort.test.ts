import { describe, expect, it } from 'vitest';
import { applySortClick, nextSort, sortDirection } from './sort';

describe('nextSort', () => {
  it('cycles ascending, descending, cleared', () => {
    expect(nextSort(undefined, 'name')).toBe('name');
    expect(nextSort('name', 'name')).toBe('name,desc');
    expect(nextSort('name,desc', 'name')).toBeUndefined();
  });

  it('starts ascending when another field was sorted', () => {
    expect(nextSort('created,desc', 'name')).toBe('name');
  });

  it('reports the direction for aria-sort', () => {
    expect(sortDirection('name', 'name')).toBe('ascending');
    expect(sortDirection('name,desc', 'name')).toBe('descending');
    expect(sortDirection('other', 'name')).toBe('none');
  });
});

describe('applySortClick', () => {
  it('resets the page to 0 when the sort changes', () => {
    expect(applySortClick({ page: 4, size: 10 }, 'name')).toEqual({ page: 0, size: 10, sort: 'name' });
    expect(applySortClick({ page: 2, sort: 'name' }, 'name')).toEqual({ page: 0, sort: 'name,desc' });
  });
});
