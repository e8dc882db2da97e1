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
 * name by trigram similarity (typos). Every form is served by the GIN indexes on the name
 * (`gin_trgm_ops`, and `to_tsvector('simple', name)`).
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
    const words = this.words.map((word, i) => [`search_word_${i}`, isNumber(word) ? containing(word) : word]);
    return { ...Object.fromEntries(words), search_text: this.text, search_like: containing(this.text) };
  }

  /**
   * SQL that holds when the name in `column` matches. A number ("500") is no typo of another: it must
   * be in the name as it is, while the words around it may be near misses.
   */
  matchSql(column: string): string {
    const fullText = `to_tsvector('simple', ${column}) @@ plainto_tsquery('simple', :search_text)`;
    const close = this.words
      .map((word, i) => (isNumber(word) ? `${column} ILIKE :search_word_${i}` : `:search_word_${i} <<% ${column}`))
      .join(' AND ');
    return `(${column} ILIKE :search_like OR ${fullText}${close ? ` OR (${close})` : ''})`;
  }

  /** SQL for how close the name in `column` is to the text, 0 to 1: the best matches first. */
  closenessSql(column: string): string {
    return `strict_word_similarity(:search_text, ${column})`;
  }
}

const isNumber = (word: string): boolean => /^\p{N}+$/u.test(word);

/** An ILIKE pattern for names that contain the text. */
const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
