import type { EntityManager, EntityTarget, ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/** What stands for a parameter while the SQL is built, so that its place in the statement can be found. */
const PLACEHOLDER = '\u0000built-query-parameter:';

/**
 * A read of fixed shape whose SQL TypeORM builds once, at its first run: every later run sends the
 * same text with its own parameters. On a hot read, building the SQL costs the API more CPU than
 * PostgreSQL spends answering a lookup by key (docs/benchmarks.md, "SQL built once").
 *
 * `build` must take every value from the parameters `names` lists (`:name` in its SQL); a value
 * fixed in the builder would be fixed for every run, so building refuses one.
 */
export class BuiltQuery<Params extends Record<string, unknown>> {
  private built?: { sql: string; order: (keyof Params & string)[] };

  constructor(
    private readonly names: readonly (keyof Params & string)[],
    private readonly build: (manager: EntityManager) => SelectQueryBuilder<ObjectLiteral>,
  ) {}

  /** The rows as PostgreSQL answers them, under the names the query selects them as. */
  async rows<Row extends ObjectLiteral = ObjectLiteral>(manager: EntityManager, params: Params): Promise<Row[]> {
    const { sql, order } = (this.built ??= this.compile(manager));
    return manager.query<Row[]>(
      sql,
      order.map((name) => params[name]),
    );
  }

  private compile(manager: EntityManager): { sql: string; order: (keyof Params & string)[] } {
    const placeholders = Object.fromEntries(this.names.map((name) => [name, `${PLACEHOLDER}${name}`]));
    const [sql, values] = this.build(manager).setParameters(placeholders).getQueryAndParameters();
    const order = values.map((value: unknown) => {
      if (typeof value !== 'string' || !value.startsWith(PLACEHOLDER)) {
        throw new Error(`A built query takes every value from its parameters; it fixes ${String(value)} in ${sql}`);
      }
      return value.slice(PLACEHOLDER.length) as keyof Params & string;
    });
    return { sql, order };
  }
}

/**
 * The entity `target` that a row selected under `alias` holds, as TypeORM would hydrate it from its
 * own selection (`alias_column` names); null when the row has none (a LEFT JOIN that found nothing).
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
  for (const column of metadata.columns.filter((each) => !each.isVirtual)) {
    const value = row[key(column.databaseName)];
    if (value === undefined)
      throw new Error(`${metadata.name}.${column.propertyPath} is not selected as ${key(column.databaseName)}`);
    column.setEntityValue(entity, driver.prepareHydratedValue(value, column));
  }
  return entity;
}
