import type { DataSource, EntityManager, EntityTarget, ObjectLiteral, QueryBuilder } from 'typeorm';
import { prepareStatement } from './prepared-statements';

/** What stands for a parameter while the SQL is built, so that its place in the statement can be found. */
const PLACEHOLDER = '\u0000built-query-parameter:';

/**
 * A statement of fixed shape whose SQL TypeORM builds once, at its first run: every later run sends
 * the same text with its own parameters, as a prepared statement (see `prepareStatement`). On a hot
 * path, building the SQL costs the API more CPU than PostgreSQL spends answering a lookup by key
 * (docs/benchmarks.md, "SQL built once").
 *
 * `build` must take every value from the parameters `names` lists (`:name` in its SQL, or
 * `valuesFromParameters` for the values to insert or set); a value fixed in the builder would be
 * fixed for every run, so building refuses one.
 */
export class BuiltQuery<Params extends Record<string, unknown>, Entity extends ObjectLiteral = ObjectLiteral> {
  private built?: { sql: string; order: (keyof Params & string)[]; target: EntityTarget<Entity>; alias: string };

  constructor(
    private readonly names: readonly (keyof Params & string)[],
    private readonly build: (manager: EntityManager) => QueryBuilder<Entity>,
  ) {}

  /** The rows as PostgreSQL answers them, under the names the statement selects them as. */
  async rows<Row extends ObjectLiteral = ObjectLiteral>(manager: EntityManager, params: Params): Promise<Row[]> {
    const { sql, parameters } = this.statement(manager, params);
    return manager.query<Row[]>(sql, parameters);
  }

  /** The statement with these parameters, to send as it is or within another (as a CTE). */
  statement(manager: EntityManager, params: Params): { sql: string; parameters: unknown[] } {
    const { sql, order } = this.compiled(manager);
    return { sql, parameters: order.map((name) => params[name]) };
  }

  /** Runs a statement that writes. */
  async execute(manager: EntityManager, params: Params): Promise<void> {
    await this.rows(manager, params);
  }

  /** The entities of the statement's main alias, one per row, selected as TypeORM selects them. */
  async entities(manager: EntityManager, params: Params): Promise<Entity[]> {
    const rows = await this.rows(manager, params);
    const { target, alias } = this.compiled(manager);
    return rows.flatMap((row) => entityOf(manager, target, alias, row) ?? []);
  }

  /** The SQL as sent, and the names of the parameters its `$1`, `$2`… stand for. */
  sentSql(manager: EntityManager): { sql: string; order: readonly string[] } {
    return this.compiled(manager);
  }

  private compiled(manager: EntityManager) {
    return (this.built ??= this.compile(manager));
  }

  private compile(manager: EntityManager) {
    const qb = this.build(manager);
    const { sql, order } = sentForm(qb, this.names);
    const { target, name } = qb.expressionMap.mainAlias!;
    prepareStatement(sql);
    return { sql, order, target: target as EntityTarget<Entity>, alias: name };
  }
}

/**
 * The SQL of `qb` as TypeORM sends it, and the names of the parameters its `$1`, `$2`… stand for,
 * in that order: found by building it with placeholders for the parameters `names` (which it takes
 * as its own). A value fixed in the builder is refused: it would be sent with every run.
 */
export function sentForm<Name extends string, E extends ObjectLiteral>(
  qb: QueryBuilder<E>,
  names: readonly Name[],
): { sql: string; order: Name[] } {
  const placeholders = Object.fromEntries(names.map((name) => [name, `${PLACEHOLDER}${name}`]));
  const [sql, values] = qb.setParameters(placeholders).getQueryAndParameters();
  const order = values.map((value: unknown) => {
    if (typeof value !== 'string' || !value.startsWith(PLACEHOLDER)) {
      throw new Error(`A built query takes every value from its parameters; it fixes ${String(value)} in ${sql}`);
    }
    return value.slice(PLACEHOLDER.length) as Name;
  });
  return { sql, order };
}

/** Values to insert or set that a `BuiltQuery` takes from its parameters of the same names. */
export function valuesFromParameters<Name extends string>(names: readonly Name[]): Record<Name, () => string> {
  return Object.fromEntries(names.map((name) => [name, () => `:${name}`])) as Record<Name, () => string>;
}

/**
 * The entity `target` that a row selected under `alias` holds, as TypeORM would hydrate it from its
 * own selection (`alias_column` names, columns of `select: false` left out); null when the row has
 * none (a LEFT JOIN that found nothing).
 */
export function entityOf<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  alias: string,
  row: ObjectLiteral,
): T | null {
  const metadata = manager.connection.getMetadata(target);
  const driver = manager.connection.driver;
  const key = (databaseName: string) => `${alias}_${databaseName}`;
  if (metadata.primaryColumns.every((column) => row[key(column.databaseName)] === null)) return null;
  const entity = metadata.create() as T;
  for (const column of metadata.columns.filter((each) => each.isSelect && !each.isVirtual)) {
    const value = row[key(column.databaseName)];
    if (value === undefined)
      throw new Error(`${metadata.name}.${column.propertyPath} is not selected as ${key(column.databaseName)}`);
    column.setEntityValue(entity, driver.prepareHydratedValue(value, column));
  }
  return entity;
}

/**
 * For a function that answers SQL text built from the database's metadata and its string arguments
 * alone (a subquery to embed, say): the text is built once for each data source and arguments, then
 * answered as built.
 */
export function builtOnce<Args extends string[], Built>(
  build: (manager: EntityManager, ...args: Args) => Built,
): (manager: EntityManager, ...args: Args) => Built {
  const builtBy = new WeakMap<DataSource, Map<string, Built>>();
  return (manager, ...args) => {
    let built = builtBy.get(manager.connection);
    if (!built) builtBy.set(manager.connection, (built = new Map()));
    const key = args.join('\u0000');
    if (!built.has(key)) built.set(key, build(manager, ...args));
    return built.get(key)!;
  };
}
