import { describe, expect, it } from 'vitest';
import { readListParams, toApiQuery, toExportQuery, toSearch, withFilter } from './list-params';

describe('portfolio list params', () => {
  it('reads the view from the URL, with defaults', () => {
    expect(readListParams(new URLSearchParams('type=pendingorders'))).toEqual({
      page: 0,
      size: 10,
      type: 'pendingorders',
    });
    expect(
      readListParams(
        new URLSearchParams('page=3&size=50&sort=businessName,desc&reports=WITH_LIENS&yearMonth=LAST_30_DAYS'),
      ),
    ).toEqual({
      page: 3,
      size: 50,
      sort: 'businessName,desc',
      reports: 'WITH_LIENS',
      yearMonth: 'LAST_30_DAYS',
    });
    expect(readListParams(new URLSearchParams('page=-2&size=abc'))).toEqual({ page: 0, size: 10 });
  });

  it('writes short URLs and full API queries', () => {
    const params = { page: 0, size: 10, type: 'completed' };
    expect(toSearch(params).toString()).toBe('type=completed');
    expect(toApiQuery(params)).toBe('type=completed&page=0&size=10');
    expect(toExportQuery({ ...params, page: 4, sort: 'createdAt' })).toBe('sort=createdAt&type=completed');
  });

  it('goes back to the first page when a filter changes', () => {
    expect(withFilter({ page: 5, size: 20 }, 'reports', 'WITH_LEVY')).toEqual({
      page: 0,
      size: 20,
      reports: 'WITH_LEVY',
    });
    expect(withFilter({ page: 5, size: 20, type: 'rejected' }, 'type', null)).toEqual({
      page: 0,
      size: 20,
      type: undefined,
    });
  });
});
