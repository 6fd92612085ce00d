import { randomUUID } from 'node:crypto';
import {
  isUuid,
  systemClock,
  type Clock,
  type NewRecordVersion,
  type NewTrashedRecord,
  type RecordArchive,
  type RecordVersion,
  type TrashPage,
  type TrashQuery,
  type TrashedRecord,
} from '@app/domain';

/**
 * A RecordArchive kept in arrays, for use-case and route tests and as the reference of the archive contract suite.
 * Times come from the clock (the system's unless told); ties in time keep the later entry first.
 */
export class InMemoryRecordArchive implements RecordArchive {
  private kept: RecordVersion[] = [];
  private trashed: TrashedRecord[] = [];

  constructor(private readonly clock: Clock = systemClock) {}

  /** Empties the history and the Trash. */
  clear(): void {
    this.kept = [];
    this.trashed = [];
  }

  async keepVersion(version: NewRecordVersion): Promise<void> {
    const same = (other: RecordVersion) =>
      other.kind === version.kind && other.recordId === version.recordId && other.version === version.version;
    if (!this.kept.some(same)) this.kept.push(structuredClone({ ...version, savedAt: this.now() }));
  }

  async versions(kind: string, recordId: string): Promise<RecordVersion[]> {
    return structuredClone(
      this.kept
        .filter((version) => version.kind === kind && version.recordId === recordId)
        .sort((a, b) => b.version - a.version),
    );
  }

  async moveToTrash(entry: NewTrashedRecord): Promise<TrashedRecord> {
    const trashed = structuredClone({ ...entry, id: randomUUID(), deletedAt: this.now() });
    this.trashed.unshift(trashed);
    return structuredClone(trashed);
  }

  async trash(query: TrashQuery): Promise<TrashPage> {
    const matching = this.newestFirst().filter((entry) => query.kind === undefined || entry.kind === query.kind);
    const start = (query.page - 1) * query.perPage;
    return structuredClone({ items: matching.slice(start, start + query.perPage), total: matching.length });
  }

  async findTrashed(id: string): Promise<TrashedRecord | null> {
    if (!isUuid(id)) return null;
    return structuredClone(this.trashed.find((entry) => entry.id === id.toLowerCase()) ?? null);
  }

  async removeFromTrash(id: string): Promise<boolean> {
    const before = this.trashed.length;
    this.trashed = this.trashed.filter((entry) => entry.id !== id.toLowerCase());
    return this.trashed.length < before;
  }

  async purgeTrash(deletedBefore: string): Promise<number> {
    const cutoff = Date.parse(deletedBefore);
    const before = this.trashed.length;
    this.trashed = this.trashed.filter((entry) => Date.parse(entry.deletedAt) >= cutoff);
    return before - this.trashed.length;
  }

  private newestFirst(): TrashedRecord[] {
    // unshift keeps the later of two equal times first; the stable sort keeps that order.
    return [...this.trashed].sort((a, b) => Date.parse(b.deletedAt) - Date.parse(a.deletedAt));
  }

  private now(): string {
    return new Date(this.clock.now()).toISOString();
  }
}
