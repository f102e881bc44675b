import type { PageInfo, PageQuery } from '@farm/contract';

export function offsetOf(page: PageQuery): number {
  return (page.page - 1) * page.size;
}

export function pageInfo(page: PageQuery, totalElements: number): PageInfo {
  return {
    number: page.page,
    size: page.size,
    totalElements,
    totalPages: Math.ceil(totalElements / page.size),
  };
}

export type Paged<T> = { items: T[]; page: PageInfo };
