import { createHash } from 'node:crypto';
import { setImmediate as eventLoopTurn } from 'node:timers/promises';
import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { DataSource, EntityManager } from 'typeorm';
import { AuditActor, AuditService } from '../audit/audit.service';
import { CategoriesService, ProductCountChange } from '../categories/categories.service';
import { isUniqueViolation } from '../common/database-error.filter';
import { formatMoney } from '../common/money';
import { CreateProductDto, ProductResponse } from './dto/product.dto';
import { booleanCell, CsvRow, ImportProblem, integerCell, parseProductCsv, productsToCsv } from './product-csv';
import { INSERT_IMPORTED_PRODUCTS, RECORD_IMPORT_COMMIT, UPDATE_IMPORTED_PRODUCTS } from './products.queries';
import { productChange, ProductsService } from './products.service';

/** Rows one import may carry. */
export const MAX_IMPORT_ROWS = 5000;
/** Problems an answer lists; `problemCount` counts them all. */
export const MAX_PROBLEMS_LISTED = 100;
/** Rows validated between two turns of the event loop, which other requests (and health checks) need. */
const ROWS_PER_TURN = 250;
/** The same file committed again for the same shop within this time is refused: a double submit. */
const REPEAT_WINDOW_MINUTES = 10;
/** Rows written by one statement. */
const CHUNK = 500;
/** Stands in for the category while a row is validated: the CSV names categories, not ids. */
const SOME_CATEGORY = '00000000-0000-4000-8000-000000000000';

/** What an import found, or did: the same answer for a preview and for the commit. */
export interface ImportSummary {
  rows: number;
  created: number;
  updated: number;
  newCategories: string[];
  /** The first `MAX_PROBLEMS_LISTED` problems, by line. */
  problems: ImportProblem[];
  problemCount: number;
  committed: boolean;
}

/** The problems of a file: the first few, kept to be named, and how many there are. */
class ProblemList {
  readonly listed: ImportProblem[] = [];
  count = 0;

  add(problems: ImportProblem[]): void {
    this.count += problems.length;
    this.listed.push(...problems.slice(0, MAX_PROBLEMS_LISTED - this.listed.length));
  }
}

/** A valid row, ready to write: an update when its SKU names a live product of the shop. */
interface PlannedRow {
  fields: CreateProductDto;
  categoryName: string;
  existing?: { id: string; categoryId: string | null };
}

/** A row as the import's statements take it (jsonb_to_recordset): money in rupees, as the columns keep it. */
type RecordRow = Record<string, string | number | boolean | null | undefined>;

/**
 * The shopkeeper's products in and out as CSV. An import is checked whole first: every row is
 * validated by the same rules as the API's (CreateProductDto), problems are named by line and
 * field, and a preview changes nothing; the commit writes every row or none, in one transaction,
 * and the same file's rows once. A row whose SKU names a live product updates it; others create
 * products; categories are found by name (ignoring case) and made when new.
 */
