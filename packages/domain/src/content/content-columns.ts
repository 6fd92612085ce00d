/**
 * The column that stores a content field: its name in snake case (`licenseNumber` ->
 * `license_number`), the rule every content table of the migrations follows.
 */
export function contentColumnName(field: string): string {
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}
