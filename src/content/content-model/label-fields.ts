import { Field } from 'type-graphql';

/**
 * Gives a labels type one String field per label, named in camel case (`singular_name` →
 * `singularName`); the wire formats turn the names back. The value is read from the reference name.
 */
export function defineLabelFields(
  type: { prototype: object },
  descriptions: Record<string, string>,
  nullable: (key: string) => boolean,
): void {
  for (const [key, description] of Object.entries(descriptions))
    Field(() => String, {
      name: key.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase()),
      nullable: nullable(key),
      description,
    })(type.prototype, key);
}