@Injectable()
export class ProductImportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly products: ProductsService,
    private readonly categories: CategoriesService,
    private readonly audit: AuditService,
  ) {}

  async exportCsv(shopId: string): Promise<string> {
    return productsToCsv(await this.products.allOf(shopId));
  }

  /** The summary of a file (400 for one of more than `MAX_IMPORT_ROWS` rows), and with `commit` its rows written. */
  async importCsv(shopkeeper: AuditActor, shopId: string, text: string, commit: boolean): Promise<ImportSummary> {
    const { rows, problems: headerProblems } = parseProductCsv(text, MAX_IMPORT_ROWS);
    if (rows.length > MAX_IMPORT_ROWS) {
      throw new BadRequestException(`A file may have at most ${MAX_IMPORT_ROWS.toLocaleString('en')} rows.`);
    }
    const problems = new ProblemList();
    problems.add(headerProblems);
    const [bySku, categoryIds] = await Promise.all([this.products.skuIndex(shopId), this.categories.idsByName(shopId)]);
    const planned = await this.plan(rows, bySku, problems);
    const newCategories = [
      ...new Map(
        planned
          .filter((row) => !categoryIds.has(row.categoryName.toLowerCase()))
          .map((row) => [row.categoryName.toLowerCase(), row.categoryName]),
      ).values(),
    ];
    const created = planned.filter((row) => !row.existing).length;
    const summary = {
      rows: rows.length,
      created,
      updated: planned.length - created,
      newCategories,
      problems: problems.listed,
      problemCount: problems.count,
    };
    if (!commit || problems.count > 0) return { ...summary, committed: false };
    await this.write(shopkeeper, shopId, fileHash(text), planned, newCategories, categoryIds);
    return { ...summary, committed: true };
  }

  /** Validates every row, collecting its problems; answers the rows without any. */
  private async plan(
    rows: CsvRow[],
    bySku: Map<string, { id: string; categoryId: string | null }>,
    problems: ProblemList,
  ): Promise<PlannedRow[]> {
    const skuLines = new Map<string, number>();
    const planned: PlannedRow[] = [];
    for (const [index, { line, values }] of rows.entries()) {
      // Validation resolves in microtasks only: without a turn now and then, nothing else would run.
      if (index > 0 && index % ROWS_PER_TURN === 0) await eventLoopTurn();
      const rowProblems: ImportProblem[] = [];
      const fields = plainToInstance(CreateProductDto, {
        sku: values.sku,
        name: values.name,
        description: values.description,
        weight: values.weight,
        originalPrice: values.originalPrice,
        discountedPrice: values.discountedPrice,
        gstPercentage: values.gstPercentage,
        gstIncluded: booleanCell(values.gstIncluded),
        isInStock: booleanCell(values.isInStock),
        stockQuantity: integerCell(values.stockQuantity),
        lowStockThreshold: integerCell(values.lowStockThreshold),
        hsnCode: values.hsnCode || undefined,
        categoryId: SOME_CATEGORY,
      });
      for (const error of await validate(fields)) {
        const message = Object.values(error.constraints ?? {})[0] ?? `${error.property} is not valid`;
        rowProblems.push({ line, field: error.property, message });
      }
      const categoryName = values.category ?? '';
      if (categoryName.length < 2 || categoryName.length > 50) {
        rowProblems.push({ line, field: 'category', message: 'category must be a name of 2 to 50 characters' });
      }
      if (rowProblems.length === 0 && fields.discountedPrice > fields.originalPrice) {
        rowProblems.push({
          line,
          field: 'discountedPrice',
          message: 'discountedPrice must not be above originalPrice',
        });
      }
      const sku = fields.sku ? fields.sku.toLowerCase() : undefined;
      if (sku && skuLines.has(sku)) {
        rowProblems.push({ line, field: 'sku', message: `sku ${fields.sku} is on line ${skuLines.get(sku)} too` });
      }
      if (sku && !skuLines.has(sku)) skuLines.set(sku, line);
      problems.add(rowProblems);
      if (rowProblems.length === 0) planned.push({ fields, categoryName, existing: sku ? bySku.get(sku) : undefined });
    }
    return planned;
  }

  /**
   * Writes the rows in one transaction, with an audit row for each product it creates or changes;
   * 409 when the same file was committed in the last minutes.
   */
  private async write(
    shopkeeper: AuditActor,
    shopId: string,
    hash: string,
    planned: PlannedRow[],
    newCategories: string[],
    categoryIds: Map<string, string>,
  ): Promise<void> {
    try {
      await this.dataSource.transaction(async (manager) => {
        await recordCommit(manager, shopId, hash);
        const made = await this.categories.createNamed(manager, shopId, newCategories);
        const categoryOf = (row: PlannedRow) =>
          (categoryIds.get(row.categoryName.toLowerCase()) ?? made.get(row.categoryName.toLowerCase()))!;
        const records = planned.map((row) => recordOf(row, categoryOf(row)));
        const updates = records.filter((record) => record.id);
        const creates = records.filter((record) => !record.id);
        const updatedIds = updates.map((record) => record.id as string);
        const before = await this.answersOf(updatedIds, manager);
        const createdIds: string[] = [];
        for (let start = 0; start < creates.length; start += CHUNK) {
          createdIds.push(...(await insertChunk(manager, shopId, creates.slice(start, start + CHUNK))));
        }
        for (let start = 0; start < updates.length; start += CHUNK) {
          await updateChunk(manager, shopId, updates.slice(start, start + CHUNK));
        }
        await this.categories.countProducts(manager, shopId, countChanges(planned, categoryOf));
        const after = await this.answersOf([...createdIds, ...updatedIds], manager);
        await this.audit.recordAll(
          manager,
          shopkeeper,
          [...after.values()].map((answer) => productChange('product.imported', before.get(answer.id) ?? null, answer)),
        );
      });
    } catch (error) {
      // Another import or edit took one of these SKUs meanwhile.
      if (isUniqueViolation(error, 'UQ_products_shop_sku')) {
        throw new ConflictException('Another product of your shop took one of these SKUs meanwhile: try again.');
      }
      throw error;
    }
  }

  /** These products as the API answers them, by id. */
  private async answersOf(ids: string[], manager: EntityManager): Promise<Map<string, ProductResponse>> {
    const views = await this.products.viewsOf(ids, manager);
    return new Map([...views].map(([id, view]) => [id, ProductResponse.from(view)]));
  }
}

