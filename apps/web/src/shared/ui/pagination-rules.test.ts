import { describe, expect, it } from 'vitest';
import { itemsOnPage, pageLinks, pageSizeChoices, showsPageSizeSelect, totalPages } from './pagination-rules';

describe('pageSizeChoices', () => {
  it('offers each step only when the total exceeds the previous step', () => {
    expect(pageSizeChoices(0)).toEqual([]);
    expect(pageSizeChoices(1)).toEqual([10]);
    expect(pageSizeChoices(10)).toEqual([10]);
    expect(pageSizeChoices(11)).toEqual([10, 20]);
    expect(pageSizeChoices(25)).toEqual([10, 20, 30]);
    expect(pageSizeChoices(90)).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90]);
    expect(pageSizeChoices(91)).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(pageSizeChoices(5000)).toHaveLength(10);
  });

  it('shows the selector only with more than 10 items', () => {
    expect(showsPageSizeSelect(10)).toBe(false);
    expect(showsPageSizeSelect(11)).toBe(true);
  });
});

describe('pageLinks', () => {
  it('shows 7 links by default, centred on the current page', () => {
    expect(pageLinks(0, 20)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(pageLinks(10, 20)).toEqual([7, 8, 9, 10, 11, 12, 13]);
    expect(pageLinks(19, 20)).toEqual([13, 14, 15, 16, 17, 18, 19]);
  });

  it('shows every page when there are fewer than the count', () => {
    expect(pageLinks(1, 3)).toEqual([0, 1, 2]);
    expect(pageLinks(0, 0)).toEqual([]);
  });

  it('takes another count', () => {
    expect(pageLinks(5, 20, 3)).toEqual([4, 5, 6]);
  });
});

describe('totals', () => {
  it('counts pages and the items on a page', () => {
    expect(totalPages(25, 10)).toBe(3);
    expect(totalPages(0, 10)).toBe(0);
    expect(itemsOnPage(0, 10, 25)).toBe(10);
    expect(itemsOnPage(2, 10, 25)).toBe(5);
    expect(itemsOnPage(5, 10, 25)).toBe(0);
  });
});
