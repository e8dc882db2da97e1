import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  type SxProps,
  type TableProps,
  type Theme,
} from '@mui/material';
import type { ReactNode } from 'react';

/** One column: its heading, and what it shows of each row. */
export interface TableColumn<Row> {
  heading: string;
  cell: (row: Row) => ReactNode;
  /** Amounts and counts line up on the right. */
  align?: 'right';
  /** Styles of the column's cells (not its heading). */
  sx?: SxProps<Theme>;
  /** Styles of the column's cells that depend on the row, instead of `sx`. */
  rowSx?: (row: Row) => SxProps<Theme> | undefined;
  /** The cell names its row for screen readers (a `th` of the row). */
  rowHeader?: boolean;
}

/** A row's cells, one per column: a body row's, or a footer's that lines up with them. */
export function ColumnCells<Row>({ columns, row }: { columns: readonly TableColumn<Row>[]; row: Row }) {
  return columns.map((column) => (
    <TableCell
      key={column.heading}
      align={column.align}
      sx={column.rowSx ? column.rowSx(row) : column.sx}
      {...(column.rowHeader && { component: 'th', scope: 'row' })}
    >
      {column.cell(row)}
    </TableCell>
  ));
}

type SimpleTableProps<Row> = Omit<TableProps, 'children'> & {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** The property that tells the rows apart; without it, their place in `rows`. */
  rowKey?: keyof Row;
  /** Data attributes of a body row, such as its test id. */
  rowData?: (row: Row) => Record<`data-${string}`, string>;
  /** Styles of the heading row. */
  headSx?: SxProps<Theme>;
  /** A TableFooter, below the rows. */
  footer?: ReactNode;
};

/** A table of `rows` under a row of headings, a cell per column. Name it with `aria-label`. */
export function SimpleTable<Row>({
  columns,
  rows,
  rowKey,
  rowData,
  headSx,
  footer,
  ...tableProps
}: SimpleTableProps<Row>) {
  return (
    <Table {...tableProps}>
      <TableHead>
        <TableRow sx={headSx}>
          {columns.map((column) => (
            <TableCell key={column.heading} align={column.align}>
              {column.heading}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={rowKey ? String(row[rowKey]) : index} {...rowData?.(row)}>
            <ColumnCells columns={columns} row={row} />
          </TableRow>
        ))}
      </TableBody>
      {footer}
    </Table>
  );
}