/** The file's fingerprint: the same content, the same hash. */
function fileHash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Records that the shop commits this file, or refuses it (409) when the same file was committed in
 * the last minutes: a double click or a second tab must not create its rows twice. A commit of the
 * same file meanwhile waits on this row until the first one ends, then finds it.
 */
async function recordCommit(manager: EntityManager, shopId: string, hash: string): Promise<void> {
  const recorded = (await manager.query(RECORD_IMPORT_COMMIT, [shopId, hash, REPEAT_WINDOW_MINUTES])) as unknown[];
  if (recorded.length === 0) {
    throw new ConflictException(
      `This file was imported less than ${REPEAT_WINDOW_MINUTES} minutes ago: nothing was imported again.`,
    );
  }
}

function recordOf({ fields, existing }: PlannedRow, categoryId: string): RecordRow {
  return {
    id: existing?.id,
    category_id: categoryId,
    name: fields.name,
    sku: fields.sku || null,
    description: fields.description || null,
    weight: fields.weight,
    original_price: formatMoney(fields.originalPrice),
    discounted_price: formatMoney(fields.discountedPrice),
    gst_percentage: formatMoney(fields.gstPercentage),
    gst_included: fields.gstIncluded,
    is_in_stock: fields.isInStock,
    stock_quantity: fields.stockQuantity,
    low_stock_threshold: fields.lowStockThreshold,
    hsn_code: fields.hsnCode,
  };
}

/** New products (see `INSERT_IMPORTED_PRODUCTS` for empty cells); answers their ids. */
async function insertChunk(manager: EntityManager, shopId: string, records: RecordRow[]): Promise<string[]> {
  const inserted = (await manager.query(INSERT_IMPORTED_PRODUCTS, [JSON.stringify(records), shopId])) as {
    id: string;
  }[];
  return inserted.map((row) => row.id);
}

/** Products the rows' SKUs name (see `UPDATE_IMPORTED_PRODUCTS` for empty cells). */
function updateChunk(manager: EntityManager, shopId: string, records: RecordRow[]): Promise<unknown> {
  return manager.query(UPDATE_IMPORTED_PRODUCTS, [JSON.stringify(records), shopId]);
}

/** Each category's products gained and lost by the import, summed. */
function countChanges(planned: PlannedRow[], categoryOf: (row: PlannedRow) => string): ProductCountChange[] {
  const deltas = new Map<string, number>();
  const add = (categoryId: string | null, delta: number) => {
    if (categoryId) deltas.set(categoryId, (deltas.get(categoryId) ?? 0) + delta);
  };
  for (const row of planned) {
    const categoryId = categoryOf(row);
    if (row.existing?.categoryId === categoryId) continue;
    add(categoryId, 1);
    if (row.existing) add(row.existing.categoryId, -1);
  }
  return [...deltas].filter(([, delta]) => delta !== 0).map(([categoryId, delta]) => ({ categoryId, delta }));
}
