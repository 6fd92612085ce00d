import type { DemoPictureImports } from '@app/domain';

/** A content picture as the fake keeps it. */
interface ShownPicture {
  url: string;
  readonly alt: string;
  version: number;
}

/** DemoPictureImports in memory: content pictures by record key ("agents:1:photo") and the imports made. */
export class InMemoryDemoPictureImports implements DemoPictureImports {
  private readonly imports = new Map<string, string>();
  private readonly pictures = new Map<string, ShownPicture>();

  /** Makes a record show a picture (what the seed does). */
  show(recordKey: string, picture: { url: string; alt: string }): void {
    this.pictures.set(recordKey, { ...picture, version: 1 });
  }

  /** The picture a record shows, with its version. */
  pictureOf(recordKey: string): { url: string; alt: string; version: number } | undefined {
    const picture = this.pictures.get(recordKey);
    return picture === undefined ? undefined : { ...picture };
  }

  /** Every import made: demo address to image id. */
  importedImages(): ReadonlyMap<string, string> {
    return new Map(this.imports);
  }

  clear(): void {
    this.imports.clear();
    this.pictures.clear();
  }

  async importedUrls(): Promise<ReadonlySet<string>> {
    return new Set(this.imports.keys());
  }

  async shownUrls(demoUrls: readonly string[]): Promise<ReadonlySet<string>> {
    const shown = new Set([...this.pictures.values()].map((picture) => picture.url));
    return new Set(demoUrls.filter((url) => shown.has(url)));
  }

  async completeImport(demoUrl: string, imageId: string, libraryUrl: string): Promise<number> {
    if (this.imports.has(demoUrl)) return 0;
    this.imports.set(demoUrl, imageId);
    let changed = 0;
    for (const picture of this.pictures.values())
      if (picture.url === demoUrl) {
        picture.url = libraryUrl;
        picture.version += 1;
        changed += 1;
      }
    return changed;
  }
}
