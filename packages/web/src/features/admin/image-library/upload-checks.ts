import { IMAGE_SIGNATURE_BYTES, altTextIssues, imageFileIssues, type ValidationIssue } from '@app/domain';

/**
 * The server's own checks, made before anything is sent: the size against the limit and the
 * format by the file's first bytes (never its name), and the alt text rule.
 */
export async function uploadIssues(file: File, alt: string): Promise<ValidationIssue[]> {
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  return [...imageFileIssues({ fileName: file.name, byteSize: file.size, head }), ...altTextIssues(alt)];
}
