/**
 * The column that stores a content field: its name in snake case (`licenseNumber` ->
 * `license_number`), the rule every content table of the migrations follows. It belongs to the
 * schema, not the domain: the domain names fields, the adapters map them to columns with this.
 */
export function contentColumnName(field: string): string {
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}
