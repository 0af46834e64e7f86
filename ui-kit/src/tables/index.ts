export { Table, THead, TBody, Tr, Th, Td, RowTh, NumberTh, NumberTd, rowActionOf, type TableProps } from './Table';
export { TableSkeleton, type TableSkeletonProps, type TableSkeletonCell } from './TableSkeleton';
export { DataTable, DataTableSkeleton, DateTd, MissingValue, type DataColumn, type DataTableProps } from './DataTable';
export { Pagination, PagerButton, pageCountOf, type PaginationProps } from './Pagination';
export { RowActions, RowActionsHeader, ROW_ACTIONS_COLUMN, EditRowButton, DeleteRowButton } from './RowActions';
export { usePagedList, type PagedListOptions, type PagedListState } from './usePagedList';
export { PagedList, type PagedListProps } from './PagedList';
