/**
 * A list of objects of one shape, sent as its field names once and each object's values in that
 * order. React Router's data stream writes every object's keys again, about 10 bytes a field in
 * the page's inline script: 2 kB of a results page's 24 cards (issue 32).
 */
export interface Rows<T> {
  fields: readonly (keyof T & string)[];
  /** Each object's values in `fields`' order; a missing one is undefined, trailing ones left off. */
  values: unknown[][];
}

/** Every field of `T`, listed once (a field added to `T` and not here fails to compile). */
export function fieldsOf<T>(fields: Record<keyof T & string, true>): (keyof T & string)[] {
  return Object.keys(fields) as (keyof T & string)[];
}

export function toRows<T extends object>(items: readonly T[], fields: readonly (keyof T & string)[]): Rows<T> {
  return {
    fields,
    values: items.map((item) => {
      const row = fields.map((field) => item[field] as unknown);
      while (row.length > 0 && row.at(-1) === undefined) row.pop();
      return row;
    }),
  };
}

export function fromRows<T>({ fields, values }: Rows<T>): T[] {
  return values.map((row) => {
    const item: Record<string, unknown> = {};
    fields.forEach((field, index) => {
      if (row[index] !== undefined) item[field] = row[index];
    });
    return item as T;
  });
}
