/** Whether the client takes gzip (its `Accept-Encoding` lists it). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return acceptEncoding !== undefined && /\bgzip\b/i.test(acceptEncoding);
}
