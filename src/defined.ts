/** An object without its undefined keys (GraphQL leaves absent optional input fields undefined). */
export const definedFields = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
