/**
 * OpenAPI 3.0.3: an enum lists every allowed value, so a nullable enum must list null too (a validator reads
 * `{nullable: true, enum: [...]}` without null as refusing null). zod's OpenAPI output leaves null out; this
 * adds it, everywhere in the document.
 */
export function withNullInNullableEnums<T>(node: T): T {
  if (Array.isArray(node)) node.forEach((item) => withNullInNullableEnums(item));
  else if (node && typeof node === 'object') {
    const schema = node as { nullable?: boolean; enum?: unknown[] };
    if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
      schema.enum = [...schema.enum, null];
    Object.values(node).forEach((value) => withNullInNullableEnums(value));
  }
  return node;
}
