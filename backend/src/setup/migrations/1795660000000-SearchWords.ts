import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search that forgives one slip (issue 32, point 3): "mlik" finds milk, "panner" paneer. The words
 * of the product names, each under keys that meet the keys of every text one edit away
 * (Damerau/OSA distance 1: a letter left out, one too many, one mistyped, two neighbours swapped),
 * one row per key and word, read through the primary key's b-tree: `TextSearch` looks up the known
 * words close to what was typed, then the products whose names hold them by the full-text index on
 * their names. (A GIN index on an array of keys per word would do as well, but PostgreSQL cannot
 * estimate `&&` on keys that are all different, and scans the table instead.)
 *
 * A word's keys (`search_word_keys`): the word; each deletion of a letter, marked "-"; the word with
 * each letter replaced by "?". A typed word's keys (`search_typo_keys`): the word and its swaps of
 * neighbours (equal to a known word: the same, or swapped); the word marked "-" (equal to a known
 * word less a letter: a letter left out); its deletions (a letter too many); its letters replaced
 * by "?" (one mistyped). Two keys are equal only across those pairs, so a match is exactly one edit
 * or none: no distance to check afterwards, and no extension (PGlite and PostgreSQL 15 alike). A
 * word is known when it is a key itself: only a word is a key without "-" or "?".
 *
 * Triggers on the products keep the words: all of an INSERT's names at once (a CSV import, the
 * bench's data), and a name that changes. Words of deleted or renamed products stay: they match no
 * live product, and cost a few keys in the index.
 */
export class SearchWords1795660000000 implements MigrationInterface {
  name = 'SearchWords1795660000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "search_words" ("key" text NOT NULL, "word" text NOT NULL, ' +
        'CONSTRAINT "PK_search_words" PRIMARY KEY ("key", "word"))',
    );
    // The words of a name as its full-text index has them, of three letters or more, without digits or
    // punctuation (no "500g", "parle-g" or "s" of "haldiram's"; "parle" and "haldiram" are there).
    await queryRunner.query(`
      CREATE FUNCTION "search_words_of"(name text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT lexeme FROM unnest(to_tsvector('simple', name))
         WHERE lexeme ~ '^[^[:digit:][:punct:][:space:]]{3,}$'
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION "search_word_keys"(word text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT ARRAY[word]
          || ARRAY(SELECT '-' || overlay(word PLACING '' FROM i FOR 1) FROM generate_series(1, length(word)) AS i)
          || ARRAY(SELECT overlay(word PLACING '?' FROM i FOR 1) FROM generate_series(1, length(word)) AS i)
      $$`);
    // Words of fewer than four letters have too many neighbours one slip away: none for them.
    await queryRunner.query(`
      CREATE FUNCTION "search_typo_keys"(word text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT CASE WHEN length(word) < 4 THEN CAST(ARRAY[] AS text[]) ELSE
          ARRAY[word, '-' || word]
          || ARRAY(SELECT overlay(word PLACING '' FROM i FOR 1) FROM generate_series(1, length(word)) AS i)
          || ARRAY(SELECT overlay(word PLACING '?' FROM i FOR 1) FROM generate_series(1, length(word)) AS i)
          || ARRAY(SELECT overlay(word PLACING substr(word, i + 1, 1) || substr(word, i, 1) FROM i FOR 2)
                     FROM generate_series(1, length(word) - 1) AS i)
        END
      $$`);
    // The keys of the names' new words, in key order: two writers adding the same words never wait
    // for each other in a circle.
    await queryRunner.query(`
      CREATE FUNCTION "search_words_learn"(names text[]) RETURNS void LANGUAGE sql AS $$
        INSERT INTO "search_words" ("key", "word")
          SELECT DISTINCT key, w
            FROM unnest(names) AS name, search_words_of(name) AS w, unnest(search_word_keys(w)) AS key
           ORDER BY 1, 2
        ON CONFLICT DO NOTHING
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION "search_words_learn_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM search_words_learn(ARRAY(SELECT "name" FROM new_rows));
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION "search_words_learn_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM search_words_learn(ARRAY[NEW."name"]);
        RETURN NULL;
      END $$`);
    await queryRunner.query(
      'CREATE TRIGGER "products_search_words_inserted" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows ' +
        'FOR EACH STATEMENT EXECUTE FUNCTION "search_words_learn_inserted"()',
    );
    await queryRunner.query(
      'CREATE TRIGGER "products_search_words_renamed" AFTER UPDATE OF "name" ON "products" FOR EACH ROW ' +
        'WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "search_words_learn_renamed"()',
    );
    await queryRunner.query(
      'SELECT search_words_learn(ARRAY(SELECT "name" FROM "products" WHERE "deleted_at" IS NULL))',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER "products_search_words_renamed" ON "products"');
    await queryRunner.query('DROP TRIGGER "products_search_words_inserted" ON "products"');
    await queryRunner.query('DROP FUNCTION "search_words_learn_renamed"()');
    await queryRunner.query('DROP FUNCTION "search_words_learn_inserted"()');
    await queryRunner.query('DROP FUNCTION "search_words_learn"(text[])');
    await queryRunner.query('DROP FUNCTION "search_typo_keys"(text)');
    await queryRunner.query('DROP FUNCTION "search_word_keys"(text)');
    await queryRunner.query('DROP FUNCTION "search_words_of"(text)');
    await queryRunner.query('DROP TABLE "search_words"');
  }
}
