import { Button, Group, NativeSelect, Text } from '@mantine/core';
import {
  DEFAULT_PAGE_LINKS,
  itemsOnPage,
  pageLinks,
  pageSizeChoices,
  showsPageSizeSelect,
  totalPages,
} from './pagination-rules';
import classes from './pagination.module.css';

export type PaginationProps = {
  /** Zero-based, as the API pages. */
  page: number;
  size: number;
  total: number;
  onPageChange: (page: number) => void;
  onSizeChange?: (size: number) => void;
  linkCount?: number;
  label?: string;
};

/**
 * Spec 1 §2: 'Viewing X out of Y results', previous/next, page links and a page-size select. On
 * phones (< 576 px) 'Page X of Y' stands in for the page links (DESIGN.md, decision 173).
 */
export function Pagination({
  page,
  size,
  total,
  onPageChange,
  onSizeChange,
  linkCount = DEFAULT_PAGE_LINKS,
  label = 'Pagination',
}: PaginationProps) {
  const pages = totalPages(total, size);
  return (
    <nav aria-label={label}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">{`Viewing ${itemsOnPage(page, size, total)} out of ${total} results`}</Text>
        <Group gap={4}>
          <Button variant="default" size="xs" disabled={page <= 0} onClick={() => onPageChange(page - 1)}>
            Previous
          </Button>
          <Text
            size="sm"
            className={classes.phoneOnly}
            aria-live="polite"
          >{`Page ${Math.min(page + 1, Math.max(pages, 1))} of ${Math.max(pages, 1)}`}</Text>
          {pageLinks(page, pages, linkCount).map((p) => (
            <Button
              key={p}
              className={classes.fromTablet}
              size="xs"
              variant={p === page ? 'filled' : 'default'}
              aria-current={p === page ? 'page' : undefined}
              aria-label={`Page ${p + 1}`}
              onClick={() => onPageChange(p)}
            >
              {p + 1}
            </Button>
          ))}
          <Button variant="default" size="xs" disabled={page >= pages - 1} onClick={() => onPageChange(page + 1)}>
            Next
          </Button>
        </Group>
        {onSizeChange && showsPageSizeSelect(total) && (
          <NativeSelect
            size="xs"
            label="Results per page"
            value={String(size)}
            data={pageSizeChoices(total).map(String)}
            onChange={(event) => onSizeChange(Number(event.currentTarget.value))}
          />
        )}
      </Group>
    </nav>
  );
}
