import { BadRequestException } from '@nestjs/common';

/**
 * Database session settings the search needs: how close a word of the text must be to a whole word
 * of a name (pg_trgm's strict word similarity, 0 to 1) for a typo to still find it. At 0.25 "aata"
 * finds "Atta" (one transposition in a word of four letters shares two of its trigrams). Every
 * connection starts with them: `data-source-options` and the embedded PostgreSQL set them.
 */
export const TEXT_SEARCH_SETTINGS: Readonly<Record<string, string>> = {
  'pg_trgm.strict_word_similarity_threshold': '0.25',
};

/** Words of the text past these are left out: each is one more condition on the index. */
const MAX_WORDS = 6;
const MAX_LENGTH = 100;

/**
 * What a customer typed to find things by name (`filter.q`). A name matches when it contains the
 * text, when full-text search finds every word of it, or when every word is close to a word of the
 * name: by trigram similarity, or one slip away (a letter left out, one too many, one mistyped, two
 * swapped) from a word of the product names that the name holds, for a word of four letters or
 * more that no product name has ("mlik" finds milk; "milk" is not taken for "silk"). The known words
 * and their keys are the table `search_words` (see its migration). Every form is served by an index:
 * the GIN indexes on the name (`gin_trgm_ops`, and `to_tsvector('simple', name)`) and the primary key
 * of the known words' keys.
 */
export class TextSearch {
  private readonly words: string[];

  private constructor(private readonly text: string) {
    this.words = [
      ...new Set(
        text
          .toLowerCase()
          .split(/[^\p{L}\p{N}]+/u)
          .filter(Boolean),
      ),
    ].slice(0, MAX_WORDS);
  }

  /** The search `filter.q` asks for; undefined without one or for blank text, which finds everything. */
  static of(q: unknown): TextSearch | undefined {
    if (q === undefined) return undefined;
    if (typeof q !== 'string' || q.length > MAX_LENGTH) {
      throw new BadRequestException(`filter.q must be a text of at most ${MAX_LENGTH} characters`);
    }
    return q.trim() === '' ? undefined : new TextSearch(q.trim());
  }

  /** What of the text shapes the SQL of `matchSql`: how many words, and which are numbers. */
  get shape(): string {
    return this.words.map((word) => (isNumber(word) ? 'number' : 'word')).join(' ');
  }

  /** The parameters the SQL of `matchSql` and `closenessSql` names. */
  get parameters(): Record<string, string> {
    const words = this.words.flatMap((word, i) => [
      [`search_word_${i}`, isNumber(word) ? containing(word) : word],
      // Letters and digits only: nothing in them that a tsquery would read as an operator.
      [`search_prefix_${i}`, `${word}:*`],
    ]);
    return { ...Object.fromEntries(words), search_text: this.text, search_like: containing(this.text) };
  }

  /**
   * SQL that holds when the name in `column` matches. A number ("500") is no typo of another: it must
   * be in the name as it is, while the words around it may be near misses.
   */
  matchSql(column: string): string {
    const close = this.words
      .map((word, i) =>
        isNumber(word)
          ? `${column} ILIKE :search_word_${i}`
          : `(:search_word_${i} <<% ${column} OR ${wordsOf(column)} @@ ${slipsOf(i)})`,
      )
      .join(' AND ');
    const exact = `${column} ILIKE :search_like OR ${wordsOf(column)} @@ plainto_tsquery('simple', :search_text)`;
    return `(${exact}${close ? ` OR (${close})` : ''})`;
  }

  /**
   * SQL for how close the name in `column` is to the text, the best matches first: a name with every
   * word of the text as a word or the start of one (2 and above), then one where some are one slip
   * away from its words (1 and above), then the others (close by trigrams, or holding the text within
   * a word); each by trigram similarity (0 to 1).
   */
  closenessSql(column: string): string {
    const similarity = `strict_word_similarity(:search_text, ${column})`;
    if (this.words.length === 0) return similarity;
    const starts = (i: number) => `${wordsOf(column)} @@ to_tsquery('simple', :search_prefix_${i})`;
    const exact = this.words.map((_word, i) => starts(i)).join(' AND ');
    const slipped = this.words
      .map((word, i) => (isNumber(word) ? starts(i) : `(${starts(i)} OR ${wordsOf(column)} @@ ${slipsOf(i)})`))
      .join(' AND ');
    return `(CASE WHEN ${exact} THEN 2 WHEN ${slipped} THEN 1 ELSE 0 END + ${similarity})`;
  }
}

/** The words of the name in `column`, as its full-text index has them. */
const wordsOf = (column: string): string => `to_tsvector('simple', ${column})`;

/**
 * SQL for the known words one slip away from the `i`-th word of the text, as a `tsquery` of either
 * of them; null when there are none, or when the word is itself known (it then means what it says).
 * The keys are those of the migration `SearchWords`.
 */
const slipsOf = (i: number): string =>
  `(SELECT CAST(string_agg(DISTINCT quote_literal(known.word), ' | ') AS tsquery) FROM search_words known
     WHERE known.key = ANY(search_typo_keys(:search_word_${i}))
       AND NOT EXISTS (SELECT 1 FROM search_words typed WHERE typed.key = :search_word_${i}))`;

const isNumber = (word: string): boolean => /^\p{N}+$/u.test(word);

/** An ILIKE pattern for names that contain the text. */
const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
