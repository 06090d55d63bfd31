import { describe, expect, it } from 'vitest';
import { readRequestListParams, toRequestListQuery, toRequestListSearch } from './list-params';

describe('signature request list params', () => {
  it('reads page, size and statuses from the URL, dropping what the server would refuse', () => {
    expect(readRequestListParams(new URLSearchParams(''))).toEqual({ page: 0, size: 10, statuses: [] });
    expect(readRequestListParams(new URLSearchParams('status=SENT,BOGUS,VOIDED&page=2&size=25'))).toEqual({
      page: 2,
      size: 25,
      statuses: ['SENT', 'VOIDED'],
    });
    expect(readRequestListParams(new URLSearchParams('page=-1&size=0'))).toEqual({ page: 0, size: 10, statuses: [] });
    expect(readRequestListParams(new URLSearchParams('size=500')).size).toBe(100);
  });

  it('keeps links short and always sends page and size to the API', () => {
    expect(toRequestListSearch({ page: 0, size: 10, statuses: [] }).toString()).toBe('');
    expect(toRequestListSearch({ page: 1, size: 10, statuses: ['SENT', 'OPENED'] }).toString()).toBe(
      'status=SENT%2COPENED&page=1',
    );
    expect(toRequestListQuery({ page: 0, size: 10, statuses: ['SIGNED'] })).toBe('status=SIGNED&page=0&size=10');
  });
});
